import { array, object, optional, refine, size, string, type, type Infer } from 'superstruct'
import { filled, itemProblems, text } from './field-problems'
import { isEmail } from './login'

// A partner invites customer companies (001 §2 "invite customers", §6 calls invite, resend, default message):
// each invitation is a company waiting for its first admin and a signed link that expires and is spent by
// registering. The rules are shared by the dialog's machine and the gateway.

export const INVITE_TEXTS = {
  sent: 'Invite sent',
  messageUpdated: 'Invite Message updated successfully',
  companyName: 'Company name is required',
  companyNameLong: 'Company name must be at most 255 characters.',
  /** 000 §5's email messages. */
  emailRequired: 'Email is required.',
  email: 'This is not a valid email',
  duplicateEmail: 'This email address is listed twice.',
  duplicateName: 'This company name is listed twice.',
  companyTaken: 'A company with this name already exists.',
  emailTaken: 'The email address is already in use by another account.',
  messageLong: (max: number) => `The message must be at most ${max} characters.`,
  tooMany: (max: number) => `Invite at most ${max} customers at a time.`,
  linkInvalid: 'This invitation link has expired or was already used. Ask your provider for a new one.',
  linkOtherEmail: 'This invitation was sent to another email address.',
  notInvited: 'This customer has no open invitation: it has registered already.',
} as const

/** Days an invitation link is good for; a resend starts them again and ends the older link. */
export const INVITE_LINK_DAYS = 14
export const INVITE_MAX_COMPANIES = 20
export const INVITE_MESSAGE_MAX = 2000

export interface InviteLine {
  companyName: string
  email: string
}

export const InviteCustomersBody = object({
  companies: size(array(object({ companyName: string(), email: string() })), 1, INVITE_MAX_COMPANIES),
  message: optional(string()),
})
export type InviteCustomersBody = Infer<typeof InviteCustomersBody>

export const ResendInviteBody = object({
  user_email: string(),
  admin_name: optional(string()),
  admin_email: optional(string()),
  company_id: string(),
  company_name: optional(string()),
  customer_company_id: string(),
})
export type ResendInviteBody = Infer<typeof ResendInviteBody>

export const InviteMessageBody = object({ defaultCustomerInviteMessage: string() })

export type LineProblems = Partial<Record<keyof InviteLine, string>>

/** One invitation line: a company name and its admin's address. */
const InviteLineRules = type({
  companyName: text(filled(INVITE_TEXTS.companyName), [
    (name) => name.length <= 255,
    INVITE_TEXTS.companyNameLong,
  ]),
  email: text(filled(INVITE_TEXTS.emailRequired), [isEmail, INVITE_TEXTS.email]),
})

/** The lines sent together: each valid, and no company name or address listed twice (the later one says so). */
export const InviteLinesRules = refine(array(InviteLineRules), 'distinct', (lines) => {
  const key = (value: string) => value.trim().toLowerCase()
  const names = lines.map((line) => key(line.companyName))
  const emails = lines.map((line) => key(line.email))
  return lines.flatMap((_, index) => [
    ...(names.indexOf(names[index]!) !== index
      ? [{ path: [index, 'companyName'], message: INVITE_TEXTS.duplicateName }]
      : []),
    ...(emails.indexOf(emails[index]!) !== index
      ? [{ path: [index, 'email'], message: INVITE_TEXTS.duplicateEmail }]
      : []),
  ])
})

/** Each line's problems, by index; an empty array when every line may be sent. */
export const inviteLineFieldProblems = (lines: readonly InviteLine[]): LineProblems[] =>
  itemProblems(InviteLinesRules, lines)

export const messageProblem = (message: string): string | null =>
  message.length > INVITE_MESSAGE_MAX ? INVITE_TEXTS.messageLong(INVITE_MESSAGE_MAX) : null
