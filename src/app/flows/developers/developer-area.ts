import { developerAreaMachine } from '../../../../machines/developers/developer-area.machine'
import { tournamentReportMachine } from '../../../../machines/tournament/tournament-report.machine'
import { listCourses } from '../../../api/learning/courses'
import {
  cancelTournament,
  listTournaments,
  loadTournamentPlayers,
  loadTournamentStatistics,
} from '../../../api/tournament/tournament'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** /for-developers for the signed-in company: its secure-code courses and tournaments. */
export function bindDeveloperArea(deps: FlowDeps) {
  return developerAreaMachine.provide({
    actors: {
      loadArea: gatewayCall(async () => {
        const [courses, tournaments] = await Promise.all([
          listCourses(deps.api, companyIdOf(deps)),
          listTournaments(deps.api, companyIdOf(deps)),
        ])
        return {
          courses: courses.filter((course) => course.courseType === 'for developers manual'),
          tournaments,
        }
      }),
      cancelTournament: gatewayCall(({ tournamentId }) =>
        cancelTournament(deps.api, companyIdOf(deps), tournamentId),
      ),
      tournamentReport: bindTournamentReport(deps),
    },
    actions: { notify: (_, toast) => deps.toast(toast.title, toast.type) },
  })
}

export function bindTournamentReport(deps: FlowDeps) {
  return tournamentReportMachine.provide({
    actors: {
      loadReport: gatewayCall(async ({ tournamentId }) => {
        const [statistics, players] = await Promise.all([
          loadTournamentStatistics(deps.api, companyIdOf(deps), tournamentId),
          loadTournamentPlayers(deps.api, companyIdOf(deps), tournamentId, 0),
        ])
        return { statistics, players }
      }),
      loadPlayers: gatewayCall(({ tournamentId, pageNumber }) =>
        loadTournamentPlayers(deps.api, companyIdOf(deps), tournamentId, pageNumber),
      ),
    },
  })
}
