import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Context, MiddlewareHandler } from 'hono'
import {
  AUDIT_REASON_HEADER,
  AUDIT_REASON_MAX,
  AUDIT_TEXTS,
  type AuditAction,
  type AuditActorKind,
  type AuditEntry,
} from '../../src/domain/audit-log'
import { PARTNER_ACCESS_TEXTS } from '../../src/domain/partner-access'
import { isRole } from '../../src/domain/roles'
import { ApiError, forbidden } from '../errors'
import { STAFF_ACROSS_COMPANIES } from '../auth/middleware'
import type { GatewayEnv } from '../context'
import type { Database } from '../db/open'
import { auditEntries, users } from '../db/schema'

// The audit log is written by construction: every tenant route's access declaration ends in `auditWrites`, which
// records a successful change once the route has answered. A change made from outside the company (a partner,
// platform staff) is always recorded; the company's own admins' changes are recorded for the actions below.

const ACTIONS: [RegExp, AuditAction][] = [
  [/^POST .*\/access\/token$/, 'loginAsCompany'],
  [/^POST \/platform\/api\/v1\/companies\/:companyId\/access$/, 'loginAsCompany'],
  [/^POST .*\/user\/:userId\/password$/, 'passwordSet'],
  [/^PATCH .*\/users\/:companyId\/user\/:userId$/, 'profileChanged'],
  [/^PATCH .*\/change_users_disable_status$/, 'usersDisabled'],
  [/^DELETE .*\/delete_user$/, 'usersDeleted'],
  [/^PUT .*\/sso\/company\/:companyId\/enforcement$/, 'ssoEnforcement'],
  [/^(POST \/api\/v1\/sso\/:companyId\/\w+|DELETE \/api\/v1\/sso\/company\/:companyId)$/, 'ssoChanged'],
  [/^POST .*\/api_keys$/, 'apiKeyCreated'],
  [/^DELETE .*\/api_keys\/:id$/, 'apiKeyRevoked'],
  [/^POST .*\/webhooks$/, 'webhookAdded'],
  [/^DELETE .*\/webhooks\/:id$/, 'webhookRemoved'],
  [/^POST .*\/scim\/v2\/bearer_token\/company\/:companyId$/, 'scimToken'],
  [/^(POST|PATCH|DELETE) .*\/custom_domains(\/.*)?$/, 'customDomains'],
  [/^(PUT|DELETE) .*\/smtp$|^DELETE .*\/graph_api\/auth_reset$/, 'mailDelivery'],
]

/** Calls that read through a POST (a filtered list, a count, a preview): nothing changes, nothing is recorded. */
const READS: RegExp[] = [
  /\/users\/list\/:companyId$/,
  /\/count_users_under_filters\/:companyId$/,
  /\/get_uneditable_users$/,
  /\/tasks_availability$/,
  /\/campaign\/preview$/,
  /\/campaign\/plan$/,
  /\/customer_portal$/,
]

export const isReadThroughPost = (routePath: string) => READS.some((pattern) => pattern.test(routePath))

export const auditActionOf = (method: string, routePath: string): AuditAction | null =>
  ACTIONS.find(([pattern]) => pattern.test(`${method} ${routePath}`))?.[1] ?? null

type AuditRow = typeof auditEntries.$inferSelect
/** An entry as the console reads it. */
export const auditEntryView = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actorEmail: row.actorEmail,
  actorCompanyName: row.actorCompanyName,
  actorKind: row.actorKind as AuditEntry['actorKind'],
  action: row.action as AuditEntry['action'],
  subject: row.subject,
  reason: row.reason,
})

export interface AuditRecord {
  companyId: string
  actorUserId: string | null
  actorEmail: string
  actorCompanyName: string | null
  actorKind: AuditActorKind
  action: AuditAction
  subject?: string | null
  reason?: string | null
  at?: Date
}

export async function recordAudit(db: Database, entry: AuditRecord): Promise<void> {
  await db.insert(auditEntries).values({
    id: `aud_${randomUUID()}`,
    ...entry,
    subject: entry.subject ?? null,
    reason: entry.reason ?? null,
    at: entry.at ?? new Date(),
  })
}

/** Who the caller is to the company the path names. */
export function actorKindOf(c: Context<GatewayEnv>, companyId: string): AuditActorKind {
  const { user, company } = c.var.auth
  if (company.id === companyId) return 'own'
  return isRole(user.role) && STAFF_ACROSS_COMPANIES.includes(user.role) ? 'staff' : 'partner'
}

/**
 * A staff member's reason, as sent with the change (trimmed, at most AUDIT_REASON_MAX characters). Header values
 * carry Latin-1 only, so the console percent-encodes the typed text; a plain value is taken as it is.
 */
export function reasonOf(c: Context<GatewayEnv>): string | null {
  const sent = c.req.header(AUDIT_REASON_HEADER)
  if (!sent) return null
  let text = sent
  try {
    text = decodeURIComponent(sent)
  } catch {
    // Not percent-encoded after all: kept as sent.
  }
  return text.trim().slice(0, AUDIT_REASON_MAX) || null
}

async function subjectOf(c: Context<GatewayEnv>, companyId: string): Promise<string | null> {
  const userId = c.req.param('userId')
  if (userId) {
    const [row] = await c.var.deps.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    return row?.email ?? null
  }
  const body = (await c.req.json().catch(() => null)) as { customDomain?: unknown } | null
  return typeof body?.customDomain === 'string' ? body.customDomain.trim() : null
}

/** A change to a person's account: platform staff make it only where the company granted access. */
const NEEDS_GRANT: readonly AuditAction[] = ['passwordSet', 'profileChanged', 'usersDisabled', 'usersDeleted']

/**
 * Platform staff changing a company not their own (issue 59): every change carries the reason the staff member
 * typed (kept in the company's audit log), and a change to a person's account — a temporary password, a role, a
 * disable or delete — needs the access grant the company gives its providers (the one a partner's "Log in" needs).
 * Break-glass changes such as switching single sign-on enforcement off need the reason only.
 */
export function staffChangeGuard(param = 'companyId'): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    const companyId = c.req.param(param)
    const write = c.req.method !== 'GET' && c.req.method !== 'HEAD' && !isReadThroughPost(c.req.routePath)
    if (write && companyId && actorKindOf(c, companyId) === 'staff') {
      if (!reasonOf(c)) throw new ApiError(428, 'audit_reason_required', AUDIT_TEXTS.reasonRequired)
      const action = auditActionOf(c.req.method, c.req.routePath)
      if (action && NEEDS_GRANT.includes(action) && c.var.tenant?.loginAsCompanyStatus !== 'AVAILABLE')
        throw forbidden('access_not_granted', PARTNER_ACCESS_TEXTS.notGranted)
    }
    await next()
  }
}

/** The last step of a tenant route's access declaration: records the change once it succeeded. */
export function auditWrites(param = 'companyId'): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    await next()
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.res.status >= 400) return
    if (isReadThroughPost(c.req.routePath)) return
    const companyId = c.req.param(param)
    if (!companyId) return
    const kind = actorKindOf(c, companyId)
    const action = auditActionOf(c.req.method, c.req.routePath) ?? (kind === 'own' ? null : 'otherChange')
    if (!action) return
    const { user, company } = c.var.auth
    await recordAudit(c.var.deps.db, {
      companyId,
      actorUserId: user.id,
      actorEmail: user.email,
      actorCompanyName: kind === 'own' ? null : company.name,
      actorKind: kind,
      action,
      subject: await subjectOf(c, companyId),
      reason: kind === 'staff' ? reasonOf(c) : null,
      at: c.var.deps.now?.() ?? new Date(),
    })
  }
}
