import type { resendVerificationMachine } from './resend-verification.machine'
import type { Scenarios } from './scenarios'

export const resendVerificationScenarios: Scenarios<typeof resendVerificationMachine> = {
  events: { 'verification.resend': [{ type: 'verification.resend' }] },
  outcomes: {
    sendVerificationEmail: {
      done: [undefined],
      error: [
        {
          status: 429,
          code: 'too_many_requests',
          message: 'Please wait a minute before asking for another email.',
          offline: false,
        },
      ],
    },
  },
  abstractContext: () => null,
  maxStates: 1000,
}
