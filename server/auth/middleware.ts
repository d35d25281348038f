import { eq } from 'drizzle-orm'
import type { Context, MiddlewareHandler } from 'hono'
import { COMPANY_NOT_ACCESSIBLE, DISABLED_COMPANY_MESSAGE } from '../../src/domain/error-codes'
import { LOGIN_FAILURE_TEXTS, IDENTITY_ERROR_CODES } from '../../src/domain/login-failures'
import { isAllowed, isRole, type Role } from '../../src/domain/roles'
import { PARTNER_ACCESS_TEXTS } from '../../src/domain/partner-access'
import type { CompanyRow, GatewayEnv } from '../context'
import { companies } from '../db/schema'
import { liveSessionRows } from './session-rows'
import { forbidden, notFound, unauthorized } from '../errors'

// Every route states its token, role and tenant checks with these three; none trusts the SPA.

export const requireAuth: MiddlewareHandler<GatewayEnv> = async (c, next) => {
  const { db, tokens } = c.var.deps
  const header = c.req.header('Authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  if (!match?.[1]) throw unauthorized('token_missing')
  const check = await tokens.verify(match[1], 'id')
  if (!check.ok) throw unauthorized(check.reason, 'Your session has expired. Please sign in again.')
  const sid = check.claims.sid
  if (!sid) throw unauthorized('token_invalid', 'Your session has expired. Please sign in again.')
  const now = c.var.deps.now?.() ?? new Date()
  // The identity token lives only as long as its session: a password change, reset, disable or sign-out
  // revokes the session, and with it every token minted from it.
  const row = await liveSessionRows(db, check.claims.sub, sid, now)
  if (!row || row.user.disabledAt)
    throw unauthorized('session_expired', 'Your session has expired. Please sign in again.')
  if (row.company.disabledAt) throw forbidden('company_disabled', DISABLED_COMPANY_MESSAGE)
  c.set('auth', { ...row, sessionId: sid })
  await next()
}

/** The permission rule of spec 000 §6 applied server-side. */
export function requireRoles(roles: readonly Role[]): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    const role = c.var.auth.user.role
    if (!isRole(role) || !isAllowed(roles, role)) {
      throw forbidden(IDENTITY_ERROR_CODES.notAdmin, LOGIN_FAILURE_TEXTS.notAdmin)
    }
    await next()
  }
}

export const STAFF_ACROSS_COMPANIES: readonly Role[] = ['superadmin', 'support']

const notAccessible = () => forbidden(COMPANY_NOT_ACCESSIBLE, "You don't have permission to access")

/**
 * The customer company `customerId` when the caller's company is its partner; with `granted`, only once
 * the customer admin has granted access (log in as a customer).
 */
export async function customerOfCaller(
  c: Context<GatewayEnv>,
  customerId: string | undefined,
  options: { granted: boolean },
): Promise<CompanyRow> {
  const { company } = c.var.auth
  if (!customerId || !company.isPartner) throw notAccessible()
  const [customer] = await c.var.deps.db.select().from(companies).where(eq(companies.id, customerId))
  if (!customer || customer.parentCompanyId !== company.id) throw notAccessible()
  if (options.granted && customer.loginAsCompanyStatus !== 'AVAILABLE')
    throw forbidden('access_not_granted', PARTNER_ACCESS_TEXTS.notGranted)
  return customer
}

/**
 * The tenant check: a company id in the path must be the caller's own, a customer the caller's partner
 * company was granted access to (a partner logged in as the customer), or any for platform staff.
 */
export function requireCompany(param = 'companyId'): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    const { user, company } = c.var.auth
    const requested = c.req.param(param)
    const staff = isRole(user.role) && STAFF_ACROSS_COMPANIES.includes(user.role)
    let tenant: CompanyRow | undefined = requested === company.id ? company : undefined
    if (!tenant && !staff) tenant = await customerOfCaller(c, requested, { granted: true })
    if (!tenant)
      [tenant] = await c.var.deps.db
        .select()
        .from(companies)
        .where(eq(companies.id, requested ?? ''))
    if (!tenant) throw notFound('Company not found')
    // The company the path names, loaded once for the route.
    c.set('tenant', tenant)
    await next()
  }
}
