import { PATHS } from '../../src/domain/api-paths'
import { randomUUID } from 'node:crypto'
import { desc } from 'drizzle-orm'
import { Hono } from 'hono'
import { object, optional, size, string } from 'superstruct'
import { allow } from '../auth/access'
import { perClientRateLimit } from '../auth/rate-limit'
import type { GatewayEnv } from '../context'
import { clientErrors } from '../db/schema'
import { body } from '../errors'

// The console's own error log (000 §8, issue 24), used when no Sentry-compatible service is configured: the
// browser reports what its filter keeps (no expected errors, no chunk-load, network, fetch or ResizeObserver
// noise); platform staff read the newest. Reports are size-capped and rate-limited per client address.

const PLATFORM_STAFF = ['superadmin', 'support'] as const
const REPORTS_PER_WINDOW = { limit: 30, windowMs: 10 * 60_000 }

export function clientErrorRoutes() {
  const app = new Hono<GatewayEnv>()

  app.post(
    PATHS.clientErrors,
    allow.public('an error report from the console: size-capped, rate-limited per client, write-only'),
    perClientRateLimit('client-errors', REPORTS_PER_WINDOW),
    body(
      object({
        message: size(string(), 1, 2000),
        stack: optional(size(string(), 0, 8000)),
        url: size(string(), 1, 2000),
        release: optional(size(string(), 0, 100)),
      }),
    ),
    async (c) => {
      const report = c.req.valid('json')
      await c.var.deps.db.insert(clientErrors).values({
        id: randomUUID(),
        message: report.message,
        stack: report.stack ?? null,
        url: report.url,
        release: report.release ?? null,
        userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
      })
      return c.body(null, 204)
    },
  )

  app.get(PATHS.clientErrors, allow.signedIn(PLATFORM_STAFF), async (c) => {
    const rows = await c.var.deps.db
      .select()
      .from(clientErrors)
      .orderBy(desc(clientErrors.createdAt))
      .limit(100)
    return c.json({ data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) })
  })

  return app
}
