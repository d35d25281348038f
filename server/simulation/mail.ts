import { URL_TAG } from '../../src/domain/simulation/campaign'

// One simulation mail as it leaves: the template's %url_tag% becomes the recipient's own link, an open-tracking
// image closes the body, a plain-text part carries the same link, and the X-Test-Phish header tells the
// company's report button that this is a test (002 §3 "Phishing settings").

export interface SimulationMail {
  subject: string
  fromName: string
  html: string
  text: string
  headers: Record<string, string>
}

export const trackingPaths = (token: string) => ({
  click: `/t/c/${token}`,
  open: `/t/o/${token}.gif`,
  report: `/t/r/${token}`,
})

export function renderSimulationMail(
  template: { subject: string; fromName: string; html: string },
  token: string,
  options: { publicUrl: string; xTestPhish: string; firstName: string },
): SimulationMail {
  const paths = trackingPaths(token)
  const link = `${options.publicUrl}${paths.click}`
  const personal = (text: string) => text.split('{{firstName}}').join(escapeHtml(options.firstName))
  const body = personal(template.html).split(URL_TAG).join(link)
  const pixel = `<img src="${options.publicUrl}${paths.open}" width="1" height="1" alt="" style="display:block;border:0">`
  const html = /<\/body>/i.test(body) ? body.replace(/<\/body>/i, `${pixel}</body>`) : `${body}${pixel}`
  return {
    subject: template.subject,
    fromName: template.fromName,
    html,
    text: `${htmlToText(personal(template.html)).split(URL_TAG).join(link)}\n`,
    headers: { 'X-Test-Phish': options.xTestPhish, 'X-Phish-Token': token },
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** The text part: block ends become line breaks, links keep their target, tags and entities go. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '$2 ($1)')
    .replace(/<(br|\/p|\/div|\/h\d|\/li|\/tr)\b[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
