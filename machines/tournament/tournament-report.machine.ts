import { assign, fromPromise, setup } from 'xstate'
import type { TournamentStatistics, TournamentUsersPage } from '../../src/domain/tournament'
import { failureMessage } from '../event-params'

// The dev tournament report (002 §2.11 "dev tournament report", §6, §7): how many players solved 0 to 6
// challenges, and the players with their scores, a page at a time appended by "Show more".

export interface TournamentReportInput {
  tournamentId: string
}

export interface TournamentReportContext extends TournamentReportInput {
  statistics: TournamentStatistics | null
  players: TournamentUsersPage['items']
  total: number
  nextPage: number
  failure: string | null
}

export type TournamentReportEvent =
  { type: 'report.more' } | { type: 'report.retry' } | { type: 'report.close' }

type FirstLoad = { statistics: TournamentStatistics; players: TournamentUsersPage }

export const tournamentReportMachine = setup({
  types: {
    context: {} as TournamentReportContext,
    events: {} as TournamentReportEvent,
    input: {} as TournamentReportInput,
  },
  actors: {
    loadReport: fromPromise<FirstLoad, { tournamentId: string }>(async () => {
      throw new Error('loadReport not provided')
    }),
    loadPlayers: fromPromise<TournamentUsersPage, { tournamentId: string; pageNumber: number }>(async () => ({
      items: [],
      pageInfo: { totalCount: 0, pageNumber: 0, pageSize: 25 },
    })),
  },
  guards: {
    hasMore: ({ context }) => context.players.length < context.total,
  },
  actions: {
    setReport: assign({
      statistics: (_, load: FirstLoad) => load.statistics,
      players: (_, load: FirstLoad) => load.players.items,
      total: (_, load: FirstLoad) => load.players.pageInfo.totalCount,
      nextPage: 1,
      failure: null,
    }),
    appendPlayers: assign({
      players: ({ context }, page: TournamentUsersPage) => [...context.players, ...page.items],
      total: (_, page: TournamentUsersPage) => page.pageInfo.totalCount,
      nextPage: ({ context }) => context.nextPage + 1,
      failure: null,
    }),
    setFailure: assign({ failure: (_, message: string) => message }),
  },
}).createMachine({
  id: 'tournamentReport',
  context: ({ input }) => ({ ...input, statistics: null, players: [], total: 0, nextPage: 0, failure: null }),
  on: { 'report.close': '.closed' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        input: ({ context }) => ({ tournamentId: context.tournamentId }),
        onDone: { target: 'ready', actions: { type: 'setReport', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { 'report.retry': 'loading' } },
    ready: { on: { 'report.more': { guard: 'hasMore', target: 'loadingMore' } } },
    loadingMore: {
      tags: ['busy'],
      invoke: {
        id: 'loadPlayers',
        src: 'loadPlayers',
        input: ({ context }) => ({ tournamentId: context.tournamentId, pageNumber: context.nextPage }),
        onDone: { target: 'ready', actions: { type: 'appendPlayers', params: ({ event }) => event.output } },
        // The players shown stay; the failure is said with the Show more button.
        onError: { target: 'ready', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    closed: { type: 'final' },
  },
})
