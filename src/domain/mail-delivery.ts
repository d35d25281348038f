import { boolean, enums, nullable, number, object, refine, string, type, type Infer } from 'superstruct'
import { fieldProblems, filled, text } from './field-problems'

// Mail delivery (001 §4 "Custom domain", §5; issue 29): a company's mail leaves through the console's own
// server, through its own SMTP server (the password kept encrypted, never returned), or through Microsoft
// Graph after an admin's consent; never both of the latter.

export const SMTP_SECURITY = ['starttls', 'tls', 'none'] as const
export type SmtpSecurity = (typeof SMTP_SECURITY)[number]
export const SMTP_SECURITY_LABELS: Record<SmtpSecurity, string> = {
  starttls: 'STARTTLS (usually port 587)',
  tls: 'TLS from the start (usually port 465)',
  none: 'None (trusted networks only)',
}

export const SmtpSettings = object({
  host: string(),
  port: number(),
  security: enums(SMTP_SECURITY),
  user: string(),
  fromAddress: string(),
  /** The DKIM selector the server signs with, when the admin named it ('' otherwise). */
  dkimSelector: string(),
  /** A password is saved (it is never sent back). */
  hasPassword: boolean(),
})
export type SmtpSettings = Infer<typeof SmtpSettings>

export const MailDelivery = object({
  smtp: nullable(SmtpSettings),
  graph: object({ available: boolean(), account: nullable(string()), connectedAt: nullable(string()) }),
})
export type MailDelivery = Infer<typeof MailDelivery>

/** What the SMTP form sends: an empty password keeps the saved one. */
export interface SmtpDraft {
  host: string
  port: string
  security: SmtpSecurity
  user: string
  password: string
  fromAddress: string
  dkimSelector: string
}
export type SmtpField = keyof SmtpDraft

export const EMPTY_SMTP: SmtpDraft = {
  host: '',
  port: '587',
  security: 'starttls',
  user: '',
  password: '',
  fromAddress: '',
  dkimSelector: '',
}

export const MAIL_DELIVERY_TEXTS = {
  exclusive: 'Custom SMTP and Office Graph API cannot be used at the same time.',
  required: 'Field is required',
  host: 'Enter the mail server’s host name, such as smtp.company.com.',
  port: 'Enter a port between 1 and 65535.',
  email: 'Enter a valid email address.',
  selector: 'Enter the selector alone, such as s1 or google (letters, digits, dots and dashes).',
  saved: 'SMTP settings saved.',
  removed: 'SMTP settings removed: mail is sent by the console again.',
  removeConfirm: 'Remove your SMTP server? Mail is sent by the console’s own server again.',
  testSent: (to: string) => `Test email sent to ${to}.`,
  graphReset: 'Microsoft Graph disconnected.',
  graphUnavailable: 'Microsoft Graph is not available on this server.',
  graphConsentExpired: 'The Microsoft consent expired. Connect again.',
  graphConnected: 'Microsoft Graph connected.',
  graphCancelled: 'Microsoft Graph was not connected: the consent was cancelled.',
  keepPassword: 'Leave empty to keep the saved password.',
  graphNotConnected: 'Not connected.',
  graphNeedsNoSmtp: 'Not connected: remove the SMTP server to connect.',
} as const

export const GRAPH_OUTCOMES = ['connected', 'cancelled', 'expired'] as const
export type GraphOutcome = (typeof GRAPH_OUTCOMES)[number]
export const graphOutcomeOf = (value: string | null): GraphOutcome | null =>
  (GRAPH_OUTCOMES as readonly string[]).includes(value ?? '') ? (value as GraphOutcome) : null

const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i
const SELECTOR = /^[a-z0-9]([a-z0-9_-]{0,62})(\.[a-z0-9]([a-z0-9_-]{0,62}))*$/i
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const T = MAIL_DELIVERY_TEXTS

/** The SMTP form's rules; a user needs a password, unless one is saved already (it is never sent back). */
export const smtpRules = (passwordSaved: boolean) =>
  refine(
    type({
      host: text(filled(T.required), [(host) => HOST.test(host), T.host]),
      port: text([(port) => /^\d+$/.test(port) && Number(port) >= 1 && Number(port) <= 65535, T.port]),
      fromAddress: text(filled(T.required), [(address) => EMAIL.test(address), T.email]),
      dkimSelector: text([(selector) => selector === '' || SELECTOR.test(selector), T.selector]),
      user: string(),
      password: string(),
    }),
    'passwordWithUser',
    (draft) =>
      !draft.user.trim() ||
      draft.password !== '' ||
      passwordSaved || { path: ['password'], message: T.required },
  )

/** Each field's problem; checked by the form and again by the gateway. */
export const smtpFieldProblems = (draft: SmtpDraft, passwordSaved: boolean) =>
  fieldProblems(smtpRules(passwordSaved), draft) as Partial<Record<SmtpField, string>>

export const draftOfSmtp = (smtp: SmtpSettings | null): SmtpDraft =>
  smtp
    ? {
        host: smtp.host,
        port: String(smtp.port),
        security: smtp.security,
        user: smtp.user,
        password: '',
        fromAddress: smtp.fromAddress,
        dkimSelector: smtp.dkimSelector,
      }
    : EMPTY_SMTP
