import type { $Fetch } from 'ofetch'
import { PATHS } from '../../domain/api-paths'

/** Forgot password: the gateway answers 204 whether or not the address has an account. */
export async function requestPasswordReset(api: $Fetch, email: string): Promise<void> {
  await api(PATHS.identityPasswordReset, { method: 'POST', body: { email } })
}

/** The mailed link's token and the new password. */
export async function resetPassword(api: $Fetch, token: string, password: string): Promise<void> {
  await api(PATHS.identityPasswordResetConfirm, { method: 'POST', body: { token, password } })
}
