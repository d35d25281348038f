import { array, nullable, refine, string, type } from 'superstruct'
import { fieldProblems, filled, holds, itemProblems, text } from './field-problems'
import type { BodyCallout } from './template-callouts'
import { isEmail } from './login'
import { PHONE_PATTERN } from './sign-up'

// Phishing exercise templates (002 §3 "Template", "Answer", "Template save payload"; §5 "Email header" to
// "Backstory"; §2.4 the builder's steps). The draft is what the builder edits; each step owns one part.

export type LayoutType = 'EMAIL' | 'SMS'

export const BUILDER_STEPS: Record<LayoutType, readonly string[]> = {
  EMAIL: ['Email Header', 'Email Body', 'Backstory', 'Callouts', 'Preview & Save'],
  SMS: ['Sender', 'Message', 'Backstory', 'Callouts', 'Preview & Save'],
}
export const LAST_STEP = 4

export const ANSWER_LABELS = [
  'CALL_AND_VERIFY',
  'CHECK_OFFICIAL_APP',
  'REPORT_PHISHING',
  'LOOKS_LEGIT',
] as const
export type AnswerLabel = (typeof ANSWER_LABELS)[number]
export const ANSWER_NAMES: Record<AnswerLabel, string> = {
  CALL_AND_VERIFY: 'Call & Verify',
  CHECK_OFFICIAL_APP: 'Check Official App',
  REPORT_PHISHING: 'Report Phishing',
  LOOKS_LEGIT: 'Looks Legit',
}
export type AnswerStatus = 'CORRECT' | 'PARTIAL' | 'WRONG'
export interface Answer {
  label: AnswerLabel
  status: AnswerStatus | null
  description: string
}

export interface EmailHeader {
  subject: string
  displayName: string
  senderEmail: string
}
export interface SmsSender {
  contactType: 'phoneNumber' | 'userName'
  phoneNumber: string
  contactName: string
}
export interface TemplateBody {
  html: string
  /** The email designer's project JSON; null for SMS. */
  designData: string | null
}
export interface Backstory {
  legend: string
  answers: Answer[]
}

export const TEMPLATE_TEXTS = {
  newTitle: 'New Template',
  subjectRequired: 'Please add Subject',
  displayNameRequired: 'Please add Display Name',
  displayNameFormat: 'Wrong Display Name format',
  senderRequired: 'Please add Username',
  senderFormat: 'Wrong Email format',
  phoneRequired: 'Please add Phone Number',
  phoneFormat: 'Wrong Phone Number format',
  contactNameRequired: 'Please add Contact Name',
  smsEmpty: 'The message cannot be empty. Please configure the SMS content.',
  legendRequired: 'Describe the situation in which the user receives a suspicious message.',
  statusRequired: 'Please choose answer status.',
  explanationRequired: 'Please add explanation to the answer.',
  nameRequired: 'Please add Template Name.',
  created: 'Template created successfully.',
  updated: 'Template updated successfully.',
  /** Ours: an update whose template was deleted elsewhere (another tab, another admin). */
  gone: 'This template was deleted while you were editing it. Save it as a new template to keep your work.',
  narrowScreen: 'The template editor is only available on screens 960 pixels or wider!',
} as const

/** 002 §3 "Template defaults": a made-up HR memo for email, a fake delivery failure for SMS. */
export const TEMPLATE_DEFAULTS = {
  header: {
    subject: 'Updated holiday policy: please confirm by Friday',
    displayName: 'HR Department',
    senderEmail: 'hr@company-portal.example',
  } satisfies EmailHeader,
  emailHtml:
    '<p>Dear colleague,</p><p>Our holiday policy has been updated for the coming year. Please review the changes and confirm that you have read them by Friday.</p><p><a href="https://company-portal.example/policy">Review the updated policy</a></p><p>Kind regards,<br>HR Department</p>',
  sender: { contactType: 'userName', phoneNumber: '', contactName: 'ParcelPoint' } satisfies SmsSender,
  smsText:
    'ParcelPoint: we could not deliver your parcel today. Confirm your address and pay the 1.99 redelivery fee here: parcelpoint-redelivery.example',
} as const

/** A display name: letters, digits, spaces and the punctuation a sender name uses. */
const DISPLAY_NAME = /^[\p{L}\p{N} .,'&()-]{1,64}$/u

/** Ours (issue 24): what a right value looks like, beside the spec's messages. */
export const TEMPLATE_FIELD_HINTS = {
  displayName: "Up to 64 letters, digits, spaces and . , ' & ( ) -, as a mail client shows a sender.",
  senderEmail: 'The address the message seems to come from, such as it-support@example.com.',
  phoneNumber: 'Ten digits, with an optional country code: +1 555 010 0199.',
} as const

/** 002 §5 "Email header": each field's rules, with the spec's messages. */
export const EmailHeaderRules = type({
  subject: text(filled(TEMPLATE_TEXTS.subjectRequired)),
  displayName: text(filled(TEMPLATE_TEXTS.displayNameRequired), [
    (name) => DISPLAY_NAME.test(name),
    TEMPLATE_TEXTS.displayNameFormat,
  ]),
  senderEmail: text(filled(TEMPLATE_TEXTS.senderRequired), [isEmail, TEMPLATE_TEXTS.senderFormat]),
})

/** 002 §5 "SMS sender": a phone number when the message shows one, a name when it shows a user's name. */
export const SmsSenderRules = refine(
  type({ contactType: string(), phoneNumber: string(), contactName: string() }),
  'sender',
  (sender) => {
    const phone = sender.phoneNumber.trim()
    if (sender.contactType === 'phoneNumber' && phone === '')
      return { path: ['phoneNumber'], message: TEMPLATE_TEXTS.phoneRequired }
    if (sender.contactType === 'phoneNumber' && !PHONE_PATTERN.test(phone))
      return { path: ['phoneNumber'], message: TEMPLATE_TEXTS.phoneFormat }
    if (sender.contactType === 'userName' && sender.contactName.trim() === '')
      return { path: ['contactName'], message: TEMPLATE_TEXTS.contactNameRequired }
    return true
  },
)

export const headerFieldProblems = (header: EmailHeader) => fieldProblems(EmailHeaderRules, header)
export const senderFieldProblems = (sender: SmsSender) => fieldProblems(SmsSenderRules, sender)
export const headerValid = (header: EmailHeader) => holds(EmailHeaderRules, header)
export const senderValid = (sender: SmsSender) => holds(SmsSenderRules, sender)

/** 002 §5 "SMS message": its text, links included, must not be empty. */
export const smsBodyError = (html: string) =>
  html.replace(/<[^>]*>/g, '').trim() === '' ? TEMPLATE_TEXTS.smsEmpty : null

/** 002 §5 "Backstory": each answer's status and explanation. */
export const BackstoryAnswerRules = type({
  status: refine(nullable(string()), 'status', (status) => status !== null || TEMPLATE_TEXTS.statusRequired),
  description: text(filled(TEMPLATE_TEXTS.explanationRequired)),
})

/** 002 §5 "Backstory": the legend and every answer. */
export const BackstoryRules = type({
  legend: text(filled(TEMPLATE_TEXTS.legendRequired)),
  answers: array(BackstoryAnswerRules),
})

/** The legend's message and each answer's, by index (none when every answer holds). */
export const backstoryFieldProblems = (backstory: Backstory) => ({
  legend: fieldProblems(BackstoryRules, backstory).legend,
  answers: itemProblems(array(BackstoryAnswerRules), backstory.answers),
})
export const backstoryValid = (backstory: Backstory) => holds(BackstoryRules, backstory)

export const emptyBackstory = (): Backstory => ({
  legend: '',
  answers: ANSWER_LABELS.map((label) => ({ label, status: null, description: '' })),
})

export const nameError = (name: string) => (name.trim() === '' ? TEMPLATE_TEXTS.nameRequired : null)

/** 002 §5 "Template name and thumbnail". */
export const THUMBNAIL_MAX_BYTES = 200 * 1024
export const THUMBNAIL_TEXTS = {
  type: 'File should be of allowed content type: PNG, JPG(JPEG)',
  size: 'File size should be less than 200KB',
  recommended: 'Recommended size 394x221',
} as const

/** The type a file's first bytes declare (a GIF renamed .png is still a GIF), or null for anything else. */
export function imageTypeOf(head: Uint8Array): 'png' | 'jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (png.every((byte, index) => head[index] === byte)) return 'png'
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg'
  return null
}

export function thumbnailError(name: string, size: number, head: Uint8Array): string | null {
  if (!/\.(png|jpe?g)$/i.test(name) || imageTypeOf(head) === null) return THUMBNAIL_TEXTS.type
  if (size >= THUMBNAIL_MAX_BYTES) return THUMBNAIL_TEXTS.size
  return null
}

export const INVALID_HTML = 'Invalid HTML input'
/** Import HTML into the email designer: up to 5 MB, and it must hold at least one element once sanitised. */
export const IMPORT_HTML_MAX = 5 * 1024 * 1024
export const IMPORT_TOO_LARGE = 'The HTML is larger than 5 MB. Please import a smaller template.'

export interface CalloutsDraft {
  headerOn: boolean
  headerText: string
  bodyOn: boolean
  body: BodyCallout[]
}

export interface TemplateDraft {
  id: string | null
  layout: LayoutType
  name: string
  header: EmailHeader
  sender: SmsSender
  body: TemplateBody
  backstory: Backstory
  callouts: CalloutsDraft
  /** The stored thumbnail's address; null when there is none or it is to be removed. */
  thumbnailUrl: string | null
  /** A newly chosen thumbnail, checked (PNG or JPEG by its bytes, under 200KB). */
  thumbnailFile: File | null
}

/** A new draft: choosing SMS puts the default SMS text in the body and no design data. */
export function freshDraft(layout: LayoutType): TemplateDraft {
  return {
    id: null,
    layout,
    name: '',
    header: { ...TEMPLATE_DEFAULTS.header },
    sender: { ...TEMPLATE_DEFAULTS.sender },
    body:
      layout === 'SMS'
        ? { html: TEMPLATE_DEFAULTS.smsText, designData: null }
        : { html: TEMPLATE_DEFAULTS.emailHtml, designData: null },
    backstory: emptyBackstory(),
    callouts: { headerOn: false, headerText: '', bodyOn: false, body: [] },
    thumbnailUrl: null,
    thumbnailFile: null,
  }
}

/** A link added to SMS text: http(s) or a bare domain (https:// is assumed); nothing else. */
export const LINK_INVALID = 'Please enter a valid URL.'
export const normaliseLink = (url: string) =>
  /^https?:\/\//i.test(url.trim()) ? url.trim() : `https://${url.trim()}`
export function linkError(url: string): string | null {
  const trimmed = url.trim()
  if (trimmed === '' || (/^[a-z][a-z+.-]*:(?!\/\/)/i.test(trimmed) && !/^https?:/i.test(trimmed)))
    return LINK_INVALID
  try {
    const parsed = new URL(normaliseLink(trimmed))
    return /^https?:$/.test(parsed.protocol) && parsed.hostname.includes('.') ? null : LINK_INVALID
  } catch {
    return LINK_INVALID
  }
}
