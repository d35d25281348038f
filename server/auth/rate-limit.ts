import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, MiddlewareHandler } from 'hono'
import { rateLimiter } from 'hono-rate-limiter'
import { IDENTITY_ERROR_CODES, LOGIN_FAILURE_TEXTS } from '../../src/domain/login-failures'
import type { GatewayEnv } from '../context'
import { ApiError, sendError } from '../errors'

// Sign-in attempts per client address (issue 5 "Gateway"): on top of the per-account lockout, one address
// cannot try many accounts. In memory per gateway process, which is what one reference gateway needs.

export interface SignInRateLimit {
  limit: number
  windowMs: number
}

export const DEFAULT_SIGN_IN_RATE_LIMIT: SignInRateLimit = { limit: 100, windowMs: 15 * 60_000 }

/** The socket's address; app.request in tests has none. Proxies' headers are not trusted. */
function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

export function signInRateLimit(options: SignInRateLimit): MiddlewareHandler<GatewayEnv> {
  return rateLimiter<GatewayEnv>({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-7',
    keyGenerator: clientAddress,
    handler: (c) =>
      sendError(
        c,
        new ApiError(
          429,
          IDENTITY_ERROR_CODES.tooManyRequests,
          LOGIN_FAILURE_TEXTS.tooManyAttemptsOrWeakPassword,
        ),
      ),
  })
}

/** Calls per signed-in company: for answers that would otherwise be an unlimited oracle (which addresses exist). */
export function perCompanyRateLimit(options: SignInRateLimit): MiddlewareHandler<GatewayEnv> {
  return rateLimiter<GatewayEnv>({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-7',
    keyGenerator: (c) => c.var.auth.company.id,
    handler: (c) =>
      sendError(
        c,
        new ApiError(429, 'too_many_requests', 'Too many requests. Please wait a minute and try again.'),
      ),
  })
}
