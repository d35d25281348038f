import { defineFlow } from '../flow'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'
import { ssoLoginMachine } from './sso-login.machine'

export const ssoLoginScenarios: Scenarios<typeof ssoLoginMachine> = {
  events: {
    'sso.submit': [
      { type: 'sso.submit', email: 'owner@globex.example' },
      { type: 'sso.submit', email: '' },
      { type: 'sso.submit', email: 'not-an-email' },
    ],
  },
  outcomes: {
    requestSsoLink: {
      done: ['/__idp/authorize?login_hint=owner%40globex.example'],
      error: [
        failure(
          400,
          'email_is_not_connected',
          'This email is not connected to SSO. Please, contact your manager',
        ),
        offline,
      ],
    },
  },
  abstractContext: (context) => context.failure,
  maxStates: 5000,
}

export const ssoLoginFlow = defineFlow({
  id: 'ssoLogin',
  file: 'sso/sso-login',
  title: 'SSO login',
  description:
    'Submit the e-mail, receive the identity provider link (origin=admin) and go there in the same window; "This email is not connected to SSO. Please, contact your manager" and the other SSO failures otherwise.',
  routes: ['/login/sso'],
  machine: ssoLoginMachine,
  scenarios: ssoLoginScenarios,
})
