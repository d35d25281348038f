import { assign, sendParent, sendTo, setup } from 'xstate'
import type { ListQuery } from '../../src/domain/list-query'
import { withPeriod, type ReportRange } from '../../src/domain/report-range'
import { reportPageMachine } from './report-page.machine'
import { reportRangeMachine } from './report-range.machine'
import { reportScheduleMachine } from './report-schedule.machine'

// A report page (issue 28: the training, phishing, exercise, video, quizzes and reviews reports, the general
// report, the policies' progress) as one machine. It starts the report with the address's query, its Schedule
// dialog and, on a report with a period, the period picker. A period the admin applies becomes the report's
// query from its first page; the report's query, whatever changed it, is what Schedule saves the report with.

export interface ReportScreenInput {
  query: ListQuery
  /** The period picker's start: the address's period (or the default) and today; null on a report without one. */
  period: { range: ReportRange; today: string } | null
  /** The signed-in admin, Schedule's first reader. */
  selfId: string
}

/** What the report's snapshot says to the page (`xstate.snapshot.report`, sent by XState on every change). */
export interface ReportSnapshotEvent {
  type: 'xstate.snapshot.report'
  snapshot: { context: { query: ListQuery } }
}

export type ReportScreenEvent =
  | ReportSnapshotEvent
  /** From the period picker: the period the admin applied. */
  | { type: 'period.chosen'; range: ReportRange }

/** The period picker as a child of this page: each applied period is reported here. */
export const reportingPeriods = (picker: typeof reportRangeMachine) =>
  picker.provide({
    actions: {
      applyRange: sendParent((_, range: ReportRange) => ({ type: 'period.chosen' as const, range })),
    },
  })

export const reportScreenMachine = setup({
  types: {
    context: {} as ReportScreenInput,
    events: {} as ReportScreenEvent,
    input: {} as ReportScreenInput,
  },
  actors: {
    report: reportPageMachine,
    range: reportingPeriods(reportRangeMachine),
    schedule: reportScheduleMachine,
  },
  guards: {
    withPeriod: ({ context }) => context.period !== null,
    /** A snapshot without a query (a stand-in report) says nothing new. */
    queryChanged: ({ context }, event: ReportSnapshotEvent) => {
      const query = event.snapshot.context?.query
      return query !== undefined && query !== context.query
    },
  },
  actions: {
    takeQuery: assign({ query: (_, event: ReportSnapshotEvent) => event.snapshot.context.query }),
    tellSchedule: sendTo('schedule', ({ context }) => ({
      type: 'schedule.query' as const,
      query: context.query,
    })),
    applyPeriod: sendTo('report', ({ context }, range: ReportRange) => ({
      type: 'report.query' as const,
      query: withPeriod(context.query, range),
    })),
  },
}).createMachine({
  id: 'reportScreen',
  context: ({ input }) => input,
  invoke: [
    {
      id: 'report',
      src: 'report',
      input: ({ context }) => ({ query: context.query }),
      // Asks XState to send the report's every snapshot here.
      onSnapshot: {},
    },
    {
      id: 'schedule',
      src: 'schedule',
      input: ({ context }) => ({ selfId: context.selfId, query: context.query }),
    },
  ],
  initial: 'open',
  states: {
    open: {
      // A new query of the report's is kept, and Schedule told of it.
      on: {
        'xstate.snapshot.report': {
          guard: { type: 'queryChanged', params: ({ event }) => event },
          actions: [{ type: 'takeQuery', params: ({ event }) => event }, 'tellSchedule'],
        },
      },
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'withPeriod', target: 'withPeriod' }, { target: 'withoutPeriod' }] },
        withoutPeriod: {},
        withPeriod: {
          invoke: { id: 'range', src: 'range', input: ({ context }) => context.period! },
          on: { 'period.chosen': { actions: { type: 'applyPeriod', params: ({ event }) => event.range } } },
        },
      },
    },
  },
})
