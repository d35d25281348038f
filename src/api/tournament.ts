import type { $Fetch } from 'ofetch'
import { array, create, object, string } from 'superstruct'
import { PATHS } from '../domain/api-paths'
import type { TournamentOptions, TournamentPayload } from '../domain/tournament'
import { directoryOptions } from './users'

/** What the setup dialog offers: the zones (collections/api/v1/timezones) and the company's directory. */
export async function loadTournamentOptions(api: $Fetch, companyId: string): Promise<TournamentOptions> {
  const [zones, directory] = await Promise.all([
    api(PATHS.timezones).then((body) => create(body, array(object({ id: string(), label: string() })))),
    directoryOptions(api, companyId),
  ])
  return { timezones: zones.map((zone) => zone.id), ...directory }
}

/** POST ctf/api/v1/company/{companyId}/challenges/tournament. */
export async function createTournament(api: $Fetch, companyId: string, payload: TournamentPayload) {
  await api(PATHS.createTournament(companyId), { method: 'POST', body: payload })
}
