import { defineFlow } from '../flow'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'
import { twoFactorLoginMachine } from './two-factor-login.machine'

export const twoFactorLoginScenarios: Scenarios<typeof twoFactorLoginMachine> = {
  inputs: [
    // Sign-in: the code only.
    { email: 'mfa@globex.example', verificationToken: 'verification-token' },
    // The two-factor settings' change: the code confirms the switch it names.
    { email: 'mfa@globex.example', verificationToken: 'verification-token', isMfaEnabled: true },
  ],
  events: {
    'code.submit': [
      { type: 'code.submit', code: '123456' },
      { type: 'code.submit', code: '123 456' },
      { type: 'code.submit', code: 'abcdef' },
      { type: 'code.submit', code: '12345' },
      { type: 'code.submit', code: '' },
    ],
    'code.resend': [{ type: 'code.resend' }],
  },
  outcomes: {
    sendCode: {
      done: [undefined],
      error: [
        failure(429, 'mfa_resend_limit', 'Too many codes requested. Please try again in 10 minutes.'),
        offline,
      ],
    },
    verifyCode: {
      done: [{ customToken: 'custom-token' }],
      error: [
        failure(400, 'mfa_invalid_code', 'The code is incorrect. 4 attempts left.'),
        failure(429, '60203', 'The number of attempts has been exhausted. Please try again in 10 minutes.'),
        failure(400, '60202', 'The code has expired. Please request a new code.'),
      ],
    },
    signInWithCustomToken: {
      done: [undefined],
      error: [failure(401, 'token_invalid', 'The sign-in link is invalid or has expired.')],
    },
  },
  abstractContext: (context) => ({
    sent: context.codesSent,
    codeError: context.codeError !== null,
    alert: context.alert,
  }),
  maxStates: 20000,
}

export const twoFactorLoginFlow = defineFlow({
  id: 'twoFactorLogin',
  file: 'login/two-factor-login',
  title: 'Two-factor login',
  description:
    'After the password, an email code: send it ("An email code was sent"), enter six digits, verify, sign in with the returned custom token. Resend up to a limit; 60202 and 60203 raise an alert that only "Back to Login" leaves.',
  routes: ['/login'],
  machine: twoFactorLoginMachine,
  scenarios: twoFactorLoginScenarios,
})
