import type { $Fetch } from 'ofetch'
import { create, string, type as shape } from 'superstruct'
import { PATHS } from '../../domain/api-paths'

/** POST /api/v1/user/company/{companyId}/security/mfa/verify_password: the settings verification token. */
export async function verifyMfaPassword(api: $Fetch, companyId: string, password: string): Promise<string> {
  return create(
    await api(PATHS.mfaVerifyPassword(companyId), { method: 'POST', body: { password } }),
    shape({ verificationToken: string() }),
  ).verificationToken
}

/** PATCH /api/v1/user/company/{companyId}/security/mfa: turns two-factor on or off with the emailed code. */
export async function changeMfa(
  api: $Fetch,
  companyId: string,
  body: { isMfaEnabled: boolean; code: string; verificationTokenId: string },
): Promise<string> {
  return create(
    await api(PATHS.mfaSettings(companyId), { method: 'PATCH', body }),
    shape({ customFirebaseToken: string() }),
  ).customFirebaseToken
}
