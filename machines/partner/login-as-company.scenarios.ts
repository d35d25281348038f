import { defineFlow } from '../flow'
import { loginAsCompanyMachine } from './login-as-company.machine'
import { failure, offline } from '../samples/failures'
import { pseudoUser } from '../samples/session.samples'
import type { Scenarios } from '../scenarios'

export const loginAsCompanyScenarios: Scenarios<typeof loginAsCompanyMachine> = {
  // A link with a token, without the parameter, and with it empty (`?companyToken=`).
  inputs: [{ companyToken: 'company-token' }, { companyToken: null }, { companyToken: '' }],
  events: {},
  outcomes: {
    exchangeCompanyToken: {
      done: [{ customToken: 'custom-token', companyId: 'c1' }],
      error: [failure(401, 'token_invalid', 'Verification token is expired, please try again.'), offline],
    },
    startCompanySession: {
      done: [pseudoUser],
      error: [failure(403, 'forbidden', 'Access to this company has not been granted')],
    },
  },
  abstractContext: (context) => context.failure,
  maxStates: 2000,
}

export const loginAsCompanyFlow = defineFlow({
  id: 'loginAsCompany',
  file: 'partner/login-as-company',
  title: 'Log in as a customer',
  description:
    'A partner arrives at /login_as_company with a one-time company token: exchange it (GET /user/custom_token), sign in, keep the pseudo admin session (External, Partner Access) for this tab and open the customer home. Any failure ends the session and goes to /login with the reason.',
  routes: ['/login_as_company'],
  machine: loginAsCompanyMachine,
  scenarios: loginAsCompanyScenarios,
})
