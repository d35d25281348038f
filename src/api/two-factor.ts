import type { $Fetch } from 'ofetch'
import { create, string, type as shape } from 'superstruct'
import { PATHS } from '../domain/api-paths'

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
