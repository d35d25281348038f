import { sql } from 'drizzle-orm'
import {
  fromDrizzle,
  fromPglite,
  PgBoss,
  type Clock,
  type ConstructorOptions,
  type JobResult,
  type Queue,
} from 'pg-boss'
import type { Database } from '../db/open'
import type { OpenedDatabase } from '../db/open'
import { JOB_HANDLERS, needsWorker, type JobContext } from './handlers'
import { attemptOf, JobFailure, type CarriedAttempts } from './outcome'
import { DEAD_LETTERS, JOB_QUEUES, type JobQueueName } from './queues'
import { jobSenderOf, type JobSender } from './sender'

// The job queue of one gateway process: pg-boss on the gateway's database (the embedded PGlite, or Postgres
// where every process shares it), its queues and schedules made current at start, and a worker per queue.

export interface JobQueueOptions extends Omit<JobContext, 'boss' | 'db' | 'now'> {
  /** Starts the workers and the schedules; without it the process only reads and writes the queue. */
  work?: boolean
  /** A test's clock: pg-boss and the handlers then agree on a time the test moves. */
  clock?: Clock
  /** How often an idle worker looks for jobs (pg-boss's minimum is half a second). */
  pollingIntervalSeconds?: number
  /** A test's quicker retries: the queues' options it changes. */
  queueOptions?: Partial<Record<JobQueueName, Omit<Queue, 'name' | 'policy'>>>
}

export interface RunningJobQueue {
  boss: PgBoss
  /** Runs a queue's job now, beside its schedule (a launch that has mail due at once). */
  runNow(name: JobQueueName): Promise<void>
  /** Enqueues jobs in the caller's transaction (mails, webhook deliveries). */
  sender: JobSender
  /** The same inside the caller's transaction: a rollback leaves no job. */
  runNowWithin(tx: Pick<Database, 'execute'>, name: JobQueueName): Promise<void>
  stop(): Promise<void>
}

export async function startJobQueue(
  database: OpenedDatabase,
  options: JobQueueOptions,
): Promise<RunningJobQueue> {
  const store = database.jobStore
  const common: ConstructorOptions = {
    // How fresh the staff page's counts are.
    monitorIntervalSeconds: 15,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.work ? {} : { schedule: false, supervise: false }),
  }
  const boss = new PgBoss(
    store.kind === 'pglite'
      ? { ...common, db: fromPglite(store.client), backend: 'pglite' }
      : { ...common, connectionString: store.url, max: 4, application_name: 'awareness-jobs' },
  )
  boss.on('error', (error) => console.error('Job queue:', error.message))
  await boss.start()
  await ensureQueue(boss, DEAD_LETTERS, { retryLimit: 0, deleteAfterSeconds: 30 * 86_400 })
  for (const queue of JOB_QUEUES)
    await ensureQueue(boss, queue.name, { ...queue.options, ...options.queueOptions?.[queue.name] })
  const clock = options.clock
  const context: JobContext = {
    db: database.db,
    boss,
    publicUrl: options.publicUrl,
    relayed: options.relayed,
    now: () => new Date(clock ? clock.now() : Date.now()),
    ...(options.relay ? { relay: options.relay } : {}),
    ...(options.webhooks ? { webhooks: options.webhooks } : {}),
  }
  if (options.work) {
    for (const queue of JOB_QUEUES) {
      const worker = needsWorker[queue.name]
      if (worker && !context[worker]) continue
      if (queue.cron) await boss.schedule(queue.name, queue.cron, null, { tz: 'UTC' })
      await boss.work(
        queue.name,
        {
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
          includeMetadata: true,
          perJobResults: true,
          // Mail and webhook queues take their jobs in batches, run them side by side, and fetch again at once
          // while batches come back full; the scheduled jobs come one at a time.
          batchSize: queue.batchSize ?? 1,
          burstWhenBatchFull: true,
        },
        (jobs): Promise<JobResult[]> =>
          Promise.all(
            jobs.map(async (job): Promise<JobResult> => {
              try {
                const output = await JOB_HANDLERS[queue.name](context, job)
                return { id: job.id, status: 'completed', output }
              } catch (error) {
                const message = failureOf(error)
                if (error instanceof JobFailure && error.when.retryAt) {
                  // The other party named the time: a new job then, carrying the attempts made so far.
                  const carried: CarriedAttempts = { priorAttempts: attemptOf(job).number }
                  await boss.send(
                    queue.name,
                    { ...(job.data as object), ...carried },
                    {
                      startAfter: error.when.retryAt,
                      ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}),
                    },
                  )
                  return { id: job.id, status: 'completed', output: { message, retryAt: error.when.retryAt } }
                }
                const final = error instanceof JobFailure && error.when.final
                return { id: job.id, status: final ? 'deadletter' : 'failed', output: { message } }
              }
            }),
          ),
      )
    }
  }
  return {
    boss,
    sender: jobSenderOf(boss),
    async runNow(name) {
      await boss.send(name, null)
    },
    async runNowWithin(tx, name) {
      await boss.send(name, null, { db: fromDrizzle(tx as never, sql) })
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  }
}

/** Creates the queue, or brings an existing one to the options this release declares. */
async function ensureQueue(boss: PgBoss, name: string, options: Parameters<PgBoss['createQueue']>[1]) {
  if (await boss.getQueue(name)) {
    const { policy: _policy, ...changeable } = options ?? {}
    await boss.updateQueue(name, changeable)
  } else await boss.createQueue(name, options)
}

/**
 * What a failed job records, for the staff page: the database's own words rather than Drizzle's wrapper, which
 * repeats the whole statement with its parameters (people's addresses among them).
 */
function failureOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  return (cause instanceof Error ? cause.message : String(cause)).slice(0, 1000)
}
