import { assign, fromPromise, setup } from 'xstate'
import type { ReportSchedule } from '../../src/domain/report-schedule'
import type { ReportHeadline } from '../../src/domain/report-summary'
import { SCHEDULE_TEXTS } from '../../src/domain/report-schedule'
import { failureMessage } from '../event-params'

// /reports (issue 28; 002 §2.12): a card per report with its headline figure, and the company's scheduled
// reports, each deletable after a confirmation. Without Boost the cards show locked and nothing loads: opening
// one goes through the report guard, which brings the Boost dialog.

export interface HubData {
  headlines: ReportHeadline[]
  schedules: ReportSchedule[]
}

export interface ReportsHubContext {
  boosted: boolean
  data: HubData | null
  pendingId: string | null
  failure: string | null
}

export type ReportsHubEvent =
  | { type: 'hub.retry' }
  | { type: 'hub.delete'; id: string }
  | { type: 'hub.confirm' }
  | { type: 'hub.cancel' }

export const reportsHubMachine = setup({
  types: {
    context: {} as ReportsHubContext,
    events: {} as ReportsHubEvent,
    input: {} as { boosted: boolean },
  },
  actors: {
    loadHub: fromPromise<HubData>(async () => ({ headlines: [], schedules: [] })),
    deleteSchedule: fromPromise<void, string>(async () => {}),
  },
  guards: {
    boosted: ({ context }) => context.boosted,
    knownSchedule: ({ context, event }) =>
      event.type === 'hub.delete' && (context.data?.schedules.some((item) => item.id === event.id) ?? false),
  },
  actions: {
    setData: assign({ data: (_, data: HubData) => data, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    setPending: assign({ pendingId: (_, id: string) => id }),
    clearPending: assign({ pendingId: null }),
    /** Provided by the app: a toast. */
    notify: (_, _toast: { type: 'success' | 'error'; title: string }) => {},
  },
}).createMachine({
  id: 'reportsHub',
  context: ({ input }) => ({ boosted: input.boosted, data: null, pendingId: null, failure: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'boosted', target: 'loading' }, { target: 'locked' }],
    },
    locked: {},
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadHub',
        src: 'loadHub',
        onDone: { target: 'ready', actions: { type: 'setData', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { 'hub.retry': 'loading' } },
    ready: {
      on: {
        'hub.delete': {
          guard: 'knownSchedule',
          target: 'confirming',
          actions: { type: 'setPending', params: ({ event }) => event.id },
        },
      },
    },
    confirming: {
      on: { 'hub.confirm': 'deleting', 'hub.cancel': { target: 'ready', actions: 'clearPending' } },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteSchedule',
        src: 'deleteSchedule',
        input: ({ context }) => context.pendingId ?? '',
        onDone: {
          target: 'loading',
          actions: [
            'clearPending',
            { type: 'notify', params: { type: 'success', title: SCHEDULE_TEXTS.deleted } },
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            'clearPending',
            { type: 'notify', params: (args) => ({ type: 'error' as const, title: failureMessage(args) }) },
          ],
        },
      },
    },
  },
})
