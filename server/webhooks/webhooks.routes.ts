import { fieldProblems } from '../../src/domain/field-problems'
import { PATHS } from '../../src/domain/api-paths'
import { randomUUID } from 'node:crypto'
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TEXTS,
  WEBHOOKS_MAX,
  WebhookCreate,
  WebhookForm,
  type WebhookDeliveryView,
  type WebhookEventType,
  type WebhookView,
} from '../../src/domain/webhooks'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { jobSender } from '../context'
import { webhookDeliveries, webhookEndpoints } from '../db/schema'
import { ApiError, invalid, notFound, body } from '../errors'
import { webhookAddressProblem } from '../webhooks/address-policy'
import { emitWebhookEvent, enqueueDeliveries } from '../webhooks/emit'
import { newWebhookSecret } from '../webhooks/signature'

// Settings → Integration → Webhooks (issue 32): the company's own admins register endpoints, see the delivery log,
// send a test event and resume a paused endpoint. The signing secret is in the create answer only.

const guard = allow.ownCompany()
const DELIVERIES_SHOWN = 50

const viewOf = (row: typeof webhookEndpoints.$inferSelect): WebhookView => ({
  id: row.id,
  url: row.url,
  eventTypes: row.eventTypes as WebhookEventType[],
  status: row.status,
  consecutiveFailures: row.consecutiveFailures,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
})

const deliveryOf = (row: typeof webhookDeliveries.$inferSelect): WebhookDeliveryView => ({
  id: row.id,
  eventType: row.eventType,
  status: row.status,
  attempts: row.attempts,
  responseStatus: row.responseStatus,
  responseBody: row.responseBody,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  nextAttemptAt: row.status === 'queued' ? row.nextAttemptAt.toISOString() : null,
})

export function webhookRoutes() {
  const app = new Hono<GatewayEnv>()

  const endpointOf = async (companyId: string, id: string, db: GatewayEnv['Variables']['deps']['db']) => {
    const [row] = await db
      .select()
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.id, id),
          eq(webhookEndpoints.companyId, companyId),
          isNull(webhookEndpoints.removedAt),
        ),
      )
    if (!row) throw notFound('No such webhook endpoint')
    return row
  }

  app.get(PATHS.webhooks.pattern, guard, async (c) => {
    const rows = await c.var.deps.db
      .select()
      .from(webhookEndpoints)
      .where(
        and(eq(webhookEndpoints.companyId, c.req.param('companyId')), isNull(webhookEndpoints.removedAt)),
      )
      .orderBy(desc(webhookEndpoints.createdAt))
    return c.json({ data: rows.map(viewOf) })
  })

  app.post(PATHS.webhooks.pattern, guard, body(WebhookCreate), async (c) => {
    const form = c.req.valid('json')
    const problems = fieldProblems(WebhookForm, form)
    if (!problems.url) {
      const refused = await webhookAddressProblem(form.url.trim(), c.var.deps.egress)
      if (refused) problems.url = refused
    }
    if (Object.keys(problems).length)
      throw invalid(Object.entries(problems).map(([field, message]) => ({ field, message })))
    const { db, tokens } = c.var.deps
    const companyId = c.req.param('companyId')
    const [held] = await db
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.companyId, companyId), isNull(webhookEndpoints.removedAt)))
    if ((held?.n ?? 0) >= WEBHOOKS_MAX) throw new ApiError(409, 'too_many_webhooks', WEBHOOK_TEXTS.tooMany)
    const secret = newWebhookSecret()
    const [row] = await db
      .insert(webhookEndpoints)
      .values({
        id: `whe_${randomUUID()}`,
        companyId,
        url: form.url.trim(),
        eventTypes: [...new Set(form.eventTypes)],
        secretSealed: tokens.secrets.seal(secret),
        createdBy: c.var.auth.user.email,
        createdAt: c.var.deps.now?.() ?? new Date(),
      })
      .returning()
    return c.json({ secret, data: viewOf(row!) }, 201)
  })

  app.delete(PATHS.webhook.pattern, guard, async (c) => {
    const { db } = c.var.deps
    const endpoint = await endpointOf(c.req.param('companyId'), c.req.param('id'), db)
    await db.transaction(async (tx) => {
      await tx
        .update(webhookEndpoints)
        .set({ removedAt: c.var.deps.now?.() ?? new Date() })
        .where(eq(webhookEndpoints.id, endpoint.id))
      // What was still waiting goes nowhere now: say so in the log rather than leave it queued.
      await tx
        .update(webhookDeliveries)
        .set({ status: 'failed', error: 'The endpoint was removed.' })
        .where(and(eq(webhookDeliveries.endpointId, endpoint.id), eq(webhookDeliveries.status, 'queued')))
    })
    return c.body(null, 204)
  })

  app.get(PATHS.webhookDeliveries.pattern, guard, async (c) => {
    const { db } = c.var.deps
    const endpoint = await endpointOf(c.req.param('companyId'), c.req.param('id'), db)
    const rows = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(DELIVERIES_SHOWN)
    return c.json({ data: rows.map(deliveryOf) })
  })

  app.post(PATHS.webhookTest.pattern, guard, async (c) => {
    const { db } = c.var.deps
    const endpoint = await endpointOf(c.req.param('companyId'), c.req.param('id'), db)
    const [queued] = await emitWebhookEvent(
      db,
      jobSender(c.var.deps),
      {
        companyId: endpoint.companyId,
        type: WEBHOOK_TEST_EVENT,
        data: { message: 'A test event from the Awareness console.', endpointId: endpoint.id },
        at: c.var.deps.now?.() ?? new Date(),
      },
      endpoint.id,
    )
    return c.json({ data: { deliveryId: queued!.id } }, 202)
  })

  app.post(PATHS.webhookResume.pattern, guard, async (c) => {
    const { db } = c.var.deps
    const endpoint = await endpointOf(c.req.param('companyId'), c.req.param('id'), db)
    const at = c.var.deps.now?.() ?? new Date()
    await db.transaction(async (tx) => {
      await tx
        .update(webhookEndpoints)
        .set({ status: 'active', consecutiveFailures: 0 })
        .where(eq(webhookEndpoints.id, endpoint.id))
      // Waiting and given-up deliveries go again from their first attempt: nothing the receiver missed is lost.
      const again = await tx
        .update(webhookDeliveries)
        .set({ status: 'queued', attempts: 0, nextAttemptAt: at })
        .where(
          and(
            eq(webhookDeliveries.endpointId, endpoint.id),
            inArray(webhookDeliveries.status, ['queued', 'failed']),
          ),
        )
        .returning({ id: webhookDeliveries.id })
      await enqueueDeliveries(tx, jobSender(c.var.deps), again)
    })
    const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id))
    return c.json({ data: viewOf(row!) })
  })

  return app
}
