import type { $Fetch } from 'ofetch'
import { PATHS } from '../../domain/api-paths'

/** 001 §7: a verification link to `userId` (oneself, or a user of the company being administered). */
export async function sendVerificationEmail(api: $Fetch, userId: string): Promise<void> {
  await api(PATHS.verificationEmail, { method: 'POST', body: { user_id: userId } })
}

/** The temporary-password change behind /change-password. */
/** /change-password: the temporary password replaced, the partner's login access granted or not (001 §7). */
export async function replaceTemporaryPassword(
  api: $Fetch,
  companyId: string,
  body: { password: string; grantLoginAccess: boolean },
): Promise<void> {
  await api(PATHS.temporaryPassword(companyId), { method: 'POST', body })
}

/** The Policy Agreement's I Agree. */
export async function confirmPrivacyPolicy(api: $Fetch, companyId: string, userId: string): Promise<void> {
  await api(PATHS.privacyPolicyConfirm(companyId, userId), { method: 'POST' })
}
