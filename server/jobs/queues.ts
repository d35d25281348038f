import type { Queue } from 'pg-boss'

// The gateway's background work as named queues on pg-boss. Each queue says how its jobs are retried (the
// library's doubling backoff), how long a claim holds before a dead process's job is taken again (expiry),
// and where a job goes once its retries are spent (the dead letters, which staff see and can retry). A cron
// schedule fires once per occurrence across every gateway process on the database.

/** Where every queue's jobs end once their retries are spent. */
export const DEAD_LETTERS = 'dead-letters'

export type JobQueueName =
  | 'simulation-rounds'
  | 'simulation-sends'
  | 'monthly-videos'
  | 'monthly-video'
  | 'scheduled-reports'
  | 'automatic-reminders'
  | 'mail-send'
  | 'webhook-deliver'

export interface JobQueue {
  name: JobQueueName
  /** What the queue does, in the staff page's words. */
  title: string
  /** A cron expression (UTC) when the queue runs on a schedule. */
  cron?: string
  /** Jobs a worker takes at once and runs side by side (one by default). */
  batchSize?: number
  options: Omit<Queue, 'name'>
}

const RETRIED = { retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 1800 } as const
/** Completed jobs stay a day for the staff page; minutely schedules would otherwise pile up for a week. */
const KEPT = { deleteAfterSeconds: 86_400, deadLetter: DEAD_LETTERS } as const

export const JOB_QUEUES: readonly JobQueue[] = [
  {
    name: 'simulation-rounds',
    title: 'Simulation rounds that open',
    cron: '* * * * *',
    // A round of a large company plans thousands of sends in one transaction.
    options: { ...RETRIED, ...KEPT, expireInSeconds: 600 },
  },
  {
    name: 'simulation-sends',
    title: 'Simulation mails that fall due',
    cron: '* * * * *',
    options: { ...RETRIED, ...KEPT, expireInSeconds: 600 },
  },
  {
    name: 'monthly-videos',
    title: 'Monthly videos to give',
    cron: '5 * * * *',
    options: { ...RETRIED, ...KEPT, expireInSeconds: 300 },
  },
  {
    name: 'monthly-video',
    title: 'A company’s monthly video',
    // One job per company and month queued or running at a time (its singleton key); the assignment's unique
    // row makes the gift itself once.
    options: { ...RETRIED, ...KEPT, policy: 'stately', expireInSeconds: 600 },
  },
  {
    name: 'scheduled-reports',
    title: 'Scheduled reports that fall due',
    cron: '* * * * *',
    options: { ...RETRIED, ...KEPT, expireInSeconds: 900 },
  },
  {
    name: 'automatic-reminders',
    title: 'Automatic reminders',
    cron: '* * * * *',
    options: { ...RETRIED, ...KEPT, expireInSeconds: 900 },
  },
  {
    name: 'mail-send',
    title: 'Mails to send',
    batchSize: 50,
    // A mail per job, enqueued with its outbox row and keyed by it: two jobs of one mail (one enqueued again while
    // the first waits for its retry) never run at once. A claim holds longer than one send can take with the SMTP
    // timeouts; a refusal is retried with a doubling pause, and after the fifth attempt the mail is failed.
    options: {
      retryLimit: 4,
      retryDelay: 30,
      retryBackoff: true,
      ...KEPT,
      policy: 'singleton',
      expireInSeconds: 120,
    },
  },
  {
    name: 'webhook-deliver',
    title: 'Webhook deliveries',
    batchSize: 20,
    // An event for one endpoint per job, enqueued with its delivery row and keyed by it (one runs at a time, as for
    // mail); eight attempts before it is failed.
    options: {
      retryLimit: 7,
      retryDelay: 30,
      retryBackoff: true,
      ...KEPT,
      policy: 'singleton',
      expireInSeconds: 60,
    },
  },
]

export const isJobQueueName = (name: string): name is JobQueueName =>
  JOB_QUEUES.some((queue) => queue.name === name) || name === DEAD_LETTERS
