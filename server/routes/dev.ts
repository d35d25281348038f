import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { GatewayEnv } from '../context'
import { outbox } from '../db/schema'
import { notFound } from '../errors'

// Development only: read the mail the gateway would have sent. Answers 404 in production.
export function devRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get('/outbox', async (c) => {
    if (c.var.deps.production) throw notFound()
    const to = c.req.query('to')?.trim().toLowerCase()
    const query = c.var.deps.db.select().from(outbox)
    const rows = await (to ? query.where(eq(outbox.to, to)) : query).orderBy(desc(outbox.createdAt)).limit(100)
    return c.json({ items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) })
  })
  return app
}
