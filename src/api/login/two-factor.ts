import { create, string, type as shape } from 'superstruct'
import { SIGN_IN_PATHS } from '../../domain/sign-in-paths'
import type { JsonCall } from '../json-call'

export async function sendMfaCode(api: JsonCall, email: string, verificationTokenId: string): Promise<void> {
  await api(SIGN_IN_PATHS.mfaSendCode, { method: 'POST', body: { email, verificationTokenId } })
}

/** POST /user/security/mfa/login: the code for a custom token that opens the session. */
export async function verifyMfaCode(
  api: JsonCall,
  code: string,
  verificationTokenId: string,
): Promise<string> {
  const response = create(
    await api(SIGN_IN_PATHS.mfaLogin, { method: 'POST', body: { code, verificationTokenId } }),
    shape({ customFirebaseToken: string() }),
  )
  return response.customFirebaseToken
}
