import { array, enums, nullable, number, object, size, string, trimmed, type Infer } from 'superstruct'
import { AUDIT_REASON_MAX } from './audit-log'

// Ours (issue 63): the gateway's background job queue as platform staff read it — each queue's depth, what runs,
// what failed and what ended in the dead letters — and Retry / Cancel of one job, each with a reason that the
// audit log keeps.

export const JOB_QUEUE_TEXTS = {
  title: 'Background jobs',
  intro:
    'The gateway’s queues: what waits, what runs now, and the jobs that failed. A job that keeps failing ends in the dead letters; retry it once its cause is fixed, or cancel it.',
  reload: 'Reload',
  queues: 'Queues',
  problems: 'Failed and dead-lettered jobs',
  noProblems: 'No job is retrying or dead-lettered.',
  countedAt: 'Counted',
  retry: 'Retry',
  cancel: 'Cancel',
  reason: 'Reason',
  reasonHint: 'Kept in the audit log.',
  reasonRequired: 'Please give a reason.',
  confirmRetry: 'Retry job',
  confirmCancel: 'Cancel job',
  back: 'Back',
  retried: 'The job was queued again.',
  cancelled: 'The job was cancelled.',
  gone: 'This job has changed since the list was loaded. Reload to see where it is now.',
} as const

export const JOB_PROBLEM_LABELS = { retrying: 'Retrying', dead: 'Dead letter' } as const

export const JobQueueSummary = object({
  name: string(),
  title: string(),
  schedule: nullable(string()),
  queued: number(),
  deferred: number(),
  active: number(),
  failed: number(),
  /** Completed in the last day (completed jobs are kept a day). */
  completed: number(),
  lastError: nullable(object({ message: string(), at: string() })),
})
export type JobQueueSummary = Infer<typeof JobQueueSummary>

export const JobProblem = object({
  id: string(),
  /** The queue the job is in now: its own queue when it failed, the dead letters once it ended there. */
  queue: string(),
  /** The queue the work belongs to. */
  source: string(),
  sourceTitle: string(),
  kind: enums(['retrying', 'dead'] as const),
  attempts: number(),
  error: string(),
  /** When it last failed. */
  at: string(),
  /** A retrying job's next attempt. */
  nextAttemptAt: nullable(string()),
})
export type JobProblem = Infer<typeof JobProblem>

export const JobQueueOverview = object({
  queues: array(JobQueueSummary),
  problems: array(JobProblem),
  countedAt: nullable(string()),
})
export type JobQueueOverview = Infer<typeof JobQueueOverview>

export const JobActionBody = object({
  reason: size(trimmed(string()), 1, AUDIT_REASON_MAX),
})
export type JobActionBody = Infer<typeof JobActionBody>

export type JobAction = 'retry' | 'cancel'

/** The reason field's problem, in the form's words; null when it can be sent. */
export const jobReasonProblem = (reason: string): string | null =>
  reason.trim().length === 0 ? JOB_QUEUE_TEXTS.reasonRequired : null

/** A queue's schedule in words (the gateway's schedules are UTC cron expressions). */
export function scheduleLabel(cron: string | null): string {
  if (cron === null) return 'When queued'
  if (cron === '* * * * *') return 'Every minute'
  const hourly = /^(\d{1,2}) \* \* \* \*$/.exec(cron)
  if (hourly) return `Hourly at :${hourly[1]!.padStart(2, '0')}`
  return `${cron} (UTC)`
}
