import { assign, sendTo, setup } from 'xstate'
import { reportAddressOf } from '../../src/domain/exercise-report'
import { exerciseReportMachine, type ReportView } from './exercise-report.machine'
import { reportDetailMachine, type ReportDetailTarget } from './report-detail.machine'

// A phishing exercise campaign's report (002 §2.9: /phishing-exercise-report/{campaignId}/{tab}) as one machine.
// It starts the report and the detail dialog a row opens. The report's tab, paging, search and filters are the
// page's address: whenever the report moves, the page replaces the address with where it now is, so a reload or
// a shared link opens the same view.

export interface ExerciseReportScreenContext {
  campaignId: string
  /** The report's view as it stands; the route started it from the address. */
  view: ReportView
  /** The address the page is at. */
  address: string
}

export type ExerciseReportScreenInput = ReportView & {
  /** The address the page opened at, when it may say the view another way (no tab, default paging spelt out). */
  at?: string
}

/** What the report's snapshot says to the page (`xstate.snapshot.report`, sent by XState on every change). */
export interface ReportViewSnapshotEvent {
  type: 'xstate.snapshot.report'
  snapshot: { context: Partial<ReportView> }
}

export type ExerciseReportScreenEvent =
  | ReportViewSnapshotEvent
  /** A row of the report's table: its detail opens. */
  | { type: 'row.open'; target: ReportDetailTarget }

const viewOf = (event: ReportViewSnapshotEvent): ReportView | null => {
  const { campaignId, tab, query, filters } = event.snapshot.context ?? {}
  return campaignId && tab && query && filters ? { campaignId, tab, query, filters } : null
}

export const exerciseReportScreenMachine = setup({
  types: {
    context: {} as ExerciseReportScreenContext,
    events: {} as ExerciseReportScreenEvent,
    input: {} as ExerciseReportScreenInput,
  },
  actors: {
    report: exerciseReportMachine,
    detail: reportDetailMachine,
  },
  guards: {
    /** The report shows another view than the address says (a snapshot without one, from a stand-in, says none). */
    moved: ({ context }, event: ReportViewSnapshotEvent) => {
      const view = viewOf(event)
      return view !== null && reportAddressOf(view) !== context.address
    },
  },
  actions: {
    follow: assign((_, event: ReportViewSnapshotEvent) => {
      const view = viewOf(event)!
      return { view, address: reportAddressOf(view) }
    }),
    openDetail: sendTo('detail', ({ context }, target: ReportDetailTarget) => ({
      type: 'detail.open' as const,
      campaignId: context.campaignId,
      target,
    })),
    /** Provided by the app: the address, replaced. */
    goTo: (_, _address: string) => {},
  },
}).createMachine({
  id: 'exerciseReportScreen',
  context: ({ input: { at, ...view } }) => ({
    campaignId: view.campaignId,
    view,
    address: at ?? reportAddressOf(view),
  }),
  invoke: [
    {
      id: 'report',
      src: 'report',
      input: ({ context }) => context.view,
      // Asks XState to send the report's every snapshot here.
      onSnapshot: {},
    },
    { id: 'detail', src: 'detail' },
  ],
  initial: 'open',
  states: {
    open: {
      on: {
        'xstate.snapshot.report': {
          guard: { type: 'moved', params: ({ event }) => event },
          actions: [
            { type: 'follow', params: ({ event }) => event },
            { type: 'goTo', params: ({ context }) => context.address },
          ],
        },
        'row.open': { actions: { type: 'openDetail', params: ({ event }) => event.target } },
      },
    },
  },
})
