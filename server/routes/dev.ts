import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { GatewayEnv } from '../context'
import { notificationViews, outbox, users } from '../db/schema'
import { notFound } from '../errors'

// Development only: the mail the gateway would have sent, the generated-path coverage for the visualizer,
// and a reset of one user's notification flags (e2e files share one database; the popover's first opening
// is what a test checks). All answer 404 in production.
export function devRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get('/outbox', async (c) => {
    if (c.var.deps.production) throw notFound()
    const to = c.req.query('to')?.trim().toLowerCase()
    const query = c.var.deps.db.select().from(outbox)
    const rows = await (to ? query.where(eq(outbox.to, to)) : query)
      .orderBy(desc(outbox.createdAt))
      .limit(100)
    return c.json({ items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) })
  })
  app.get('/coverage', async (c) => {
    if (c.var.deps.production) throw notFound()
    const text = await readFile(resolve(process.env.COVERAGE_FILE ?? 'coverage/paths.json'), 'utf8').catch(
      () => null,
    )
    if (!text) throw notFound('No coverage yet: run npm run test:paths')
    return c.body(text, 200, { 'Content-Type': 'application/json' })
  })
  app.post('/notifications/reset', async (c) => {
    if (c.var.deps.production) throw notFound()
    const email = c.req.query('email')?.trim().toLowerCase() ?? ''
    const { db } = c.var.deps
    const [user] = await db
      .update(users)
      .set({ notificationsShown: false, suspendedCampaignsNotificationShown: false })
      .where(eq(users.email, email))
      .returning({ id: users.id })
    if (!user) throw notFound('No such user')
    await db.delete(notificationViews).where(eq(notificationViews.userId, user.id))
    return c.body(null, 204)
  })
  return app
}
