import { array, boolean, enums, nullable, object, string, type Infer } from 'superstruct'

// Custom domains (001 §3 "Custom domains and mail", §4 "Custom domain", §7 "White label and custom domains"):
// one host per kind (the admin console, the learners' portal, the web pages of simulations), each proven by a
// DNS TXT record before it is used.

export const CUSTOM_DOMAIN_TYPES = ['customDomainAdmin', 'customDomainEmployee', 'customDomainWeb'] as const
export type CustomDomainType = (typeof CUSTOM_DOMAIN_TYPES)[number]

export const CUSTOM_DOMAIN_LABELS: Record<CustomDomainType, string> = {
  customDomainAdmin: 'Admin console',
  customDomainEmployee: 'Learner portal',
  customDomainWeb: 'Web pages (simulation landing pages)',
}

/** Where the proof lives: a TXT record at this name under the domain, with the company's value. */
export const TXT_PREFIX = '_awareness-challenge'
export const txtNameOf = (domain: string) => `${TXT_PREFIX}.${domain}`
export const txtValueOf = (token: string) => `awareness-verification=${token}`

/** A claim not verified within this many days lapses (a pending claim never blocks another company). */
export const CUSTOM_DOMAIN_CLAIM_DAYS = 7

export const CUSTOM_DOMAIN_TEXTS = {
  required: 'Field is required',
  conflict: 'This custom domain is already in use by another company.',
  trailingDot: 'Remove the trailing dot: enter the host name as people type it.',
  uppercase: 'Use lowercase letters only.',
  hostOnly: 'Enter the host name only, without https:// or a path.',
  host: 'Enter a host name such as training.company.com.',
  added: 'Custom domain added: add the TXT record, then verify.',
  verified: 'Custom domain verified.',
  reset: 'Verification reset: add the new TXT record, then verify.',
  removed: 'Custom domain deleted.',
  removeConfirm: 'Delete this custom domain? Links that use it stop working.',
  dnsUnavailable: 'The DNS server did not answer. Try again in a few minutes.',
  expired: `This claim lapsed: it was not verified within ${CUSTOM_DOMAIN_CLAIM_DAYS} days. Add the domain again.`,
} as const

export const notFoundYet = (name: string, value: string) =>
  `No TXT record ${name} with the value ${value} was found yet. DNS changes can take up to 48 hours.`

const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

/** What is wrong with a typed domain, or null; checked by the form and again by the gateway. */
export function customDomainProblem(typed: string): string | null {
  const value = typed.trim()
  if (!value) return CUSTOM_DOMAIN_TEXTS.required
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value) || /[/?#\s]/.test(value)) return CUSTOM_DOMAIN_TEXTS.hostOnly
  if (value.endsWith('.')) return CUSTOM_DOMAIN_TEXTS.trailingDot
  if (value !== value.toLowerCase()) return CUSTOM_DOMAIN_TEXTS.uppercase
  return HOST.test(value) ? null : CUSTOM_DOMAIN_TEXTS.host
}

export const CustomDomain = object({
  type: enums(CUSTOM_DOMAIN_TYPES),
  domain: string(),
  verified: boolean(),
  verifiedAt: nullable(string()),
  txtName: string(),
  txtValue: string(),
  /** The last verification that failed: when and why. */
  lastProblem: nullable(string()),
})
export type CustomDomain = Infer<typeof CustomDomain>
export const CustomDomainList = array(CustomDomain)
