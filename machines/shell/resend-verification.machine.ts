import { fromPromise, setup } from 'xstate'
import { errorOf } from '../event-params'

// The verify-email banner's Resend action: POST /api/v1/user/verification_email, then a toast.
export const resendVerificationMachine = setup({
  types: { events: {} as { type: 'verification.resend' } },
  actors: {
    sendVerificationEmail: fromPromise<void>(async () => undefined),
  },
  actions: {
    /** Provided by the app: "Email with verification link has been sent". */
    notifySent: () => {},
    notifyFailed: (_, _error: unknown) => {},
  },
}).createMachine({
  id: 'resendVerification',
  initial: 'idle',
  states: {
    idle: { on: { 'verification.resend': { target: 'sending' } } },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendVerificationEmail',
        src: 'sendVerificationEmail',
        onDone: { target: 'idle', actions: 'notifySent' },
        onError: { target: 'idle', actions: { type: 'notifyFailed', params: errorOf } },
      },
    },
  },
})
