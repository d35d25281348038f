import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, MiddlewareHandler } from 'hono'
import { rateLimiter } from 'hono-rate-limiter'
import { IDENTITY_ERROR_CODES, LOGIN_FAILURE_TEXTS } from '../../src/domain/login-failures'
import type { GatewayEnv } from '../context'
import type { Database } from '../db/open'
import { ApiError, sendError } from '../errors'
import { PostgresRateLimitStore } from './rate-limit-store'

// Sign-in attempts per client address (issue 5 "Gateway"): on top of the per-account lockout, one address
// cannot try many accounts. Counted in the database (PostgresRateLimitStore), so several gateway processes
// on one Postgres hold one budget between them.

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

/** One limiter per database the gateway runs on (tests start many gateways in one process). */
function perDatabase(make: (db: Database) => MiddlewareHandler<GatewayEnv>): MiddlewareHandler<GatewayEnv> {
  const limiters = new WeakMap<Database, MiddlewareHandler<GatewayEnv>>()
  return (c, next) => {
    const db = c.var.deps.db
    let limiter = limiters.get(db)
    if (!limiter) limiters.set(db, (limiter = make(db)))
    return limiter(c, next)
  }
}

export function signInRateLimit(options: SignInRateLimit): MiddlewareHandler<GatewayEnv> {
  return perDatabase((db) =>
    rateLimiter<GatewayEnv>({
      store: new PostgresRateLimitStore(db, 'sign-in'),
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
    }),
  )
}

const tooMany = (c: Context) =>
  sendError(
    c,
    new ApiError(429, 'too_many_requests', 'Too many requests. Please wait a minute and try again.'),
  )

/** A named budget in the shared store, counted per key (a company, a client address). */
function budget(
  name: string,
  options: SignInRateLimit,
  keyGenerator: (c: Context<GatewayEnv>) => string,
): MiddlewareHandler<GatewayEnv> {
  return perDatabase((db) =>
    rateLimiter<GatewayEnv>({
      store: new PostgresRateLimitStore(db, name),
      windowMs: options.windowMs,
      limit: options.limit,
      standardHeaders: 'draft-7',
      keyGenerator,
      handler: tooMany,
    }),
  )
}

/** Calls per signed-in company: for answers that would otherwise be an unlimited oracle (which addresses exist). */
export const perCompanyRateLimit = (name: string, options: SignInRateLimit) =>
  budget(name, options, (c) => c.var.auth.company.id)

/** Calls per API key on the public API (issue 32): one integration cannot starve the others. */
export const perApiKeyRateLimit = (name: string, options: SignInRateLimit) =>
  budget(name, options, (c) => c.var.apiKeyId ?? 'none')

/** Calls per client address for a public route that writes (error reports): one address cannot flood it. */
export const perClientRateLimit = (name: string, options: SignInRateLimit) =>
  budget(name, options, clientAddress)
