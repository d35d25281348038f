import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'
import { sanitizeSimulationHtml, sanitizeTemplateHtml } from '../../src/domain/template-html'

// The gateway's DOMPurify runs over one jsdom window, created on first use.
let purify: ReturnType<typeof createDOMPurify> | null = null

export function sanitizeOnServer(html: string): string {
  purify ??= createDOMPurify(new JSDOM('').window)
  return sanitizeTemplateHtml(purify, html)
}

export function sanitizeSimulationOnServer(html: string): string {
  purify ??= createDOMPurify(new JSDOM('').window)
  return sanitizeSimulationHtml(purify, html)
}
