import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import { WEBHOOK_PAUSE_AFTER_FAILURES } from '../../src/domain/webhooks'
import type { SecretBox } from '../auth/sealed-secrets'
import type { Database } from '../db/open'
import { webhookDeliveries, webhookEndpoints } from '../db/schema'
import { egressFailureOf, type EgressPolicy } from '../egress/policy'
import { egressRequest } from '../egress/http'
import {
  DELIVERY_HEADER,
  EVENT_HEADER,
  SIGNATURE_HEADER,
  signWebhook,
  standardWebhookHeaders,
} from './signature'

// The webhook dispatcher: claims due deliveries of active endpoints with FOR UPDATE SKIP LOCKED under a lease (so
// several gateway processes share the queue and a process that dies mid-call leaves its deliveries to be taken
// again), posts each signed, and records the answer in the delivery log. A 2xx is delivered — once: the delivery
// is never claimed again. Anything else is retried with a doubling pause until the last attempt fails it; an
// endpoint failing WEBHOOK_PAUSE_AFTER_FAILURES times in a row is paused, and its deliveries wait, not lost.

export interface DispatcherOptions {
  secrets: SecretBox
  /** Every delivery is an outbound connection on a company's say-so: through the egress policy. */
  egress: EgressPolicy
  maxAttempts?: number
  retryBaseMs?: number
  leaseMs?: number
  timeoutMs?: number
  batch?: number
  pauseAfterFailures?: number
  now?: () => Date
}

export const DISPATCHER_DEFAULTS = {
  maxAttempts: 8,
  retryBaseMs: 30_000,
  leaseMs: 60_000,
  timeoutMs: 10_000,
  batch: 20,
  pauseAfterFailures: WEBHOOK_PAUSE_AFTER_FAILURES,
}
const RESPONSE_KEPT = 2_000

type Claimed = typeof webhookDeliveries.$inferSelect & { url: string; secretSealed: string }
interface Answer {
  status: number | null
  body: string | null
  error: string | null
}

export function createWebhookDispatcher(db: Database, options: DispatcherOptions) {
  const settings = { ...DISPATCHER_DEFAULTS, ...options }
  const now = options.now ?? (() => new Date())

  async function claim(): Promise<Claimed[]> {
    const at = now()
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(
          and(
            eq(webhookDeliveries.status, 'queued'),
            lte(webhookDeliveries.nextAttemptAt, at),
            eq(webhookEndpoints.status, 'active'),
            sql`${webhookEndpoints.removedAt} is null`,
          ),
        )
        .orderBy(webhookDeliveries.nextAttemptAt)
        .limit(settings.batch)
        .for('update', { of: webhookDeliveries, skipLocked: true })
      if (due.length === 0) return []
      const rows = await tx
        .update(webhookDeliveries)
        .set({
          nextAttemptAt: new Date(at.getTime() + settings.leaseMs),
          attempts: sql`${webhookDeliveries.attempts} + 1`,
        })
        .where(
          inArray(
            webhookDeliveries.id,
            due.map((row) => row.id),
          ),
        )
        .returning()
      const endpoints = await tx
        .select({
          id: webhookEndpoints.id,
          url: webhookEndpoints.url,
          secretSealed: webhookEndpoints.secretSealed,
        })
        .from(webhookEndpoints)
        .where(
          inArray(
            webhookEndpoints.id,
            rows.map((row) => row.endpointId),
          ),
        )
      const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]))
      return rows.map((row) => {
        const endpoint = byId.get(row.endpointId)!
        return { ...row, url: endpoint.url, secretSealed: endpoint.secretSealed }
      })
    })
  }

  async function post(delivery: Claimed, body: string): Promise<Answer> {
    const secret = settings.secrets.open(delivery.secretSealed)
    if (secret === null) return { status: null, body: null, error: 'The signing secret cannot be opened.' }
    const at = now()
    try {
      const answer = await egressRequest(settings.egress, delivery.url, {
        method: 'POST',
        timeoutMs: settings.timeoutMs,
        maxBody: RESPONSE_KEPT,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': String(Buffer.byteLength(body)),
          'User-Agent': 'Awareness-Webhooks/1',
          [SIGNATURE_HEADER]: signWebhook(secret, body, at),
          [DELIVERY_HEADER]: delivery.id,
          [EVENT_HEADER]: delivery.eventType,
          ...standardWebhookHeaders(secret, delivery.id, body, at),
        },
        body,
      })
      return { status: answer.status, body: answer.body, error: null }
    } catch (error) {
      return { status: null, body: null, error: egressFailureOf(error) }
    }
  }

  async function deliver(delivery: Claimed): Promise<'delivered' | 'retried' | 'failed'> {
    const answer = await post(delivery, JSON.stringify(delivery.payload))
    const at = now()
    const ok = answer.status !== null && answer.status >= 200 && answer.status < 300
    const last = delivery.attempts >= settings.maxAttempts
    const status = ok ? 'delivered' : last ? 'failed' : 'queued'
    await db.transaction(async (tx) => {
      await tx
        .update(webhookDeliveries)
        .set({
          status,
          responseStatus: answer.status,
          responseBody: answer.body,
          error: answer.error ?? (ok ? null : `The receiver answered ${answer.status}.`),
          ...(ok ? { deliveredAt: at } : {}),
          ...(status === 'queued'
            ? { nextAttemptAt: new Date(at.getTime() + settings.retryBaseMs * 2 ** (delivery.attempts - 1)) }
            : {}),
        })
        .where(eq(webhookDeliveries.id, delivery.id))
      if (ok) {
        await tx
          .update(webhookEndpoints)
          .set({ consecutiveFailures: 0 })
          .where(eq(webhookEndpoints.id, delivery.endpointId))
        return
      }
      await tx
        .update(webhookEndpoints)
        .set({
          consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`,
          status: sql`case when ${webhookEndpoints.consecutiveFailures} + 1 >= ${settings.pauseAfterFailures} then 'paused' else ${webhookEndpoints.status} end`,
        })
        .where(eq(webhookEndpoints.id, delivery.endpointId))
    })
    return ok ? 'delivered' : last ? 'failed' : 'retried'
  }

  return {
    /** Sends what is due now. */
    async drain() {
      const counts = { delivered: 0, retried: 0, failed: 0 }
      for (;;) {
        const batch = await claim()
        if (batch.length === 0) return counts
        for (const outcome of await Promise.all(batch.map(deliver))) counts[outcome] += 1
      }
    },
  }
}

export function startWebhookDispatcher(db: Database, options: DispatcherOptions, everyMs = 2_000) {
  const dispatcher = createWebhookDispatcher(db, options)
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    dispatcher
      .drain()
      .catch((error: unknown) => console.error('webhook dispatcher:', error))
      .finally(() => {
        running = false
      })
  }, everyMs)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
