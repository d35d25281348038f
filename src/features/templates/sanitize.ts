import DOMPurify from 'dompurify'
import { sanitizeTemplateHtml } from '../../domain/template-html'

let last: { html: string; clean: string } | null = null

/**
 * The browser half of the one template policy (the gateway runs the same over jsdom on save). The last result
 * is kept: every keystroke re-renders the preview and the callout checks with the same body.
 */
export function sanitizeInBrowser(html: string): string {
  if (last?.html !== html) last = { html, clean: sanitizeTemplateHtml(DOMPurify, html) }
  return last.clean
}
