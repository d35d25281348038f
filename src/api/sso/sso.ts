import type { $Fetch } from 'ofetch'
import { create, string, type as shape } from 'superstruct'
import { PATHS } from '../../domain/api-paths'

/** POST api/v1/sso/login_endpoint_link/by_email/{email} with origin=admin: where the provider waits. */
export async function ssoLinkByEmail(api: $Fetch, email: string): Promise<string> {
  return create(
    await api(PATHS.ssoLink(email), { method: 'POST', body: { origin: 'admin' } }),
    shape({ link: string() }),
  ).link
}

/** GET /api/v1/user/custom_token_sso/{token}: the provider's one-time token for a custom token. */
export async function exchangeSsoToken(api: $Fetch, token: string): Promise<string> {
  return create(await api(PATHS.ssoExchange(token)), shape({ customFirebaseToken: string() }))
    .customFirebaseToken
}
