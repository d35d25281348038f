import { fromPromise } from 'xstate'
import { templateBuilderMachine } from '../../../machines/template-builder.machine'
import { templateLibraryMachine } from '../../../machines/template-library.machine'
import { templatePreviewMachine } from '../../../machines/template-preview.machine'
import type { ApiFailure } from '../../domain/api-failure'
import { IMPORT_HTML_MAX, IMPORT_TOO_LARGE, INVALID_HTML, thumbnailError } from '../../domain/template'
import { markCallouts } from '../../domain/template-callouts'
import { draftFromTemplate } from '../../domain/template-payload'
import { deleteTemplate, loadPacks, loadTemplate, loadTemplatePage, saveTemplate } from '../../api/templates'
import { sanitizeInBrowser } from '../../features/templates/sanitize'
import type { TemplateCardItem } from '../../domain/template-library'
import { toaster } from '../../ui/Toaster'
import { api, asFailure, gatewayCall } from '../services'

// The template area's machines with their calls: the builder, the library and the preview.

const refusal = (code: string, message: string): ApiFailure => ({
  status: 422,
  code,
  message,
  offline: false,
})

/** Import HTML: up to 5 MB, sanitised, and something left to design with. */
export async function importHtml(html: string): Promise<string> {
  if (new Blob([html]).size > IMPORT_HTML_MAX) throw refusal('too_large', IMPORT_TOO_LARGE)
  const clean = sanitizeInBrowser(html)
  const doc = new DOMParser().parseFromString(clean, 'text/html')
  const hasElement = doc.body.querySelector('*') !== null
  if (!hasElement || ((doc.body.textContent ?? '').trim() === '' && !doc.body.querySelector('img')))
    throw refusal('invalid_html', INVALID_HTML)
  return clean
}

export async function checkThumbnail(file: File): Promise<File> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer())
  const problem = thumbnailError(file.name, file.size, head)
  if (problem) throw refusal('thumbnail', problem)
  return file
}

/**
 * `onSaved` hears of every save; a new template comes with its card, so the campaign wizard can select what
 * was just created from it (002 §2.6).
 */
export function templateBuilderLogic(companyId: string, onSaved: (created: TemplateCardItem | null) => void) {
  let created: TemplateCardItem | null = null
  return templateBuilderMachine.provide({
    actors: {
      loadTemplate: gatewayCall(async (input) =>
        draftFromTemplate(await loadTemplate(api, companyId, input.templateId)),
      ),
      saveTemplate: fromPromise(({ input: draft }) => {
        const marked = markCallouts(
          sanitizeInBrowser(draft.body.html),
          draft.callouts.bodyOn ? draft.callouts.body : [],
        )
        return asFailure(async () => {
          const { id } = await saveTemplate(api, companyId, draft, marked)
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
        toaster.create({ title, type: 'success' })
        onSaved(created)
        created = null
      },
    },
  })
}

export function templateLibraryLogic(companyId: string) {
  return templateLibraryMachine.provide({
    actors: {
      loadPage: gatewayCall((input) => loadTemplatePage(api, companyId, input)),
      loadPacks: gatewayCall(() => loadPacks(api)),
      deleteTemplate: gatewayCall((input) => deleteTemplate(api, companyId, input.templateId)),
    },
    actions: { notify: (_, title) => toaster.create({ title, type: 'success' }) },
  })
}

export function templatePreviewLogic(companyId: string) {
  return templatePreviewMachine.provide({
    actors: {
      loadTemplate: gatewayCall((input) => loadTemplate(api, companyId, input.templateId)),
    },
  })
}
