import { defineFlow } from '../flow'
import { offline } from '../samples/failures'
import { tournamentPlayers, tournamentStatistics } from '../samples/tournament.samples'
import type { Scenarios } from '../scenarios'
import { tournamentReportMachine } from './tournament-report.machine'

export const tournamentReportScenarios: Scenarios<typeof tournamentReportMachine> = {
  inputs: [{ tournamentId: 'tnm_ended' }],
  events: {
    'report.more': [{ type: 'report.more' }],
    'report.retry': [{ type: 'report.retry' }],
    'report.close': [{ type: 'report.close' }],
  },
  outcomes: {
    loadReport: {
      done: [{ statistics: tournamentStatistics, players: tournamentPlayers }],
      error: [offline],
    },
    loadPlayers: {
      done: [
        { ...tournamentPlayers, pageInfo: { ...tournamentPlayers.pageInfo, totalCount: 2, pageNumber: 1 } },
      ],
      error: [offline],
    },
  },
  abstractContext: (context) => ({
    loaded: context.statistics !== null,
    players: context.players.length,
    total: context.total,
    failure: context.failure !== null,
  }),
  maxStates: 5000,
}

export const tournamentReportFlow = defineFlow({
  id: 'tournamentReport',
  file: 'tournament/tournament-report',
  title: 'Dev tournament report',
  description:
    'A tournament’s report: how many players solved 0 to 6 challenges (a score out of 6), and its players with their scores, 25 at a time appended by Show more; a failed page keeps those shown.',
  routes: ['/for-developers/statistics'],
  machine: tournamentReportMachine,
  scenarios: tournamentReportScenarios,
})
