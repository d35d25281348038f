import { array, boolean, enums, nullable, number, object, string, type Infer } from 'superstruct'
import { AUDIT_REASON_MAX, AuditEntry, type AuditActorKind } from './audit-log'
import { SSO_PROVIDER_LABELS, type SsoProvider } from './sso-settings'
import { pseudoAdminSession } from './partner-access'
import { ROLE_GROUPS } from './roles'
import { PLATFORM_HOME } from './route-table'
import type { SessionUser } from './session-user'
import { formatDate } from './intl-format'

// Ours (issue 61 item 15): where platform staff start. They find a company by its name, a domain or a person's
// address, read what support asks about first — plan, seats, users, single sign-on, whether the company granted
// its providers access, and its audit log — and open the company's console with a reason. The reason travels with
// every change they make there and is kept in the company's audit log (docs/security.md).

export { PLATFORM_HOME }
/** The roles of the platform's own staff: they act across companies (server/auth/middleware.ts). */
export const PLATFORM_ROLES = ROLE_GROUPS.platform
export const PLATFORM_PAGE_SIZE = 20
export const PLATFORM_SEARCH_DEBOUNCE_MS = 300
/** How much of the company's audit log the overview shows; the rest is the company's own to read. */
export const PLATFORM_AUDIT_SHOWN = 10

export const PLATFORM_PLANS = ['Free', 'Boost', 'Boost trial'] as const

export const PlatformCompanyRow = object({
  id: string(),
  name: string(),
  plan: enums(PLATFORM_PLANS),
  activeUsers: number(),
  partnerName: nullable(string()),
  isPartner: boolean(),
  disabled: boolean(),
  /** The first address that matched the search when the company's name did not. */
  matchedUser: nullable(string()),
})
export type PlatformCompanyRow = Infer<typeof PlatformCompanyRow>

export const PlatformCompaniesPage = object({
  items: array(PlatformCompanyRow),
  pageInfo: object({ totalCount: number(), pageNumber: number(), pageSize: number() }),
})
export type PlatformCompaniesPage = Infer<typeof PlatformCompaniesPage>

export const PlatformCompanyOverview = object({
  id: string(),
  name: string(),
  createdAt: string(),
  plan: enums(PLATFORM_PLANS),
  /** Paid seats of a Boost subscription; null on Free and on a trial. */
  seats: nullable(number()),
  trialEndsAt: nullable(string()),
  users: object({ active: number(), disabled: number(), admins: number() }),
  sso: object({ provider: nullable(string()), enforced: boolean() }),
  partnerName: nullable(string()),
  isPartner: boolean(),
  disabled: boolean(),
  /** The company granted its providers access (the grant a change to a person's account needs). */
  accessGranted: boolean(),
  /** The platform's own company: nothing to open. */
  own: boolean(),
  audit: array(AuditEntry),
})
export type PlatformCompanyOverview = Infer<typeof PlatformCompanyOverview>

export const PLATFORM_TEXTS = {
  title: 'Companies',
  intro: 'Find a company by its name, a domain or a person’s email address.',
  search: 'Search companies',
  searchPlaceholder: 'Name, domain or email address',
  loading: 'Loading companies…',
  empty: 'No company has been created yet.',
  noMatch: (text: string) => `No company matches “${text}”.`,
  count: (n: number) => `${n} ${n === 1 ? 'company' : 'companies'}`,
  matchedUser: (email: string) => `Has ${email}`,
  users: (n: number) => `${n} active ${n === 1 ? 'user' : 'users'}`,
  partner: 'Partner',
  disabled: 'Disabled',
  customerOf: (name: string) => `Customer of ${name}`,
  direct: 'Direct customer',
  pick: 'Choose a company to see its plan, users, single sign-on and audit log.',
  loadingCompany: 'Loading the company…',
  close: 'Close',
  facts: 'Company facts',
  plan: 'Plan',
  seats: 'Paid seats',
  trialEnds: 'Trial ends',
  activeUsers: 'Active users',
  disabledUsers: 'Disabled users',
  admins: 'Admins',
  sso: 'Single sign-on',
  ssoOff: 'Not set up',
  ssoOn: (provider: string, enforced: boolean) => `${provider}${enforced ? ', enforced' : ', not enforced'}`,
  providerAccess: 'Provider access',
  granted: 'Granted',
  notGranted: 'Not granted',
  accessNote:
    'Changes to a person’s account (a temporary password, a role, disabling or deleting) need the access the company grants its providers.',
  created: 'Created',
  relation: 'Relation',
  audit: 'Recent audit log',
  auditEmpty: 'Nothing has been recorded yet.',
  own: 'This is the platform’s own company.',
  open: 'Open this company’s console',
  reasonTitle: (name: string) => `Open ${name}’s console`,
  reasonLabel: 'Reason',
  reasonHint:
    'Say why, for example a ticket number. The company’s admins read it in their audit log beside every change you make.',
  reasonRequired: 'Give a reason for opening this company’s console.',
  reasonTooLong: `Keep the reason under ${AUDIT_REASON_MAX} characters.`,
  cancel: 'Cancel',
  confirm: 'Open console',
  staffName: 'Platform staff',
  auditBy: {
    own: 'Company admin',
    partner: 'Partner',
    staff: 'Platform staff',
  } satisfies Record<AuditActorKind, string>,
  reasonOf: (reason: string) => `Reason: ${reason}`,
  previous: 'Previous',
  next: 'Next',
  range: (first: number, last: number, total: number) => `${first}–${last} of ${total}`,
  banner: (company: string, reason: string) => `You are in ${company} as platform staff. Reason: ${reason}`,
} as const

/** The reason as sent (trimmed), or the message that says what is wrong with it. */
export function staffReasonProblem(reason: string): string | null {
  const text = reason.trim()
  if (text === '') return PLATFORM_TEXTS.reasonRequired
  if (text.length > AUDIT_REASON_MAX) return PLATFORM_TEXTS.reasonTooLong
  return null
}

/** What the company is to the platform, in words. */
export function relationOf(company: Pick<PlatformCompanyRow, 'isPartner' | 'partnerName'>): string {
  if (company.isPartner) return PLATFORM_TEXTS.partner
  return company.partnerName ? PLATFORM_TEXTS.customerOf(company.partnerName) : PLATFORM_TEXTS.direct
}

/** The query the address carries: the search text and the company on screen. */
export interface PlatformCompaniesQuery {
  search: string
  companyId: string | null
}

export function platformQueryOf(search: string): PlatformCompaniesQuery {
  const params = new URLSearchParams(search)
  return { search: params.get('search')?.slice(0, 200) ?? '', companyId: params.get('company') || null }
}

export function platformPathOf(query: PlatformCompaniesQuery): string {
  const params = new URLSearchParams()
  if (query.search.trim()) params.set('search', query.search.trim())
  if (query.companyId) params.set('company', query.companyId)
  const text = params.toString()
  return text ? `${PLATFORM_HOME}?${text}` : PLATFORM_HOME
}

/** The session a staff member's tab holds inside a company: the partner's pseudo session, with the reason. */
export function staffCompanySession(
  staff: SessionUser,
  companyId: string,
  reason: string,
  now: Date,
): SessionUser {
  return {
    ...pseudoAdminSession(staff, companyId, now),
    name: PLATFORM_TEXTS.staffName,
    email: staff.email,
    staffReason: reason.trim(),
  }
}

const mediumDate = (iso: string) =>
  formatDate(iso, 'en-US', { year: 'numeric', month: 'short', day: 'numeric' })

function ssoText(sso: PlatformCompanyOverview['sso']): string {
  if (!sso.provider) return PLATFORM_TEXTS.ssoOff
  const label = SSO_PROVIDER_LABELS[sso.provider as SsoProvider] ?? 'Set up'
  return PLATFORM_TEXTS.ssoOn(label, sso.enforced)
}

/** The overview's facts, in the order support reads them. */
export function overviewFacts(company: PlatformCompanyOverview): [string, string][] {
  const T = PLATFORM_TEXTS
  const rows: [string, string][] = [[T.plan, company.plan]]
  if (company.seats !== null) rows.push([T.seats, String(company.seats)])
  if (company.trialEndsAt) rows.push([T.trialEnds, mediumDate(company.trialEndsAt)])
  rows.push(
    [T.activeUsers, String(company.users.active)],
    [T.admins, String(company.users.admins)],
    [T.disabledUsers, String(company.users.disabled)],
    [T.sso, ssoText(company.sso)],
    [T.providerAccess, company.accessGranted ? T.granted : T.notGranted],
    [T.relation, relationOf(company)],
    [T.created, mediumDate(company.createdAt)],
  )
  return rows
}

/** "1–20 of 45" under the list. */
export function pageRange(page: PlatformCompaniesPage): { text: string; previous: boolean; next: boolean } {
  const { totalCount, pageNumber, pageSize } = page.pageInfo
  const first = totalCount === 0 ? 0 : pageNumber * pageSize + 1
  const last = Math.min(totalCount, pageNumber * pageSize + page.items.length)
  return {
    text: PLATFORM_TEXTS.range(first, last, totalCount),
    previous: pageNumber > 0,
    next: (pageNumber + 1) * pageSize < totalCount,
  }
}
