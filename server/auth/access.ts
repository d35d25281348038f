import type { MiddlewareHandler } from 'hono'
import { ROLE_GROUPS, type Role } from '../../src/domain/roles'
import type { GatewayEnv } from '../context'
import { forbidden, notFound } from '../errors'
import { requireScimToken } from '../scim/token'
import type { ApiKeyScope } from '../../src/domain/api-keys'
import { requireApiKey } from './api-keys'
import { perApiKeyRateLimit } from './rate-limit'
import { auditWrites, staffChangeGuard } from '../audit/record'
import { isLocalRequest } from './local-request'
import { customerOfCaller, requireAuth, requireCompany, requireRoles } from './middleware'

// Who may call a route, declared as data next to it: `app.get(path, allow.company(), handler)`. The one
// middleware below enforces the declaration, and the generated tenancy walk (tests/server/route-walk) reads
// it back from the app's own route list, so a route without one fails the suite.

export type Access =
  /** Anyone: sign-in, registration, one-time links; `why` says what protects it instead of a session. */
  | { who: 'public'; why: string }
  /** A signed-in console user acting on their own account; no tenant in the path. */
  | { who: 'signedIn'; roles: readonly Role[] }
  /** A tenant in the path (`param`): the caller's own company, a customer whose partner was granted access, or staff. */
  | { who: 'company'; roles: readonly Role[]; param: string }
  /** Only the caller's own company, never a partner inside it (its own sign-in settings). */
  | { who: 'ownCompany'; roles: readonly Role[]; param: string }
  /** A partner acting on one of its customers (`param`), before (`granted: false`) or after access was granted. */
  | { who: 'partnerOfCompany'; roles: readonly Role[]; param: string; granted: boolean }
  /** A company's SCIM bearer token (not a console session): the tenant is the token's company. */
  | { who: 'scim' }
  /** A company's API key with this scope (the public API): the tenant is the key's company. */
  | { who: 'apiKey'; scope: ApiKeyScope }
  /** Development helpers: never in production, and only from this machine. */
  | { who: 'development' }

export type AccessMiddleware = MiddlewareHandler<GatewayEnv> & { access: Access }

const declare = (access: Access, run: MiddlewareHandler<GatewayEnv>): AccessMiddleware =>
  Object.assign(run, { access })

const chain =
  (steps: MiddlewareHandler<GatewayEnv>[]): MiddlewareHandler<GatewayEnv> =>
  (c, next) => {
    // A step that answers itself (a rate limiter's 429) returns its Response instead of calling on: it is
    // handed back to Hono, not dropped (a dropped answer left the context unfinished, a 500).
    const run = async (index: number): Promise<Response | void> =>
      index === steps.length
        ? next()
        : (steps[index] as MiddlewareHandler<GatewayEnv>)(c, async () => {
            const answer = await run(index + 1)
            if (answer instanceof Response) c.res = answer
          })
    return run(0)
  }

const ownCompanyOnly: MiddlewareHandler<GatewayEnv> = async (c, next) => {
  if (c.req.param('companyId') !== c.var.auth.company.id)
    throw forbidden('company_not_accessible', "You don't have permission to access")
  await next()
}

const admins = ROLE_GROUPS.adminPanel
/** The public API's budget per key. */
const PUBLIC_API_RATE = { windowMs: 60_000, limit: 600 }

export const allow = {
  public: (why: string) => declare({ who: 'public', why }, (_c, next) => next()),
  signedIn: (roles: readonly Role[] = admins) =>
    declare({ who: 'signedIn', roles }, chain([requireAuth, requireRoles(roles)])),
  company: (param = 'companyId', roles: readonly Role[] = admins) =>
    declare(
      { who: 'company', roles, param },
      chain([
        requireAuth,
        requireRoles(roles),
        requireCompany(param),
        staffChangeGuard(param),
        auditWrites(param),
      ]),
    ),
  ownCompany: (roles: readonly Role[] = admins) =>
    declare(
      { who: 'ownCompany', roles, param: 'companyId' },
      chain([requireAuth, requireRoles(roles), ownCompanyOnly, auditWrites()]),
    ),
  partnerOfCompany: (options: { granted: boolean }, param = 'companyId', roles: readonly Role[] = admins) =>
    declare(
      { who: 'partnerOfCompany', roles, param, granted: options.granted },
      chain([
        requireAuth,
        requireRoles(roles),
        async (c, next) => {
          await customerOfCaller(c, c.req.param(param), options)
          await next()
        },
        auditWrites(param),
      ]),
    ),
  scim: () => declare({ who: 'scim' }, requireScimToken),
  apiKey: (scope: ApiKeyScope) =>
    declare(
      { who: 'apiKey', scope },
      chain([requireApiKey(scope), perApiKeyRateLimit('public-api', PUBLIC_API_RATE)]),
    ),
  development: () =>
    declare({ who: 'development' }, async (c, next) => {
      // Answered as if absent: a production gateway or a remote caller learns nothing of these routes.
      if (c.var.deps.production || !isLocalRequest(c)) throw notFound()
      await next()
    }),
}

export function accessOf(handler: unknown): Access | undefined {
  return typeof handler === 'function' && 'access' in handler
    ? (handler as AccessMiddleware).access
    : undefined
}
