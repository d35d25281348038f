import { eq } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import { COMPANY_NOT_ACCESSIBLE, DISABLED_COMPANY_MESSAGE } from '../../src/domain/error-codes'
import { LOGIN_FAILURE_TEXTS, IDENTITY_ERROR_CODES } from '../../src/domain/login-failures'
import { isAllowed, isRole, type Role } from '../../src/domain/roles'
import type { GatewayEnv } from '../context'
import { companies, users } from '../db/schema'
import { forbidden, unauthorized } from '../errors'

// Every route states its token, role and tenant checks with these three; none trusts the SPA.

export const requireAuth: MiddlewareHandler<GatewayEnv> = async (c, next) => {
  const { db, tokens } = c.var.deps
  const header = c.req.header('Authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  if (!match?.[1]) throw unauthorized('token_missing')
  const check = await tokens.verify(match[1], 'id')
  if (!check.ok) throw unauthorized(check.reason, 'Your session has expired. Please sign in again.')
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, check.claims.sub))
  if (!row || row.user.disabledAt)
    throw unauthorized('session_expired', 'Your session has expired. Please sign in again.')
  if (row.company.disabledAt) throw forbidden('company_disabled', DISABLED_COMPANY_MESSAGE)
  c.set('auth', row)
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

const STAFF_ACROSS_COMPANIES: readonly Role[] = ['superadmin', 'support']

/** The tenant check: a company id in the path must be the caller's own, unless the caller is platform staff. */
export function requireCompany(param = 'companyId'): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    const { user, company } = c.var.auth
    const requested = c.req.param(param)
    const staff = isRole(user.role) && STAFF_ACROSS_COMPANIES.includes(user.role)
    if (requested !== company.id && !staff) {
      throw forbidden(COMPANY_NOT_ACCESSIBLE, "You don't have permission to access")
    }
    await next()
  }
}
