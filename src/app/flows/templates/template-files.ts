import type { ApiFailure } from '../../../domain/api-failure'
import { IMPORT_HTML_MAX, IMPORT_TOO_LARGE, INVALID_HTML, thumbnailError } from '../../../domain/template'
import { sanitizeInBrowser } from '../../../features/templates/sanitize'

// The template builder's checks of what an admin brings in: HTML to import and a thumbnail image.
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
