import { boolean, enums, nullable, object, refine, size, string, type, type Infer } from 'superstruct'
import { isEmail } from '../login'

/** An address or nothing: empty is allowed, anything typed must be an address. */
const optionalEmail = (message: string) =>
  refine(nullable(string()), 'email', (value) => {
    const email = value?.trim() ?? ''
    return email === '' || isEmail(email) || message
  })

// Phishing simulation settings (002 §2.9 settings route, §3 "Phishing settings", "Ded settings", §7 calls):
// what the report button does with a reported mail, the X-Test-Phish header that marks the company's
// simulations, and direct email delivery (simulations placed in Gmail / Microsoft 365 mailboxes through the
// provider's API, after the provider's consent). Shared by the settings machines and the gateway.

export const SETTINGS_TABS = ['report-button', 'configuration', 'direct-email-delivery'] as const
export type SettingsTab = (typeof SETTINGS_TABS)[number]
export const SETTINGS_TAB_LABELS: Record<SettingsTab, string> = {
  'report-button': 'Report button',
  configuration: 'Configuration',
  'direct-email-delivery': 'Direct email delivery',
}

export const GW_REPORT_ACTIONS = ['MOVE_TO_TRASH', 'ARCHIVE', 'KEEP'] as const
export const MS_REPORT_ACTIONS = ['MOVE_TO_DELETED', 'MOVE_TO_JUNK', 'MOVE_TO_FOLDER', 'KEEP'] as const
export type GwReportAction = (typeof GW_REPORT_ACTIONS)[number]
export type MsReportAction = (typeof MS_REPORT_ACTIONS)[number]

export const GW_REPORT_ACTION_LABELS: Record<GwReportAction, string> = {
  MOVE_TO_TRASH: 'Move to Trash',
  ARCHIVE: 'Archive',
  KEEP: 'Keep in the inbox',
}
export const MS_REPORT_ACTION_LABELS: Record<MsReportAction, string> = {
  MOVE_TO_DELETED: 'Move to Deleted Items',
  MOVE_TO_JUNK: 'Move to Junk Email',
  MOVE_TO_FOLDER: 'Move to a folder',
  KEEP: 'Keep in the inbox',
}

export const X_TEST_PHISH_PATTERN = /^[A-Za-z0-9_-]{16,64}$/
export const FOLDER_ID_MAX = 200

export const SETTINGS_TEXTS = {
  updated: 'Successfully updated!',
  email: 'Enter a valid email address, or leave it empty.',
  xTestPhish: 'Use 16 to 64 letters, digits, "-" or "_".',
  folderId: 'Enter the folder id reported mails move to.',
  folderLong: `The folder id can be at most ${FOLDER_ID_MAX} characters.`,
  testEmail: 'Enter the address of one of your active users.',
  testSent: (to: string) => `Test email sent to ${to}.`,
  notConnected: 'Connect the provider before turning direct email delivery on.',
  connected: (provider: string) => `${provider} is connected: direct email delivery can be turned on.`,
  denied: (provider: string) => `${provider} was not connected: the consent was declined.`,
} as const

export const PhishingSettings = object({
  xTestPhish: string(),
  email: nullable(size(string(), 0, 320)),
  gwReportAction: enums(GW_REPORT_ACTIONS),
  msReportAction: enums(MS_REPORT_ACTIONS),
  folderId: nullable(size(string(), 0, FOLDER_ID_MAX + 50)),
})
export type PhishingSettings = Infer<typeof PhishingSettings>

export type SettingsField = keyof PhishingSettings

/**
 * The form's rules: the same the gateway applies to the PATCH. The folder is needed only when reported mails
 * move to one: a rule over the whole form, checked even while another field is wrong.
 */
export const PhishingSettingsForm = refine(
  type({
    xTestPhish: refine(
      string(),
      'xTestPhish',
      (value) => X_TEST_PHISH_PATTERN.test(value) || SETTINGS_TEXTS.xTestPhish,
    ),
    email: optionalEmail(SETTINGS_TEXTS.email),
    folderId: refine(
      nullable(string()),
      'folderLong',
      (value) => (value?.trim() ?? '').length <= FOLDER_ID_MAX || SETTINGS_TEXTS.folderLong,
    ),
    msReportAction: string(),
  }),
  'folderNeeded',
  (settings) =>
    settings.msReportAction !== 'MOVE_TO_FOLDER' ||
    (settings.folderId?.trim() ?? '') !== '' || { path: ['folderId'], message: SETTINGS_TEXTS.folderId },
)

/** What is stored: empty text as null, trimmed. */
export function normalisedSettings(settings: PhishingSettings): PhishingSettings {
  const email = settings.email?.trim() ?? ''
  const folder = settings.folderId?.trim() ?? ''
  return {
    ...settings,
    xTestPhish: settings.xTestPhish.trim(),
    email: email === '' ? null : email.toLowerCase(),
    folderId: folder === '' ? null : folder,
  }
}

export const sameSettings = (a: PhishingSettings, b: PhishingSettings) => {
  const x = normalisedSettings(a)
  const y = normalisedSettings(b)
  return (
    x.xTestPhish === y.xTestPhish &&
    x.email === y.email &&
    x.gwReportAction === y.gwReportAction &&
    x.msReportAction === y.msReportAction &&
    x.folderId === y.folderId
  )
}

/** A fresh header value: 32 hex characters from the browser's or the server's random source. */
export function newTestPhishValue(): string {
  const bytes = new Uint8Array(16)
  globalThis.crypto.getRandomValues(bytes)
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
}

// Direct email delivery

export const DED_PROVIDERS = ['google', 'microsoft'] as const
export type DedProvider = (typeof DED_PROVIDERS)[number]
export const DED_PROVIDER_LABELS: Record<DedProvider, string> = {
  google: 'Google Workspace',
  microsoft: 'Microsoft 365',
}

export const DedSettings = object({
  isGmailDedEnabled: boolean(),
  isMicrosoftDedEnabled: boolean(),
  testEmail: nullable(size(string(), 0, 320)),
})
export type DedSettings = Infer<typeof DedSettings>

/** What GET settings/ded answers: the settings and which providers have consented. */
export const DedState = object({
  isGmailDedEnabled: boolean(),
  isMicrosoftDedEnabled: boolean(),
  testEmail: nullable(string()),
  connections: object({ google: nullable(string()), microsoft: nullable(string()) }),
})
export type DedState = Infer<typeof DedState>

export const dedFlag = (provider: DedProvider) =>
  provider === 'google' ? ('isGmailDedEnabled' as const) : ('isMicrosoftDedEnabled' as const)

/** Direct email delivery's test address: empty, or an address. */
export const DedForm = type({ testEmail: optionalEmail(SETTINGS_TEXTS.testEmail) })

export const sameDed = (a: DedSettings, b: DedSettings) =>
  a.isGmailDedEnabled === b.isGmailDedEnabled &&
  a.isMicrosoftDedEnabled === b.isMicrosoftDedEnabled &&
  (a.testEmail?.trim() ?? '') === (b.testEmail?.trim() ?? '')

export const AuthInitiateBody = object({ domain: enums(DED_PROVIDERS) })
export const AuthInitiateResult = object({ url: string() })
