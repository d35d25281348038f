import { fromPromise } from 'xstate'
import { templateBuilderMachine } from '../../../machines/template-builder.machine'
import { loadTemplate, saveTemplate } from '../../api/templates'
import type { TemplateCardItem } from '../../domain/template-library'
import { markCallouts } from '../../domain/template-callouts'
import { draftFromTemplate } from '../../domain/template-payload'
import { sanitizeInBrowser } from '../../features/templates/sanitize'
import { asFailure, companyIdOf, gatewayCall, type FlowDeps } from './deps'
import { checkThumbnail, importHtml } from './template-files'

/**
 * `onSaved` hears of every save; a new template comes with its card, so the campaign wizard can select what
 * was just created from it (002 §2.6).
 */
export function bindTemplateBuilder(deps: FlowDeps, onSaved: (created: TemplateCardItem | null) => void) {
  let created: TemplateCardItem | null = null
  return templateBuilderMachine.provide({
    actors: {
      loadTemplate: gatewayCall(async (input) =>
        draftFromTemplate(await loadTemplate(deps.api, companyIdOf(deps), input.templateId)),
      ),
      saveTemplate: fromPromise(({ input: draft }) => {
        const marked = markCallouts(
          sanitizeInBrowser(draft.body.html),
          draft.callouts.bodyOn ? draft.callouts.body : [],
        )
        return asFailure(async () => {
          const { id } = await saveTemplate(deps.api, companyIdOf(deps), draft, marked)
          const now = new Date().toISOString()
          created =
            draft.id === null
              ? {
                  id,
                  name: draft.name.trim(),
                  layoutType: draft.layout,
                  difficulty: 'EASY',
                  type: 'CUSTOM',
                  thumbnailUrl: null,
                  packId: null,
                  createdAt: now,
                  updatedAt: now,
                  isEditable: true,
                  isInUse: false,
                }
              : null
        })
      }),
      importHtml: fromPromise(({ input }) => importHtml(input.html)),
      checkThumbnail: fromPromise(({ input }) => checkThumbnail(input.file)),
    },
    actions: {
      notify: (_, title) => {
        deps.toast(title, 'success')
        onSaved(created)
        created = null
      },
    },
  })
}
