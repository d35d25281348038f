import { defineFlow } from '../flow'
import { failure, offline } from '../samples/failures'
import { loginMachine } from './login.machine'
import { loginUi } from './login.ui'
import { adminUser, learnerUser } from '../samples/session.samples'
import type { Scenarios } from '../scenarios'

export const loginScenarios: Scenarios<typeof loginMachine> = {
  inputs: [
    { magicLinkToken: null },
    { magicLinkToken: 'magic-link-token' },
    { magicLinkToken: null, ssoToken: 'sso-token' },
    { magicLinkToken: null, notice: 'Access to this company has not been granted' },
  ],
  events: {
    'login.submit': [
      { type: 'login.submit', email: 'admin@acme.example', password: 'Awareness#2026' },
      { type: 'login.submit', email: '', password: 'Awareness#2026' },
      { type: 'login.submit', email: 'not-an-email', password: 'Awareness#2026' },
      { type: 'login.submit', email: 'admin@acme.example', password: '' },
      { type: 'login.submit', email: 'admin@acme.example', password: 'short' },
    ],
    'twoFactor.back': [{ type: 'twoFactor.back' }],
  },
  outcomes: {
    validateLogin: {
      done: [
        { isMfaLogin: false, verificationToken: null },
        { isMfaLogin: true, verificationToken: 'verification-token' },
      ],
      error: [
        failure(400, 'auth/invalid-credential', 'Invalid login credentials'),
        failure(403, 'auth/not-admin', "This account doesn't have access to the admin console."),
        offline,
      ],
    },
    signInWithPassword: {
      done: [undefined],
      error: [failure(403, 'auth/user-disabled', 'Your account was suspended. Please, contact your manager')],
    },
    fetchUser: {
      done: [adminUser, learnerUser],
      error: [failure(500, 'internal_error', 'Something went wrong')],
    },
    signOut: { done: [undefined], error: [failure(500, 'internal_error', 'Something went wrong')] },
    exchangeMagicLink: {
      done: [{ customToken: 'custom-token' }],
      error: [
        failure(
          401,
          'token_invalid',
          'This sign-in link has expired or was already used. Please sign in again.',
        ),
      ],
    },
    exchangeSsoToken: {
      done: [{ customToken: 'custom-token' }],
      error: [failure(401, 'token_invalid', 'Verification token is expired, please try again.')],
    },
    signInWithCustomToken: {
      done: [undefined],
      error: [failure(401, 'token_invalid', 'The sign-in link is invalid or has expired.')],
    },
    twoFactorLogin: { done: [undefined], error: [failure(500, 'internal_error', 'Something went wrong')] },
  },
  abstractContext: (context) => ({
    failure: context.failure ? `${context.failure.field}:${context.failure.message}` : null,
    mfa: context.verificationToken !== null,
    hasPassword: context.password !== '',
  }),
  maxStates: 20000,
}

export const loginFlow = defineFlow({
  id: 'login',
  file: 'login/login',
  title: 'Password sign-in',
  description:
    'Validates email and password, hands over to the two-factor step when the account needs it, signs in with the identity provider, refuses non-admin roles and maps every failure to the login catalogue.',
  routes: ['/login'],
  machine: loginMachine,
  scenarios: loginScenarios,
  ui: loginUi,
})
