import type { JobWithMetadata, PgBoss } from 'pg-boss'
import { and, isNotNull, sql } from 'drizzle-orm'
import type { Database } from '../db/open'
import { companies } from '../db/schema'
import { assignMonthlyVideo, monthOf } from '../monthly-video/assign'
import { sendDueReports } from '../reports/schedules'
import { sendDueAutomaticReminders } from '../reminders/automatic'
import { dispatchDue, openDueRounds } from '../simulation/dispatcher'
import type { Relay } from '../mail/relay'
import type { MailJob } from '../mail/outbox'
import type { WebhookDispatcher } from '../webhooks/dispatcher'
import type { WebhookJob } from '../webhooks/emit'
import { attemptOf } from './outcome'
import type { JobQueueName } from './queues'
import { jobSenderOf } from './sender'

// What each queue's job does: the area's service, called with the time the job runs. A job that throws is
// retried by the queue; every service here claims its rows in its own transaction, so a job taken again after
// its process died neither loses nor repeats what it did.

export interface JobContext {
  db: Database
  boss: PgBoss
  publicUrl: string
  /** True when an SMTP relay takes the console's mail on. */
  relayed: boolean
  now: () => Date
  /** The mail queue's worker (a process without one does not work that queue). */
  relay?: Relay
  /** The webhook queue's worker. */
  webhooks?: WebhookDispatcher
}

export interface MonthlyVideoJob {
  companyId: string
  month: string
}

type Handler = (context: JobContext, job: JobWithMetadata<unknown>) => Promise<object>

export const JOB_HANDLERS: Record<JobQueueName, Handler> = {
  'simulation-rounds': async ({ db, now }) => ({ opened: await openDueRounds(db, now()) }),
  'simulation-sends': async ({ db, now, publicUrl, relayed, boss }) => ({
    mailed: await dispatchDue(db, now(), { publicUrl, relayed, jobs: jobSenderOf(boss) }),
  }),
  // The hour's pass gives each company its own job: one company's failure is retried alone.
  'monthly-videos': async ({ db, boss, now }) => {
    const month = monthOf(now())
    const enabled = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(isNotNull(companies.monthlyVideo), sql`(${companies.monthlyVideo} ->> 'enabled')::boolean`))
    const jobs = enabled.map((company) => ({
      data: { companyId: company.id, month } satisfies MonthlyVideoJob,
      singletonKey: `${company.id}:${month}`,
    }))
    if (jobs.length > 0) await boss.insert('monthly-video', jobs)
    return { companies: jobs.length }
  },
  'monthly-video': async ({ db, now }, job) => {
    const { companyId, month } = job.data as MonthlyVideoJob
    const [company] = await db
      .select({ settings: companies.monthlyVideo })
      .from(companies)
      .where(sql`${companies.id} = ${companyId}`)
    if (!company?.settings?.enabled) return { given: false, reason: 'turned off' }
    const given = await assignMonthlyVideo(db, companyId, company.settings, now(), month)
    return given ? { given: true, learners: given.learners } : { given: false }
  },
  'scheduled-reports': async ({ db, now, boss }) => ({
    mailed: await sendDueReports(db, jobSenderOf(boss), now()),
  }),
  'automatic-reminders': async ({ db, now, boss }) => ({
    reminded: await sendDueAutomaticReminders(db, jobSenderOf(boss), now()),
  }),
  'mail-send': async ({ relay }, job) => relay!.deliver((job.data as MailJob).outboxId, attemptOf(job)),
  'webhook-deliver': async ({ webhooks }, job) =>
    webhooks!.deliver((job.data as WebhookJob).deliveryId, attemptOf(job)),
}

/** Queues a process works only when it was given their worker. */
export const needsWorker: Partial<Record<JobQueueName, keyof JobContext>> = {
  'mail-send': 'relay',
  'webhook-deliver': 'webhooks',
}
