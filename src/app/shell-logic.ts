import { fromPromise } from 'xstate'
import { resendVerificationMachine } from '../../machines/resend-verification.machine'
import { PATHS } from '../domain/api-paths'
import type { ApiFailure } from '../domain/api-failure'
import { toaster } from '../ui/Toaster'
import { api, asFailure } from './services'

export const VERIFICATION_SENT = 'Email with verification link has been sent'

export function createResendLogic(userId: () => string | undefined) {
  return resendVerificationMachine.provide({
    actors: {
      sendVerificationEmail: fromPromise(() =>
        asFailure(() => api(PATHS.verificationEmail, { method: 'POST', body: { user_id: userId() } })),
      ),
    },
    actions: {
      notifySent: () => void toaster.create({ title: VERIFICATION_SENT, type: 'success' }),
      notifyFailed: (_, error) =>
        void toaster.create({ title: (error as ApiFailure).message, type: 'error' }),
    },
  })
}
