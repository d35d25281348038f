import type { $Fetch } from 'ofetch'
import { array, create, object, string } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import {
  formOfTournament,
  TournamentDetail,
  TournamentList,
  TournamentStatistics,
  TournamentUsersPage,
  TOURNAMENT_USERS_PAGE_SIZE,
  type TournamentOptions,
  type TournamentPayload,
  type TournamentSetupLoad,
} from '../../domain/tournament'
import { directoryOptions } from '../users/users'

/** What the setup dialog offers: the zones (collections/api/v1/timezones) and the company's directory. */
export async function loadTournamentOptions(api: $Fetch, companyId: string): Promise<TournamentOptions> {
  const [zones, directory] = await Promise.all([
    api(PATHS.timezones).then((body) => create(body, array(object({ id: string(), label: string() })))),
    directoryOptions(api, companyId),
  ])
  return { timezones: zones.map((zone) => zone.id), ...directory }
}

/** The setup's load: the options, and to change a scheduled tournament, the form it was scheduled with. */
export async function loadTournamentSetup(
  api: $Fetch,
  companyId: string,
  tournamentId: string | null,
): Promise<TournamentSetupLoad> {
  const [options, detail] = await Promise.all([
    loadTournamentOptions(api, companyId),
    tournamentId ? loadTournament(api, companyId, tournamentId) : null,
  ])
  return { ...options, form: detail ? formOfTournament(detail) : null }
}

export async function loadTournament(api: $Fetch, companyId: string, id: string) {
  return create(await api(PATHS.tournament(companyId, id)), TournamentDetail).data
}

/** PATCH ctf/api/v1/company/{companyId}/tournament/{id}: refused with 'precondition failed' once started. */
export async function updateTournament(
  api: $Fetch,
  companyId: string,
  id: string,
  payload: TournamentPayload,
) {
  await api(PATHS.tournament(companyId, id), { method: 'PATCH', body: payload })
}

/** POST ctf/api/v1/company/{companyId}/challenges/tournament. */
export async function createTournament(api: $Fetch, companyId: string, payload: TournamentPayload) {
  await api(PATHS.createTournament(companyId), { method: 'POST', body: payload })
}

/** The company's tournaments, a year back to a year ahead (ctf activities_calendar/tournament). */
export async function listTournaments(api: $Fetch, companyId: string) {
  return create(await api(PATHS.tournamentCalendar(companyId)), TournamentList).data
}

export async function loadTournamentStatistics(api: $Fetch, companyId: string, id: string) {
  return create(await api(PATHS.tournamentStatistics(companyId, id)), TournamentStatistics).data
}

export async function loadTournamentPlayers(api: $Fetch, companyId: string, id: string, pageNumber: number) {
  return create(
    await api(PATHS.tournamentUsersReport(companyId, id), {
      query: { pageNumber, pageSize: TOURNAMENT_USERS_PAGE_SIZE },
    }),
    TournamentUsersPage,
  ).data
}

/** DELETE: refused with 'precondition failed' once the tournament is in progress. */
export async function cancelTournament(api: $Fetch, companyId: string, id: string) {
  await api(PATHS.tournament(companyId, id), { method: 'DELETE' })
}
