import { assign, fromPromise, setup } from 'xstate'
import {
  JOB_QUEUE_TEXTS,
  jobReasonProblem,
  type JobAction,
  type JobProblem,
  type JobQueueOverview,
} from '../../src/domain/job-queue'
import { failureMessage } from '../event-params'
import { pagedListStates } from '../paged-list'

// /platform/jobs (ours, issue 63): platform staff read the gateway's background queues — depth, what runs, the
// last error — and the jobs that are retrying or dead-lettered. Retry (a dead letter) and Cancel ask for a reason
// first; the gateway records it in the audit log. After either, the list loads again.

export interface JobQueueContext {
  entries: JobQueueOverview | null
  failure: string | null
  /** The job a Retry or Cancel is about, with which of the two. */
  target: { job: JobProblem; action: JobAction } | null
  reason: string
  reasonError: string | null
}

export type JobQueueEvent =
  | { type: 'jobs.refresh' }
  | { type: 'jobs.retry' }
  | { type: 'job.act'; jobId: string; action: JobAction }
  | { type: 'reason.change'; text: string }
  | { type: 'reason.cancel' }
  | { type: 'reason.submit' }

export interface JobActionRequest {
  job: JobProblem
  action: JobAction
  reason: string
}

export const jobQueueMachine = setup({
  types: { context: {} as JobQueueContext, events: {} as JobQueueEvent },
  actors: {
    loadJobs: fromPromise<JobQueueOverview>(async () => ({ queues: [], problems: [], countedAt: null })),
    actOnJob: fromPromise<void, JobActionRequest>(async () => undefined),
  },
  guards: {
    /** Retry is for a dead letter; Cancel for any job listed. */
    canAct: ({ context }, params: { jobId: string; action: JobAction }) => {
      const job = context.entries?.problems.find((row) => row.id === params.jobId)
      return job !== undefined && (params.action === 'cancel' || job.kind === 'dead')
    },
    reasonGiven: ({ context }) => jobReasonProblem(context.reason) === null,
  },
  actions: {
    setPage: assign({ entries: (_, entries: JobQueueOverview) => entries, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    setTarget: assign({
      target: ({ context }, params: { jobId: string; action: JobAction }) => ({
        job: context.entries!.problems.find((row) => row.id === params.jobId)!,
        action: params.action,
      }),
      reason: '',
      reasonError: null,
    }),
    clearTarget: assign({ target: null, reason: '', reasonError: null }),
    setReason: assign({ reason: (_, text: string) => text, reasonError: null }),
    explainReason: assign({ reasonError: ({ context }) => jobReasonProblem(context.reason) }),
    setActionFailure: assign({ reasonError: (_, message: string) => message }),
    /** Provided by the app: the toast that says what happened. */
    notify: (_, _title: string) => {},
  },
}).createMachine({
  id: 'jobQueue',
  context: { entries: null, failure: null, target: null, reason: '', reasonError: null },
  initial: 'loading',
  states: {
    ...pagedListStates<JobQueueOverview>()({ load: 'loadJobs', retry: 'jobs.retry', input: () => undefined }),
    ready: {
      on: {
        'jobs.refresh': 'loading',
        'job.act': {
          guard: { type: 'canAct', params: ({ event }) => event },
          target: 'asking',
          actions: { type: 'setTarget', params: ({ event }) => event },
        },
      },
    },
    // The reason dialog covers the page.
    asking: {
      on: {
        'reason.change': { actions: { type: 'setReason', params: ({ event }) => event.text } },
        'reason.cancel': { target: 'ready', actions: 'clearTarget' },
        'reason.submit': [{ guard: 'reasonGiven', target: 'acting' }, { actions: 'explainReason' }],
      },
    },
    acting: {
      tags: ['busy'],
      invoke: {
        id: 'actOnJob',
        src: 'actOnJob',
        input: ({ context }) => ({ ...context.target!, reason: context.reason.trim() }),
        onDone: {
          target: 'loading',
          actions: [
            {
              type: 'notify',
              params: ({ context }) =>
                context.target!.action === 'retry' ? JOB_QUEUE_TEXTS.retried : JOB_QUEUE_TEXTS.cancelled,
            },
            'clearTarget',
          ],
        },
        // The typed reason stays; the dialog says what went wrong.
        onError: { target: 'asking', actions: { type: 'setActionFailure', params: failureMessage } },
      },
    },
  },
})
