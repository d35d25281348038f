import { boolean, enums, nullable, object, record, string, type, unknown, type Infer } from 'superstruct'
import { fieldProblems, text, type TextRule } from './field-problems'

// Settings → Single sign-on (001 §3 "SSO settings", §4 "SSO enforcement", §5 toasts, §7 "Single sign-on"): one
// identity provider per company with its fields, enforcement sent as the inverse of the current value, and the
// SCIM bearer token shown once.

export const SSO_PROVIDERS = ['okta', 'azure', 'oneLogin', 'gsuite', 'customSaml'] as const
export type SsoProvider = (typeof SSO_PROVIDERS)[number]

export const SSO_PROVIDER_LABELS: Record<SsoProvider, string> = {
  okta: 'Okta',
  azure: 'Microsoft Entra ID (Azure)',
  oneLogin: 'OneLogin',
  gsuite: 'Google Workspace',
  customSaml: 'Custom SAML',
}

export type SsoField =
  | 'tenantId'
  | 'domain'
  | 'clientID'
  | 'clientSecret'
  | 'protocol'
  | 'certificate'
  | 'identityProviderEntityId'
  | 'ssoUrl'
  | 'serviceProviderEntityId'

export const SSO_FIELD_LABELS: Record<SsoField, string> = {
  tenantId: 'Tenant ID',
  domain: 'Domain',
  clientID: 'Client ID',
  clientSecret: 'Client secret',
  protocol: 'Protocol',
  certificate: 'X.509 certificate',
  identityProviderEntityId: 'Identity provider entity ID',
  ssoUrl: 'SSO URL',
  serviceProviderEntityId: 'Service provider entity ID',
}

export type SsoDraft = Partial<Record<SsoField, string>>

const SAML_FIELDS: SsoField[] = ['certificate', 'identityProviderEntityId', 'ssoUrl']

/** The fields a provider's form asks for; Okta's depend on its protocol. */
export function fieldsOf(provider: SsoProvider, draft: SsoDraft): SsoField[] {
  switch (provider) {
    case 'azure':
      return ['tenantId']
    case 'okta':
      return draft.protocol === 'SAML'
        ? ['protocol', 'domain', ...SAML_FIELDS, 'serviceProviderEntityId']
        : ['protocol', 'domain', 'clientID', 'clientSecret']
    case 'oneLogin':
      return ['domain', 'clientID', 'clientSecret']
    case 'gsuite':
    case 'customSaml':
      return SAML_FIELDS
  }
}

/** While a Test sign-in runs, the settings are read this often for its result. */
export const SSO_TEST_POLL_MS = 1_500
/** Reads of the result that may fail in a row before the wait stops and says why. */
export const SSO_TEST_READ_ATTEMPTS = 3

export const SSO_TEXTS = {
  required: 'Field is required',
  added: 'SSO integration successfully added.',
  removed: 'SSO integration settings removed.',
  tokenGenerated: 'Token Successfully generated!',
  enforceEnabled: 'Enforce SSO enabled',
  enforceDisabled: 'Enforce SSO disabled',
  certificate: 'Paste the certificate in PEM form (-----BEGIN CERTIFICATE----- …).',
  url: 'Enter an https:// address.',
  domain: 'Enter a host name such as company.okta.com, without https:// or a path.',
  tenantId: 'Enter the directory (tenant) ID, a GUID such as 72f988bf-86f1-41af-91ab-2d7cd011db47.',
  tooLong: 'Too long.',
  tokenOnce: 'Copy the token now: it is shown once. Generating another revokes this one.',
  removeConfirm: 'Remove the SSO integration? Learners will sign in with their passwords.',
  enforceNeedsProvider: 'Add an SSO integration before enforcing it.',
  secretKept: 'Leave empty to keep the saved secret.',
  enforceNeedsTest: 'Run Test sign-in with the provider before enforcing SSO.',
  testStale: 'The settings changed after the last test: run Test sign-in again.',
  testPopupBlocked: 'The browser blocked the sign-in window: allow pop-ups for this console and try again.',
  testWaiting: 'Finish signing in in the new window; its result appears here.',
  enforceLead:
    'While SSO is enforced, your users sign in only through the provider. Staff keep a password sign-in for emergencies.',
} as const

/** A password or magic-link sign-in of a user whose company enforces SSO. */
export const SSO_ENFORCED_TEXT = 'Your company signs in with single sign-on.'

/** Why enforcement cannot be switched on yet, or null: a good test of these settings by this admin. */
export function enforcementBlock(settings: Pick<SsoSettings, 'test'>, me: { email: string }): string | null {
  const test = settings.test
  if (!test || !test.ok) return SSO_TEXTS.enforceNeedsTest
  if (!test.current) return SSO_TEXTS.testStale
  if ((test.email ?? '').toLowerCase() !== me.email.toLowerCase() || !test.byMe)
    return `The test signed in as ${test.email}, not as you (${me.email}): run Test sign-in with your own account before enforcing SSO.`
  return null
}

const PEM = /^-----BEGIN CERTIFICATE-----\s+[A-Za-z0-9+/=\s]+-----END CERTIFICATE-----\s*$/
/** A provider on this machine (a development or test identity provider), reached over http. */
export const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1)(:\d{1,5})?$/
const LOOPBACK_URL = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?(\/\S*)?$/
const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** What a filled field's value must look like, where the field has a shape. */
const SHAPES: Partial<Record<SsoField, TextRule>> = {
  certificate: [(value) => PEM.test(value), SSO_TEXTS.certificate],
  ssoUrl: [(value) => /^https:\/\/[^\s/]+(\/\S*)?$/.test(value) || LOOPBACK_URL.test(value), SSO_TEXTS.url],
  domain: [(value) => HOST.test(value) || LOOPBACK_HOST.test(value), SSO_TEXTS.domain],
  tenantId: [(value) => GUID.test(value), SSO_TEXTS.tenantId],
}

/** A field's rules: required (a saved client secret may stay empty), not too long, then its shape. */
function fieldRules(field: SsoField, secretSaved: boolean) {
  const max = field === 'certificate' ? 20_000 : 2_000
  const shape = SHAPES[field]
  return text(
    [(value) => value !== '' || (field === 'clientSecret' && secretSaved), SSO_TEXTS.required],
    [(value) => value.length <= max, SSO_TEXTS.tooLong],
    ...(shape ? [[(value: string) => value === '' || shape[0](value), shape[1]] as const] : []),
  )
}

/** The provider's form as its fields stand (Okta's protocol decides which); the protocol itself is a choice. */
export const ssoRules = (provider: SsoProvider, draft: SsoDraft, secretSaved = false) =>
  type(
    Object.fromEntries(
      fieldsOf(provider, draft)
        .filter((field) => field !== 'protocol')
        .map((field) => [field, fieldRules(field, secretSaved)]),
    ),
  )

/**
 * Each field's problem, in the form's order; a saved client secret may be left empty (`secretSaved`).
 * The gateway runs the same check.
 */
export function ssoFieldProblems(provider: SsoProvider, draft: SsoDraft, secretSaved = false) {
  const fields = fieldsOf(provider, draft)
  const values = Object.fromEntries(fields.map((field) => [field, draft[field] ?? '']))
  return fieldProblems(ssoRules(provider, draft, secretSaved), values) as Partial<Record<SsoField, string>>
}

export const SsoSettings = object({
  provider: nullable(enums(SSO_PROVIDERS)),
  /** The saved fields, the client secret left out (`clientSecretSaved` says whether one is kept). */
  fields: record(string(), string()),
  clientSecretSaved: boolean(),
  ssoEnforcement: boolean(),
  /** Where learners start an SSO sign-in (the derived ssoLink). */
  ssoLink: nullable(string()),
  /** The pre-generated ids a provider is told about (Okta and SAML settings ids). */
  ssoSettingsId: string(),
  /** Where the identity provider posts SAML responses and its entity id, to paste into the provider. */
  acsUrl: string(),
  entityId: string(),
  /** The service provider's signed SAML metadata, for the identity provider to import. */
  metadataUrl: string(),
  scimTokenCreatedAt: nullable(string()),
  scimUrl: string(),
  /** Where an OIDC provider sends the browser back (its allowed redirect URI). */
  oidcRedirectUrl: string(),
  /** Why enforcement cannot be switched on now (no good test of these settings by the caller), or null. */
  enforceBlock: nullable(string()),
  /** The last Test sign-in: `current` when made with the settings as saved now, `byMe` when the caller made it. */
  test: nullable(
    object({
      ok: boolean(),
      email: nullable(string()),
      claims: record(string(), unknown()),
      error: nullable(string()),
      at: string(),
      current: boolean(),
      byMe: boolean(),
    }),
  ),
})
export type SsoSettings = Infer<typeof SsoSettings>

export const ScimTokenResponse = object({ token: string() })
