import { fromPromise } from 'xstate'
import { templateBuilderMachine } from '../../../../machines/templates/template-builder.machine'
import { loadTemplate, saveTemplate } from '../../../api/templates/templates'
import { newTemplateCard } from '../../../domain/template-library'
import { markCallouts } from '../../../domain/template-callouts'
import { draftFromTemplate } from '../../../domain/template-payload'
import { sanitizeInBrowser } from '../../../features/templates/sanitize'
import { asFailure, companyIdOf, gatewayCall, type FlowDeps } from '../deps'
import { checkThumbnail, importHtml } from './template-files'

/** A save answers with the new template's card (null for an update), which the page opening the builder hears. */
export function bindTemplateBuilder(deps: FlowDeps) {
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
          return draft.id === null ? newTemplateCard(id, draft, new Date().toISOString()) : null
        })
      }),
      importHtml: fromPromise(({ input }) => importHtml(input.html)),
      checkThumbnail: fromPromise(({ input }) => checkThumbnail(input.file)),
    },
    actions: {
      notify: (_, title) => deps.toast(title, 'success'),
    },
  })
}
