import { enums, nullable, number, object, optional, size, string, type Infer } from 'superstruct'
import { ID_LENGTH_MAX } from './request-limits'

// What a training assignment may carry for its learners (000 §3 "Training assignment form", §5, §9): a PDF
// (7 MB at most, a PDF by its bytes, not its name) or a link to a public http, https or ftp address — never
// this network's own machines, never a script. The form, the upload and the gateway all ask these questions.

/** 000 §9: the upload size limit. */
export const ATTACHMENT_MAX_BYTES = 7_340_032
export const ATTACHMENT_MAX_MB = ATTACHMENT_MAX_BYTES / 1024 / 1024
export const ATTACHMENT_LINK_MAX = 2048
export const ATTACHMENT_TITLE_MAX = 200

export const ATTACHMENT_TEXTS = {
  notPdf: 'Error. Please attach .pdf file',
  tooBig: `File size should be less than ${ATTACHMENT_MAX_MB} MB`,
  fileRequired: 'File is required',
  linkInvalid: 'Link is invalid',
  required: 'Field is required',
  notFound: 'The attached file is not in this company.',
} as const

export const ATTACHMENT_KINDS = ['none', 'pdf', 'link'] as const
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number]
export const ATTACHMENT_LABELS: Record<AttachmentKind, string> = {
  none: 'Nothing',
  pdf: 'A PDF',
  link: 'A link',
}

/** A PDF the gateway has kept for the company. */
export const UploadedFile = object({ id: string(), fileName: string(), size: number() })
export type UploadedFile = Infer<typeof UploadedFile>

/** What a campaign carries: a kept PDF or a link, with the title the learners see. */
export const Attachment = object({
  kind: enums(['pdf', 'link']),
  title: size(string(), 1, ATTACHMENT_TITLE_MAX),
  fileId: optional(size(string(), 1, ID_LENGTH_MAX)),
  fileName: optional(string()),
  size: optional(number()),
  url: optional(size(string(), 1, ATTACHMENT_LINK_MAX)),
})
export type Attachment = Infer<typeof Attachment>
export const MaybeAttachment = optional(nullable(Attachment))

/** The PDF's first bytes: `%PDF-`. */
export function isPdfBytes(bytes: Uint8Array): boolean {
  const magic = [0x25, 0x50, 0x44, 0x46, 0x2d]
  return bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte)
}

/** What can be told of a chosen file before reading it: its name or type, and its size. */
export function chosenFileProblem(file: { name: string; size: number; type: string }): string | null {
  const looksPdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name)
  if (!looksPdf) return ATTACHMENT_TEXTS.notPdf
  if (file.size > ATTACHMENT_MAX_BYTES) return ATTACHMENT_TEXTS.tooBig
  if (file.size === 0) return ATTACHMENT_TEXTS.notPdf
  return null
}

const PRIVATE_V4: [number, number][] = [
  [0x00000000, 8], // this network
  [0x0a000000, 8],
  [0x64400000, 10], // carrier-grade NAT
  [0x7f000000, 8],
  [0xa9fe0000, 16], // link-local
  [0xac100000, 12],
  [0xc0a80000, 16],
  [0xc0000000, 24],
  [0xc6120000, 15], // benchmarking
  [0xe0000000, 3], // multicast and reserved
]

function privateV4(host: string): boolean | null {
  const parts = host.split('.')
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return null
  const value = parts.reduce((sum, part) => sum * 256 + Number(part), 0)
  return PRIVATE_V4.some(([base, bits]) => value >>> (32 - bits) === base >>> (32 - bits))
}

/** A host no one outside this network can reach (or one that names this machine). */
function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  if (host.startsWith('[')) {
    const v6 = host.slice(1, -1)
    // Loopback, unspecified, unique-local, link-local, and IPv4 mapped into IPv6 (judged as IPv4 would be).
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v6)
    if (mapped) return privateV4(mapped[1]!) !== false
    return (
      v6 === '::1' || v6 === '::' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6) || v6.startsWith('::ffff:')
    )
  }
  const v4 = privateV4(host)
  if (v4 !== null) return v4
  // Numeric shorthands (`2130706433`, `0x7f.1`) the URL parser did not turn into dotted form.
  if (/^[\d.x]+$/i.test(host)) return true
  if (!host.includes('.')) return true
  return /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa|corp)$/.test(host)
}

/** 000 §5: a public http, https or ftp address, or "Link is invalid". */
export function linkProblem(text: string): string | null {
  const value = text.trim()
  if (!value) return ATTACHMENT_TEXTS.required
  if (value.length > ATTACHMENT_LINK_MAX) return ATTACHMENT_TEXTS.linkInvalid
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return ATTACHMENT_TEXTS.linkInvalid
  }
  if (!['http:', 'https:', 'ftp:'].includes(url.protocol)) return ATTACHMENT_TEXTS.linkInvalid
  if (url.username || url.password) return ATTACHMENT_TEXTS.linkInvalid
  if (isPrivateHost(url.hostname)) return ATTACHMENT_TEXTS.linkInvalid
  return null
}
