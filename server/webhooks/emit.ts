import { randomUUID } from 'node:crypto'
import type { JobSender } from '../jobs/sender'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { WebhookEventType } from '../../src/domain/webhooks'
import type { Database } from '../db/open'
import { webhookDeliveries, webhookEndpoints } from '../db/schema'

// Queues an event for every endpoint of the company that takes it, paused ones included (their events wait for
// the resume). Called with the transaction that records what the event reports, so the two are stored together.

type Writer = Pick<Database, 'select' | 'insert' | 'execute'>

/** The job that delivers one event to one endpoint. */
export interface WebhookJob {
  deliveryId: string
}

export interface WebhookEvent {
  companyId: string
  type: WebhookEventType | 'webhook.test'
  data: Record<string, unknown>
  at?: Date
}

export function webhookPayload(event: WebhookEvent, id: string, at: Date) {
  return { id, type: event.type, createdAt: at.toISOString(), companyId: event.companyId, data: event.data }
}

/** One event per item (a bulk invite is one `user.added` per user), for every endpoint that takes the type. */
export async function emitWebhookEvents(
  db: Writer,
  jobs: JobSender | null,
  companyId: string,
  type: WebhookEvent['type'],
  items: readonly Record<string, unknown>[],
  at: Date = new Date(),
  onlyEndpointId?: string,
) {
  if (items.length === 0) return []
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.companyId, companyId),
        isNull(webhookEndpoints.removedAt),
        onlyEndpointId
          ? eq(webhookEndpoints.id, onlyEndpointId)
          : sql`${webhookEndpoints.eventTypes} @> ${JSON.stringify([type])}::jsonb`,
      ),
    )
  if (endpoints.length === 0) return []
  const rows = items.flatMap((data) => {
    const payload = webhookPayload({ companyId, type, data }, `evt_${randomUUID()}`, at)
    return endpoints.map((endpoint) => ({
      id: `whd_${randomUUID()}`,
      endpointId: endpoint.id,
      companyId,
      eventType: type,
      payload,
      nextAttemptAt: at,
      createdAt: at,
    }))
  })
  const ids: { id: string }[] = []
  for (let i = 0; i < rows.length; i += 2_000)
    ids.push(
      ...(await db
        .insert(webhookDeliveries)
        .values(rows.slice(i, i + 2_000))
        .returning({ id: webhookDeliveries.id })),
    )
  await enqueueDeliveries(db, jobs, ids)
  return ids
}

/** The webhook queue's jobs for delivery rows just written (or queued again by a resume). */
export async function enqueueDeliveries(db: Writer, jobs: JobSender | null, rows: readonly { id: string }[]) {
  await jobs?.enqueue(
    db,
    'webhook-deliver',
    rows.map((row) => ({ data: { deliveryId: row.id } satisfies WebhookJob, singletonKey: row.id })),
  )
}

export function emitWebhookEvent(
  db: Writer,
  jobs: JobSender | null,
  event: WebhookEvent,
  onlyEndpointId?: string,
) {
  return emitWebhookEvents(db, jobs, event.companyId, event.type, [event.data], event.at, onlyEndpointId)
}
