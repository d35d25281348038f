import type { $Fetch } from 'ofetch'
import { create, string, type as shape } from 'superstruct'
import { PATHS } from '../../domain/api-paths'

/** GET /api/v1/auth/auth_token/magic_link/{token}: a one-time link for a custom token. */
export async function exchangeMagicLink(api: $Fetch, token: string): Promise<string> {
  return create(await api(PATHS.magicLinkExchange(token)), shape({ authToken: string() })).authToken
}
