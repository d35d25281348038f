import { assign, fromPromise, setup } from 'xstate'
import type { CourseSummary } from '../../src/domain/courses'
import { TOURNAMENT_TEXTS, type TournamentRow } from '../../src/domain/tournament'
import { failureMessage, messageOf } from '../event-params'
import { tournamentReportMachine } from '../tournament/tournament-report.machine'

// /for-developers (000 §2; 002 §2.11): the secure-code courses and the company's dev tournaments, read
// together. A tournament's report opens from its row; a scheduled one is cancelled after a confirmation
// ("The Dev Tournament has been successfully canceled."); one in progress cannot be ("The Dev Tournament is in
// progress and cannot be canceled.", the gateway's 'precondition failed'). Scheduling is the tournament setup's
// own flow; the area reads again when it has scheduled one.

export interface DeveloperAreaData {
  courses: CourseSummary[]
  tournaments: TournamentRow[]
}

export interface DeveloperAreaContext {
  data: DeveloperAreaData | null
  failure: string | null
  tournamentId: string | null
  confirmFailure: string | null
}

export type DeveloperAreaEvent =
  | { type: 'developer.retry' }
  | { type: 'developer.reload' }
  | { type: 'tournament.report'; tournamentId: string }
  | { type: 'tournament.cancel'; tournamentId: string }
  | { type: 'confirm.yes' }
  | { type: 'confirm.no' }

const tournamentOf = (context: DeveloperAreaContext, id: string | null) =>
  context.data?.tournaments.find((row) => row.id === id) ?? null

/** 002 §8: the gateway's 'precondition failed' is a tournament already in progress. */
export const cancelFailureOf = (error: unknown) => {
  const message = messageOf(error)
  return /precondition failed/i.test(message) ? TOURNAMENT_TEXTS.cancelInProgress : message
}

export const developerAreaMachine = setup({
  types: { context: {} as DeveloperAreaContext, events: {} as DeveloperAreaEvent },
  actors: {
    loadArea: fromPromise<DeveloperAreaData>(async () => ({ courses: [], tournaments: [] })),
    cancelTournament: fromPromise<void, { tournamentId: string }>(async () => undefined),
    tournamentReport: tournamentReportMachine,
  },
  guards: {
    isTournament: ({ context }, id: string) => tournamentOf(context, id) !== null,
    // An ended tournament stays in the history; the others can be asked to cancel (in progress: refused).
    isCancellable: ({ context }, id: string) => {
      const row = tournamentOf(context, id)
      return row !== null && row.status !== 'ENDED'
    },
  },
  actions: {
    setData: assign({ data: (_, data: DeveloperAreaData) => data, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    setTournament: assign({ tournamentId: (_, id: string | null) => id, confirmFailure: null }),
    setConfirmFailure: assign({ confirmFailure: (_, message: string) => message }),
    /** Provided by the app: a toast. */
    notify: (_, _toast: { type: 'success' | 'error'; title: string }) => {},
  },
}).createMachine({
  id: 'developerArea',
  context: { data: null, failure: null, tournamentId: null, confirmFailure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadArea',
        src: 'loadArea',
        onDone: { target: 'ready', actions: { type: 'setData', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { 'developer.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'developer.reload': '#developerArea.loading',
            'tournament.report': {
              guard: { type: 'isTournament', params: ({ event }) => event.tournamentId },
              target: 'reporting',
              actions: { type: 'setTournament', params: ({ event }) => event.tournamentId },
            },
            'tournament.cancel': {
              guard: { type: 'isCancellable', params: ({ event }) => event.tournamentId },
              target: 'confirmingCancel',
              actions: { type: 'setTournament', params: ({ event }) => event.tournamentId },
            },
          },
        },
        reporting: {
          invoke: {
            id: 'tournamentReport',
            src: 'tournamentReport',
            input: ({ context }) => ({ tournamentId: context.tournamentId ?? '' }),
            onDone: { target: 'idle', actions: { type: 'setTournament', params: null } },
          },
        },
        confirmingCancel: {
          on: {
            'confirm.yes': 'cancelling',
            'confirm.no': { target: 'idle', actions: { type: 'setTournament', params: null } },
          },
        },
        cancelling: {
          tags: ['busy'],
          invoke: {
            id: 'cancelTournament',
            src: 'cancelTournament',
            input: ({ context }) => ({ tournamentId: context.tournamentId ?? '' }),
            onDone: {
              target: '#developerArea.loading',
              actions: [
                { type: 'notify', params: { type: 'success', title: TOURNAMENT_TEXTS.cancelled } },
                { type: 'setTournament', params: null },
              ],
            },
            onError: {
              target: 'confirmingCancel',
              actions: { type: 'setConfirmFailure', params: ({ event }) => cancelFailureOf(event.error) },
            },
          },
        },
      },
    },
  },
})
