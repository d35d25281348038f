import type { $Fetch } from 'ofetch'
import { create, string, type as shape } from 'superstruct'
import { PATHS } from '../../domain/api-paths'

export async function sendMfaCode(api: $Fetch, email: string, verificationTokenId: string): Promise<void> {
  await api(PATHS.mfaSendCode, { method: 'POST', body: { email, verificationTokenId } })
}

/** POST /user/security/mfa/login: the code for a custom token that opens the session. */
export async function verifyMfaCode(api: $Fetch, code: string, verificationTokenId: string): Promise<string> {
  const response = create(
    await api(PATHS.mfaLogin, { method: 'POST', body: { code, verificationTokenId } }),
    shape({ customFirebaseToken: string() }),
  )
  return response.customFirebaseToken
}

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
