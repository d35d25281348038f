import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { PATHS } from '../domain/api-paths'
import { SessionUser } from '../domain/session'

export async function getCurrentUser(api: $Fetch): Promise<SessionUser> {
  return create(await api(PATHS.currentUser), SessionUser)
}
