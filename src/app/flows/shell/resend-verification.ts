import { resendVerificationMachine } from '../../../../machines/shell/resend-verification.machine'
import { sendVerificationEmail } from '../../../api/users/user'
import type { ApiFailure } from '../../../domain/api-failure'
import { gatewayCall, userIdOf, type FlowDeps } from '../deps'

export const VERIFICATION_SENT = 'Email with verification link has been sent'

export function bindResendVerification(deps: FlowDeps) {
  return resendVerificationMachine.provide({
    actors: {
      sendVerificationEmail: gatewayCall(() => sendVerificationEmail(deps.api, userIdOf(deps))),
    },
    actions: {
      notifySent: () => deps.toast(VERIFICATION_SENT, 'success'),
      notifyFailed: (_, error) => deps.toast((error as ApiFailure).message, 'error'),
    },
  })
}
