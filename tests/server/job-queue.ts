import type { PgBoss } from 'pg-boss'
import type { OpenedDatabase } from '../../server/db/open'
import { startJobQueue, type RunningJobQueue } from '../../server/jobs/runner'
import type { JobQueueName } from '../../server/jobs/queues'
import { eq, sql } from 'drizzle-orm'
import { outbox, webhookDeliveries } from '../../server/db/schema'
import { enqueueMails } from '../../server/mail/outbox'
import { createRelay, type Relay, type RelayOptions } from '../../server/mail/relay'
import {
  createWebhookDispatcher,
  type DispatcherOptions,
  type WebhookDispatcher,
} from '../../server/webhooks/dispatcher'
import { enqueueDeliveries } from '../../server/webhooks/emit'

// The gateway's job queue on a test's database, with workers that look for jobs every half second: a test
// sends a job and waits for the worker of the real queue to finish it.

export const startTestJobQueue = (
  database: OpenedDatabase,
  options: { relayed?: boolean; relay?: Relay; webhooks?: WebhookDispatcher } = {},
) =>
  startJobQueue(database, {
    work: true,
    publicUrl: 'http://127.0.0.1',
    relayed: options.relayed ?? false,
    pollingIntervalSeconds: 0.5,
    queueOptions: QUICK_RETRIES,
    ...(options.relay ? { relay: options.relay } : {}),
    ...(options.webhooks ? { webhooks: options.webhooks } : {}),
  })

type Finished = Awaited<ReturnType<PgBoss['findJobs']>>[number]

/** Waits until the job has completed or failed for good, and answers it with its output. */
export async function settled(boss: PgBoss, name: string, id: string, timeoutMs = 20_000): Promise<Finished> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const [job] = await boss.findJobs(name, { id })
    if (job && (job.state === 'completed' || job.state === 'failed' || job.state === 'cancelled')) return job
    if (Date.now() > until) throw new Error(`job ${name} ${id} is still ${job?.state ?? 'missing'}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Sends a job to the queue and waits for its outcome. */
export async function runJob(jobs: RunningJobQueue, name: JobQueueName, data: object | null = null) {
  const id = await jobs.boss.send(name, data)
  if (!id) throw new Error(`the queue ${name} refused the job`)
  return settled(jobs.boss, name, id)
}

/**
 * The mail queue with the relay as its worker, on a test's database (as `npm start` runs it, with the queue's
 * pauses shortened so a test sees its retries). Mails a test writes with `jobs.sender` go through it.
 */
export const startRelayQueue = (
  database: OpenedDatabase,
  relay: Relay,
  queueOptions: Parameters<typeof startJobQueue>[1]['queueOptions'] = QUICK_RETRIES,
) =>
  startJobQueue(database, {
    work: true,
    publicUrl: 'http://127.0.0.1',
    relayed: true,
    relay,
    pollingIntervalSeconds: 0.5,
    queueOptions,
  })

/** The webhook queue with the dispatcher as its worker, its pauses shortened. */
export const startWebhookQueue = (
  database: OpenedDatabase,
  webhooks: WebhookDispatcher,
  queueOptions: Parameters<typeof startJobQueue>[1]['queueOptions'] = QUICK_RETRIES,
) =>
  startJobQueue(database, {
    work: true,
    publicUrl: 'http://127.0.0.1',
    relayed: false,
    webhooks,
    pollingIntervalSeconds: 0.5,
    queueOptions,
  })

/** A second between attempts instead of the queues' 30 s doubling, the attempts as in production. */
export const QUICK_RETRIES = {
  'mail-send': { retryDelay: 1, retryBackoff: false },
  'webhook-deliver': { retryDelay: 1, retryBackoff: false },
} as const

/** Polls until `read` answers something other than undefined. */
export async function eventually<T>(read: () => Promise<T | undefined>, what: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (value !== undefined) return value
    if (Date.now() > until) throw new Error(`still waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * The relay on the real mail queue for the mail a test's gateway queued (a test's gateway runs no queue): a job
 * for each queued outbox mail, then the worker until every job settled. Answers what the jobs reported.
 */
export async function relayQueued(
  database: OpenedDatabase,
  options: RelayOptions,
  queueOptions?: Parameters<typeof startRelayQueue>[2],
) {
  const relay = createRelay(database.db, options)
  const queue = await startRelayQueue(database, relay, queueOptions)
  try {
    const queued = await database.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.status, 'queued'))
    await enqueueMails(database.db, queue.sender, queued)
    const ids = sql`(${sql.join(
      queued.map((row) => sql`${row.id}`),
      sql`, `,
    )})`
    const theirs = queued.length ? sql`name = 'mail-send' and data->>'outboxId' in ${ids}` : sql`false`
    await eventually(async () => {
      const [open] = rowsOf<{ n: number }>(
        await database.db.execute(
          sql`select count(*)::int as n from pgboss.job where ${theirs} and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
        ),
      )
      return open!.n === 0 ? true : undefined
    }, 'the mail queue settled')
    const outcomes = rowsOf<{ outcome: string | null; state: string; n: number }>(
      await database.db.execute(
        sql`select output->>'outcome' as outcome, state::text as state, count(*)::int as n from pgboss.job where ${theirs} group by 1, 2`,
      ),
    )
    const count = (outcome: string) =>
      outcomes.filter((row) => row.outcome === outcome).reduce((sum, row) => sum + row.n, 0)
    return {
      sent: count('sent'),
      failed: count('failed') + outcomes.filter((row) => row.state === 'failed').reduce((s, r) => s + r.n, 0),
      kept: count('kept'),
    }
  } finally {
    await queue.stop()
    relay.close()
  }
}

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? [])

/** The mail queue's jobs for one outbox mail, oldest first. */
export async function findMailJobs(database: OpenedDatabase, outboxId: string) {
  return rowsOf<{ id: string; state: string; data: object; startAfter: Date }>(
    await database.db.execute(
      sql`select id, state::text as state, data, start_after as "startAfter" from pgboss.job where name = 'mail-send' and data->>'outboxId' = ${outboxId} order by created_on`,
    ),
  ).map((row) => ({ ...row, startAfter: new Date(row.startAfter) }))
}

/** A webhook test's pause between attempts: long enough that a delivery is not due again within one pass. */
export const WEBHOOK_TEST_RETRY_SECONDS = 2

/**
 * The dispatcher on the real webhook queue for the deliveries a test's gateway queued (a test's gateway runs no
 * queue): a job for each queued delivery that has none, then the worker until nothing is due. Answers what
 * changed, as the delivery log shows it.
 */
export async function deliverQueued(database: OpenedDatabase, options: DispatcherOptions) {
  const { db } = database
  const snapshot = async () =>
    new Map(
      (
        await db
          .select({
            id: webhookDeliveries.id,
            status: webhookDeliveries.status,
            attempts: webhookDeliveries.attempts,
          })
          .from(webhookDeliveries)
      ).map((row) => [row.id, row]),
    )
  const before = await snapshot()
  const queue = await startWebhookQueue(database, createWebhookDispatcher(db, options), {
    'webhook-deliver': { retryDelay: WEBHOOK_TEST_RETRY_SECONDS, retryBackoff: false },
  })
  try {
    const waiting = rowsOf<{ id: string }>(
      await db.execute(sql`select d.id from webhook_deliveries d where d.status = 'queued' and not exists (
        select 1 from pgboss.job j where j.name = 'webhook-deliver' and j.singleton_key = d.id
          and j.state in ('created', 'retry', 'active'))`),
    )
    await enqueueDeliveries(db, queue.sender, waiting)
    await eventually(async () => {
      const [open] = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from pgboss.job where name = 'webhook-deliver' and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
        ),
      )
      return open!.n === 0 ? true : undefined
    }, 'the webhook queue settled')
  } finally {
    await queue.stop()
  }
  const counts = { delivered: 0, retried: 0, failed: 0 }
  for (const row of (await snapshot()).values()) {
    const was = before.get(row.id)
    if (row.status === 'delivered' && was?.status !== 'delivered') counts.delivered += 1
    else if (row.status === 'failed' && was?.status !== 'failed') counts.failed += 1
    else if (row.status === 'queued' && row.attempts > (was?.status === 'queued' ? was.attempts : 0))
      counts.retried += 1
  }
  return counts
}
