import { TOURNAMENT_TEXTS } from '../../src/domain/tournament'
import { developerAreaMachine } from './developer-area.machine'
import { defineFlow } from '../flow'
import { libraryCourses } from '../samples/courses.samples'
import { failure, offline } from '../samples/failures'
import { endedTournament, runningTournament, scheduledTournament } from '../samples/tournament.samples'
import type { Scenarios } from '../scenarios'

const area = {
  courses: libraryCourses.slice(0, 1),
  tournaments: [scheduledTournament, runningTournament, endedTournament],
}

export const developerAreaScenarios: Scenarios<typeof developerAreaMachine> = {
  events: {
    'developer.retry': [{ type: 'developer.retry' }],
    'developer.reload': [{ type: 'developer.reload' }],
    'tournament.report': [{ type: 'tournament.report', tournamentId: 'tnm_ended' }],
    'tournament.cancel': [
      { type: 'tournament.cancel', tournamentId: 'tnm_scheduled' },
      { type: 'tournament.cancel', tournamentId: 'tnm_running' },
      { type: 'tournament.cancel', tournamentId: 'tnm_ended' },
    ],
    'confirm.yes': [{ type: 'confirm.yes' }],
    'confirm.no': [{ type: 'confirm.no' }],
  },
  outcomes: {
    loadArea: { done: [area, { courses: [], tournaments: [] }], error: [offline] },
    cancelTournament: {
      done: [undefined],
      error: [failure(412, 'precondition_failed', 'precondition failed')],
    },
    tournamentReport: { done: [undefined] },
  },
  abstractContext: (context) => ({
    loaded: context.data === null ? null : context.data.tournaments.length,
    failure: context.failure !== null,
    tournament: context.tournamentId,
    confirmFailure: context.confirmFailure,
  }),
  maxStates: 10000,
}

export const developerAreaFlow = defineFlow({
  id: 'developerArea',
  file: 'developers/developer-area',
  title: 'For developers',
  description: `The secure-code courses and the company's dev tournaments (status, start, players, average score out of 6). A tournament's report opens from its row; one not ended can be cancelled after a confirmation ("${TOURNAMENT_TEXTS.cancelled}"), refused while in progress ("${TOURNAMENT_TEXTS.cancelInProgress}"). Scheduling is the tournament setup's flow; the area reads again after it.`,
  routes: ['/for-developers/preview', '/for-developers/statistics', '/for-developers/settings'],
  machine: developerAreaMachine,
  scenarios: developerAreaScenarios,
})
