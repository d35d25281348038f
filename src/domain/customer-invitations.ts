import { array, object, optional, size, string, type Infer } from 'superstruct'
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

/** Each line's problems, by index; an empty array when every line may be sent. */
export function inviteLineProblems(lines: readonly InviteLine[]): LineProblems[] {
  const emails = lines.map((line) => line.email.trim().toLowerCase())
  const names = lines.map((line) => line.companyName.trim().toLowerCase())
  const problems = lines.map((line, index): LineProblems => {
    const found: LineProblems = {}
    const name = line.companyName.trim()
    if (name === '') found.companyName = INVITE_TEXTS.companyName
    else if (name.length > 255) found.companyName = INVITE_TEXTS.companyNameLong
    else if (names.indexOf(names[index] ?? '') !== index) found.companyName = INVITE_TEXTS.duplicateName
    if (line.email.trim() === '') found.email = INVITE_TEXTS.emailRequired
    else if (!isEmail(line.email.trim())) found.email = INVITE_TEXTS.email
    else if (emails.indexOf(emails[index] ?? '') !== index) found.email = INVITE_TEXTS.duplicateEmail
    return found
  })
  return problems.some((found) => Object.keys(found).length > 0) ? problems : []
}

export const messageProblem = (message: string): string | null =>
  message.length > INVITE_MESSAGE_MAX ? INVITE_TEXTS.messageLong(INVITE_MESSAGE_MAX) : null
