import type { Brand } from '../../src/domain/white-label'

// Every mail's HTML part, made from its text part beside it (mail clients show the HTML, filters compare the two):
// the text as paragraphs, its addresses as links, under a band in the brand's colour with its name and logo (a
// white-label partner's, else the console's). The logo travels as an inline part (cid), which mail clients show
// where they block data: addresses and remote images.

export const LOGO_CID = 'brand-logo@console'

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g

/** A line of text with its addresses as links; everything else escaped. */
function linked(line: string): string {
  let out = ''
  let at = 0
  for (const match of line.matchAll(URL_PATTERN)) {
    out += escape(line.slice(at, match.index))
    const url = escape(match[0])
    out += `<a href="${url}" style="color:inherit;text-decoration:underline">${url}</a>`
    at = match.index + match[0].length
  }
  return out + escape(line.slice(at))
}

/** A colour the band may use: the brand's when it is a plain hex colour, else the console's. */
const safeColour = (colour: string) => (/^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(colour) ? colour : '#3b44b8')

export function mailHtml(text: string, brand: Brand, options: { logo: boolean }): string {
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.split(/\r?\n/).map(linked).join('<br>'))
    .map((block) => `<p style="margin:0 0 16px">${block}</p>`)
    .join('')
  const colour = safeColour(brand.primaryColor)
  const logo = options.logo
    ? `<img src="cid:${LOGO_CID}" alt="" height="28" style="height:28px;vertical-align:middle;margin-right:10px">`
    : ''
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head><body style="margin:0;background:#f4f5f9;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2333"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f9"><tr><td align="center" style="padding:24px 12px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden"><tr><td style="background:${colour};color:#ffffff;padding:16px 24px;font-size:18px;font-weight:600">${logo}${escape(brand.productName)}</td></tr><tr><td style="padding:24px;font-size:15px;line-height:1.5">${paragraphs}</td></tr></table></td></tr></table></body></html>`
}
