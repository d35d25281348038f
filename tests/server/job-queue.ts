import type { PgBoss } from 'pg-boss'
import type { OpenedDatabase } from '../../server/db/open'
import { startJobQueue, type RunningJobQueue } from '../../server/jobs/runner'
import type { JobQueueName } from '../../server/jobs/queues'

// The gateway's job queue on a test's database, with workers that look for jobs every half second: a test
// sends a job and waits for the worker of the real queue to finish it.

export const startTestJobQueue = (database: OpenedDatabase, options: { relayed?: boolean } = {}) =>
  startJobQueue(database, {
    work: true,
    publicUrl: 'http://127.0.0.1',
    relayed: options.relayed ?? false,
    pollingIntervalSeconds: 0.5,
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
