import createDOMPurify from 'dompurify'
import type * as Jsdom from 'jsdom'
import { loadOnUse } from '../load-on-use'
import { sanitizeSimulationHtml, sanitizeTemplateHtml } from '../../src/domain/template-html'

// The gateway's DOMPurify runs over one jsdom window, created (and jsdom loaded) on first use.
const jsdom = loadOnUse<typeof Jsdom>('jsdom')
let purify: ReturnType<typeof createDOMPurify> | null = null

export function sanitizeOnServer(html: string): string {
  purify ??= createDOMPurify(new (jsdom().JSDOM)('').window)
  return sanitizeTemplateHtml(purify, html)
}

export function sanitizeSimulationOnServer(html: string): string {
  purify ??= createDOMPurify(new (jsdom().JSDOM)('').window)
  return sanitizeSimulationHtml(purify, html)
}
