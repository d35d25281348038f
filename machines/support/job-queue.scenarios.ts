import { jobQueueMachine } from './job-queue.machine'
import { defineFlow } from '../flow'
import { offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'
import type { JobProblem, JobQueueOverview } from '../../src/domain/job-queue'

const dead: JobProblem = {
  id: 'a7d7ad2e-6f2c-4a4e-9d62-0f7d4d5b2c10',
  queue: 'dead-letters',
  source: 'scheduled-reports',
  sourceTitle: 'Scheduled reports that fall due',
  kind: 'dead',
  attempts: 6,
  error: 'relation "report_schedules" does not exist',
  at: '2026-12-03T01:00:00.000Z',
  nextAttemptAt: null,
}
const retrying: JobProblem = {
  ...dead,
  id: 'c1b0f1d4-2f5e-4a8e-8d0b-3b4e6f1a9c22',
  queue: 'monthly-video',
  source: 'monthly-video',
  sourceTitle: 'A company’s monthly video',
  kind: 'retrying',
  attempts: 2,
  nextAttemptAt: '2026-12-03T01:02:00.000Z',
}
const overview: JobQueueOverview = {
  queues: [
    {
      name: 'scheduled-reports',
      title: 'Scheduled reports that fall due',
      schedule: '* * * * *',
      queued: 1,
      deferred: 0,
      active: 0,
      failed: 1,
      completed: 1440,
      lastError: { message: dead.error, at: dead.at },
    },
  ],
  problems: [dead, retrying],
  countedAt: '2026-12-03T01:05:00.000Z',
}

export const jobQueueScenarios: Scenarios<typeof jobQueueMachine> = {
  events: {
    'jobs.refresh': [{ type: 'jobs.refresh' }],
    'jobs.retry': [{ type: 'jobs.retry' }],
    'job.act': [
      { type: 'job.act', jobId: dead.id, action: 'retry' },
      { type: 'job.act', jobId: retrying.id, action: 'cancel' },
      // Refused: a retrying job is not retried by hand.
      { type: 'job.act', jobId: retrying.id, action: 'retry' },
    ],
    'reason.change': [
      { type: 'reason.change', text: 'The schedules table is back' },
      { type: 'reason.change', text: '   ' },
    ],
    'reason.cancel': [{ type: 'reason.cancel' }],
    'reason.submit': [{ type: 'reason.submit' }],
  },
  outcomes: {
    loadJobs: { done: [overview, { ...overview, problems: [] }], error: [offline] },
    actOnJob: { done: [undefined], error: [offline] },
  },
  abstractContext: (context) => ({
    problems: context.entries === null ? null : context.entries.problems.length,
    failed: context.failure !== null,
    target: context.target?.action ?? null,
    reason: context.reason.trim() === '' ? 'empty' : 'given',
    reasonError: context.reasonError,
  }),
  enabledEventsOnly: 'The reason dialog takes only its own input; the page behind it takes none.',
  maxStates: 2000,
}

export const jobQueueFlow = defineFlow({
  id: 'jobQueue',
  file: 'support/job-queue',
  title: 'Background jobs',
  description:
    "/platform/jobs (platform staff): the gateway's background queues — what waits, runs and failed, with each queue's last error — and the jobs retrying or dead-lettered; Retry a dead letter or Cancel a job, each after a reason the audit log keeps; the list loads again after either.",
  routes: ['/platform/jobs'],
  machine: jobQueueMachine,
  scenarios: jobQueueScenarios,
})
