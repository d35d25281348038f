import { defineFlow } from '../flow'
import { resendVerificationMachine } from './resend-verification.machine'
import type { Scenarios } from '../scenarios'

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

export const resendVerificationFlow = defineFlow({
  id: 'resendVerification',
  file: 'shell/resend-verification',
  title: 'Resend email verification',
  description:
    'The verify-email banner and dialog: resend the verification email, then "Email with verification link has been sent" or the failure.',
  routes: ['every page inside the shell'],
  machine: resendVerificationMachine,
  scenarios: resendVerificationScenarios,
})
