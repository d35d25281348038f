import { sql } from 'drizzle-orm'
import { fromDrizzle, type JobInsert, type PgBoss } from 'pg-boss'
import type { Database } from '../db/open'
import type { JobQueueName } from './queues'

// Enqueues jobs through the caller's own connection: given a transaction, the jobs commit or roll back with the
// rows they are about (an outbox mail, a webhook delivery), so no job ever points at work that was not stored.

export type JobWriter = Pick<Database, 'execute'>

export interface JobSender {
  enqueue(db: JobWriter, name: JobQueueName, jobs: readonly JobInsert[]): Promise<void>
}

const CHUNK = 1000

export const jobSenderOf = (boss: PgBoss): JobSender => ({
  async enqueue(db, name, jobs) {
    for (let start = 0; start < jobs.length; start += CHUNK)
      await boss.insert(name, jobs.slice(start, start + CHUNK), { db: fromDrizzle(db as never, sql) })
  },
})
