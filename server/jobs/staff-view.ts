import { sql } from 'drizzle-orm'
import type { PgBoss } from 'pg-boss'
import type { JobProblem, JobQueueOverview } from '../../src/domain/job-queue'
import type { GatewayDeps } from '../context'
import type { Database } from '../db/open'
import { ApiError } from '../errors'
import { DEAD_LETTERS, JOB_QUEUES } from './queues'

// The queue as platform staff read it. Counts are read live from pg-boss's job table (its own statistics are
// refreshed by a monitor every few seconds, which would show a retried job still dead for a while); every change
// goes through pg-boss's API.

const PROBLEMS_SHOWN = 100
const titleOf = (name: string) => JOB_QUEUES.find((queue) => queue.name === name)?.title ?? name

interface CountRow extends Record<string, unknown> {
  name: string
  queued: number
  deferred: number
  active: number
  failed: number
  completed: number
}
interface ErrorRow extends Record<string, unknown> {
  name: string
  message: string | null
  at: Date | string
}
interface ProblemRow extends Record<string, unknown> {
  id: string
  name: string
  state: string
  source_name: string | null
  attempts: number
  message: string | null
  at: Date | string
  start_after: Date | string
}

const iso = (value: Date | string) => new Date(value).toISOString()
const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? [])

export async function jobQueueOverview(db: Database): Promise<JobQueueOverview> {
  const names = JOB_QUEUES.map((queue) => queue.name)
  const list = sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  )
  // One statement, so the counts, the last errors and the problems are read from one snapshot: read one after
  // another, a job that moved between them showed as retrying in one and without its error in the other.
  const [read] = rowsOf<{
    counts: CountRow[] | null
    errors: ErrorRow[] | null
    problems: ProblemRow[] | null
    now: Date | string
  }>(
    await db.execute(sql`
      select
        (select json_agg(c) from (
          select name,
            count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as queued,
            count(*) filter (where state in ('created', 'retry') and start_after > now())::int as deferred,
            count(*) filter (where state = 'active')::int as active,
            count(*) filter (where state = 'failed')::int as failed,
            count(*) filter (where state = 'completed' and completed_on > now() - interval '1 day')::int as completed
          from pgboss.job where name in (${list}) group by name) c) as counts,
        (select json_agg(e) from (
          select distinct on (name) name, output->>'message' as message,
            coalesce(completed_on, started_on, created_on) as at
          from pgboss.job where name in (${list}) and state in ('retry', 'failed') and output is not null
          order by name, coalesce(completed_on, started_on, created_on) desc) e) as errors,
        (select json_agg(p) from (
          select id, name, state, source_name,
            case when name = ${DEAD_LETTERS} then coalesce(source_retry_count, 0) else retry_count end + 1 as attempts,
            coalesce(output, source_output)->>'message' as message,
            coalesce(completed_on, started_on, created_on) as at, start_after
          from pgboss.job
          where (name = ${DEAD_LETTERS} and state in ('created', 'retry'))
            or (name in (${list}) and state = 'retry')
          order by coalesce(completed_on, started_on, created_on) desc
          limit ${PROBLEMS_SHOWN}) p) as problems,
        now() as now`),
  )
  const counts = read?.counts ?? []
  const errors = read?.errors ?? []
  const problems = read?.problems ?? []
  return {
    queues: JOB_QUEUES.map((queue) => {
      const count = counts.find((row) => row.name === queue.name)
      const error = errors.find((row) => row.name === queue.name)
      return {
        name: queue.name,
        title: queue.title,
        schedule: queue.cron ?? null,
        queued: count?.queued ?? 0,
        deferred: count?.deferred ?? 0,
        active: count?.active ?? 0,
        failed: count?.failed ?? 0,
        completed: count?.completed ?? 0,
        lastError: error?.message ? { message: error.message, at: iso(error.at) } : null,
      }
    }),
    problems: problems.map((row): JobProblem => {
      const dead = row.name === DEAD_LETTERS
      const source = dead ? (row.source_name ?? DEAD_LETTERS) : row.name
      return {
        id: row.id,
        queue: row.name,
        source,
        sourceTitle: titleOf(source),
        kind: dead ? 'dead' : 'retrying',
        attempts: Number(row.attempts),
        error: row.message ?? 'It failed without a message.',
        at: iso(row.at),
        nextAttemptAt: dead ? null : iso(row.start_after),
      }
    }),
    countedAt: read ? iso(read.now) : null,
  }
}

/** The gateway's queue; a gateway started without one (a test's) has nothing to show. */
export function queueOf(deps: Pick<GatewayDeps, 'jobs'>) {
  if (!deps.jobs) throw new ApiError(404, 'jobs_unavailable', 'The job queue is not running in this gateway.')
  return deps.jobs
}

const gone = () =>
  new ApiError(
    409,
    'job_changed',
    'This job has changed since the list was loaded. Reload to see where it is now.',
  )

/** The job's company, when its work names one: the audit entry belongs in that company's log. */
export async function jobCompanyOf(db: Database, id: string): Promise<string | null> {
  const [row] = rowsOf<{ company: string | null }>(
    await db.execute(sql`select data->>'companyId' as company from pgboss.job where id = ${id}::uuid`),
  )
  return row?.company ?? null
}

/** A dead letter goes back to the queue it came from; nothing else is retried by hand. */
export async function retryJob(boss: PgBoss, queue: string, id: string) {
  if (queue !== DEAD_LETTERS) throw gone()
  const moved = await boss.redrive(DEAD_LETTERS, { ids: [id] })
  if (moved !== 1) throw gone()
}

/** A dead letter, or a job waiting for its next attempt, is cancelled: it will not run again. */
export async function cancelJob(boss: PgBoss, queue: string, id: string) {
  // pg-boss answers how many jobs the command reached (its type leaves the fields undeclared).
  const result = (await boss.cancel(queue, id)) as { affected?: number }
  if (result.affected !== 1) throw gone()
}
