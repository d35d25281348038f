import type { $Fetch } from 'ofetch'
import { array, create, nullable, string, type as shape } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import type { ClientErrorEntry } from '../../domain/error-reporting'

const Entry = shape({
  id: string(),
  message: string(),
  stack: nullable(string()),
  url: string(),
  release: nullable(string()),
  userAgent: nullable(string()),
  userId: nullable(string()),
  companyId: nullable(string()),
  createdAt: string(),
})

/** GET api/v1/client_errors (ours, platform staff): the newest 100 reports. */
export async function loadClientErrors(api: $Fetch): Promise<ClientErrorEntry[]> {
  return create(await api(PATHS.clientErrors), shape({ data: array(Entry) })).data
}
