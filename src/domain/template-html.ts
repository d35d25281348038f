import type { Config, DOMPurify } from 'dompurify'

// User-authored template HTML (002 §5 "Editor output"; issue 9 "HTML sanitised on save with the same policy the
// preview uses"). One policy, applied by the browser's DOMPurify for the preview and by the gateway's (over
// jsdom) on save: no scripts, handlers, frames, forms, SVG or MathML, no javascript: or non-image data: URLs.
// Then links are neutralised: the learner must not be able to click out of an exercise, so each <a> becomes a
// <span> whose aria-label keeps the address for the callouts and the report.

export const TEMPLATE_HTML_POLICY: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'select',
    'textarea',
    'iframe',
    'frame',
    'object',
    'embed',
    'base',
    'link',
    'meta',
  ],
  FORBID_ATTR: ['srcset', 'formaction', 'action', 'xlink:href'],
  ALLOW_DATA_ATTR: true,
  // Images may be inline data (pasted logos); nothing else may be a data: URL.
  ALLOWED_URI_REGEXP:
    /^(?:(?:https?|mailto|tel):|data:image\/(?:png|jpe?g|gif|webp);|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
}

const attribute = (attributes: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(attributes)?.[1] ?? null

/** <a href="x">t</a> → <span aria-label="x">t</span>, on DOMPurify's serialised (well-formed) output. */
export function neutraliseLinks(html: string): string {
  return html
    .replace(/<a\b([^>]*)>/gi, (_, attributes: string) => {
      const href = attribute(attributes, 'href')
      return href === null ? '<span>' : `<span aria-label="${href}">`
    })
    .replace(/<\/a\s*>/gi, '</span>')
}

/** The whole policy: sanitise, then neutralise links. */
export function sanitizeTemplateHtml(purify: DOMPurify, html: string): string {
  return neutraliseLinks(String(purify.sanitize(html, TEMPLATE_HTML_POLICY)))
}

/**
 * The reverse for editing an SMS: a neutralised link holding only text becomes a link again, so the message
 * editor can update or remove it. (Email edits reopen the designer's own project, links included.)
 */
export function restoreLinks(html: string): string {
  return html.replace(/<span aria-label="([^"]*)">([^<]*)<\/span>/g, '<a href="$1">$2</a>')
}

/**
 * A simulation template's body: the same policy, but its links stay links — the %url_tag% link is what the
 * recipient clicks and the gateway tracks.
 */
export function sanitizeSimulationHtml(purify: DOMPurify, html: string): string {
  return String(purify.sanitize(html, TEMPLATE_HTML_POLICY))
}
