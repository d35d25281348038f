import { array, enums, nullable, number, object, string, type Infer } from 'superstruct'
import type { ListQuery, ListQueryOptions } from './list-query'

// Settings → Audit log (issue 59): what was done inside the company and by whom — its own admins, a partner, or
// platform staff (with the reason the staff member gave) — for the company's own admins to read, filter, page and
// download. Entries are append-only.

export const AUDIT_ACTIONS = {
  loginAsCompany: 'Logged in as this company',
  passwordSet: 'Set a temporary password',
  passwordReset: 'Reset their password by email link',
  profileChanged: 'Changed a user’s name, role or teams',
  usersDisabled: 'Enabled or disabled users',
  usersDeleted: 'Deleted users',
  ssoChanged: 'Changed single sign-on',
  ssoEnforcement: 'Changed single sign-on enforcement',
  apiKeyCreated: 'Made an API key',
  apiKeyRevoked: 'Revoked an API key',
  webhookAdded: 'Added a webhook endpoint',
  webhookRemoved: 'Removed a webhook endpoint',
  scimToken: 'Made a new SCIM token',
  customDomains: 'Changed custom domains',
  mailDelivery: 'Changed mail delivery',
  jobRetried: 'Retried a background job',
  jobCancelled: 'Cancelled a background job',
  otherChange: 'Made another change',
} as const
export type AuditAction = keyof typeof AUDIT_ACTIONS

export const AUDIT_ACTOR_KINDS = ['own', 'partner', 'staff'] as const
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number]
export const AUDIT_ACTOR_LABELS: Record<AuditActorKind, string> = {
  own: 'Your admins',
  partner: 'Your partner',
  staff: 'Platform staff',
}

export const AUDIT_TEXTS = {
  title: 'Audit log',
  intro:
    'What was done in your company’s console and by whom: your own admins, your partner and platform staff. Entries cannot be changed or removed.',
  empty: 'Nothing has been recorded yet.',
  emptyFiltered: 'No entries match these filters.',
  download: 'Download CSV',
  downloadFailed: 'The audit log could not be downloaded. Try again.',
  actorFilter: 'Done by',
  actionFilter: 'Action',
  anyone: 'Anyone',
  anything: 'Any action',
  reasonRequired: 'Platform staff must give a reason for a change in a customer’s company.',
} as const

export const AUDIT_LIST: ListQueryOptions = {
  orderBy: ['at'],
  defaultOrderBy: 'at',
  defaultOrder: 'DESC',
  defaultPageSize: 25,
}

/** The header a staff member's reason travels in. */
export const AUDIT_REASON_HEADER = 'X-Audit-Reason'
export const AUDIT_REASON_MAX = 500

export const AuditEntry = object({
  id: string(),
  at: string(),
  actorEmail: string(),
  actorCompanyName: nullable(string()),
  actorKind: enums(AUDIT_ACTOR_KINDS),
  action: enums(Object.keys(AUDIT_ACTIONS) as AuditAction[]),
  subject: nullable(string()),
  reason: nullable(string()),
})
export type AuditEntry = Infer<typeof AuditEntry>

export const AuditPage = object({
  items: array(AuditEntry),
  pageInfo: object({ totalCount: number(), pageNumber: number(), pageSize: number() }),
})
export type AuditPage = Infer<typeof AuditPage>

/** The filters a link may carry: known values only (a bad link filters nothing). */
export function auditFilters(filters: Record<string, unknown>): {
  actorKind: AuditActorKind | null
  action: AuditAction | null
} {
  const kind = filters.actorKind
  const action = filters.action
  return {
    actorKind: AUDIT_ACTOR_KINDS.includes(kind as AuditActorKind) ? (kind as AuditActorKind) : null,
    action: typeof action === 'string' && action in AUDIT_ACTIONS ? (action as AuditAction) : null,
  }
}

/** The call's query string: page, size and the two filters. */
export function auditParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams({
    pageNumber: String(query.pageNumber),
    pageSize: String(query.pageSize),
  })
  const { actorKind, action } = auditFilters(query.filters)
  if (actorKind) params.set('actorKind', actorKind)
  if (action) params.set('action', action)
  return params
}

/** Who did it, as the list says it: "ana@acme.example", "sam@northwind.example (Northwind)". */
export const actorOf = (entry: AuditEntry) =>
  entry.actorKind === 'own' || !entry.actorCompanyName
    ? entry.actorEmail
    : `${entry.actorEmail} (${entry.actorCompanyName})`

/** The query with one filter set (or cleared with null), back on the first page. */
export function withAuditFilter(
  query: ListQuery,
  key: 'actorKind' | 'action',
  value: string | null,
): ListQuery {
  const filters = { ...auditFilters(query.filters), [key]: value || null }
  return {
    ...query,
    pageNumber: 0,
    filters: Object.fromEntries(Object.entries(filters).filter(([, set]) => set !== null)),
  }
}
