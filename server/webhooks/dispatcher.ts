import { eq, sql } from 'drizzle-orm'
import { WEBHOOK_PAUSE_AFTER_FAILURES } from '../../src/domain/webhooks'
import type { SecretBox } from '../auth/sealed-secrets'
import type { Database } from '../db/open'
import { webhookDeliveries, webhookEndpoints } from '../db/schema'
import { egressFailureOf, type EgressPolicy } from '../egress/policy'
import { egressRequest } from '../egress/http'
import { JobFailure, type JobAttempt } from '../jobs/outcome'
import {
  DELIVERY_HEADER,
  EVENT_HEADER,
  SIGNATURE_HEADER,
  signWebhook,
  standardWebhookHeaders,
} from './signature'

// The webhook dispatcher: the webhook queue's worker. Each delivery (an event for one endpoint) has its job,
// enqueued with the row; the dispatcher posts it signed and records the answer in the delivery log. A 2xx is
// delivered, once: a job of a delivered row does nothing. Anything else is retried by the queue with its
// doubling pause until the last attempt fails it (and dead-letters the job). An endpoint failing
// WEBHOOK_PAUSE_AFTER_FAILURES times in a row is paused: its deliveries' jobs leave them queued, and resuming the
// endpoint enqueues them again.

export interface DispatcherOptions {
  secrets: SecretBox
  /** Every delivery is an outbound connection on a company's say-so: through the egress policy. */
  egress: EgressPolicy
  timeoutMs?: number
  pauseAfterFailures?: number
  now?: () => Date
}

export const DISPATCHER_DEFAULTS = {
  timeoutMs: 10_000,
  pauseAfterFailures: WEBHOOK_PAUSE_AFTER_FAILURES,
}
const RESPONSE_KEPT = 2_000

type Delivery = typeof webhookDeliveries.$inferSelect & { url: string; secretSealed: string }
interface Answer {
  status: number | null
  body: string | null
  error: string | null
}

export type WebhookOutcome = 'delivered' | 'waiting' | 'done already'

export interface WebhookDispatcher {
  /** Posts the delivery; a failed attempt is thrown as a JobFailure for the queue to retry. */
  deliver(deliveryId: string, attempt: JobAttempt): Promise<{ outcome: WebhookOutcome }>
}

export function createWebhookDispatcher(db: Database, options: DispatcherOptions): WebhookDispatcher {
  const settings = { ...DISPATCHER_DEFAULTS, ...options }
  const now = options.now ?? (() => new Date())

  async function post(delivery: Delivery, body: string): Promise<Answer> {
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

  return {
    async deliver(deliveryId, attempt) {
      const [delivery] = await db
        .select({
          row: webhookDeliveries,
          url: webhookEndpoints.url,
          secretSealed: webhookEndpoints.secretSealed,
          endpointStatus: webhookEndpoints.status,
          removedAt: webhookEndpoints.removedAt,
        })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(eq(webhookDeliveries.id, deliveryId))
      if (!delivery || delivery.row.status !== 'queued') return { outcome: 'done already' }
      // A paused endpoint's deliveries wait for its resume, which enqueues them again.
      if (delivery.endpointStatus !== 'active' || delivery.removedAt) return { outcome: 'waiting' }
      const row: Delivery = { ...delivery.row, url: delivery.url, secretSealed: delivery.secretSealed }
      const answer = await post(row, JSON.stringify(row.payload))
      const at = now()
      const ok = answer.status !== null && answer.status >= 200 && answer.status < 300
      const status = ok ? 'delivered' : attempt.last ? 'failed' : 'queued'
      const error = answer.error ?? (ok ? null : `The receiver answered ${answer.status}.`)
      await db.transaction(async (tx) => {
        await tx
          .update(webhookDeliveries)
          .set({
            status,
            attempts: attempt.number,
            responseStatus: answer.status,
            responseBody: answer.body,
            error,
            nextAttemptAt: at,
            ...(ok ? { deliveredAt: at } : {}),
          })
          .where(eq(webhookDeliveries.id, row.id))
        if (ok) {
          await tx
            .update(webhookEndpoints)
            .set({ consecutiveFailures: 0 })
            .where(eq(webhookEndpoints.id, row.endpointId))
          return
        }
        await tx
          .update(webhookEndpoints)
          .set({
            consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`,
            status: sql`case when ${webhookEndpoints.consecutiveFailures} + 1 >= ${settings.pauseAfterFailures} then 'paused' else ${webhookEndpoints.status} end`,
          })
          .where(eq(webhookEndpoints.id, row.endpointId))
      })
      if (!ok) throw new JobFailure(error!, { final: attempt.last })
      return { outcome: 'delivered' }
    },
  }
}
