import type { loginAsCompanyMachine } from './login-as-company.machine'
import { failure, offline } from './samples/failures'
import { pseudoUser } from './samples/session.samples'
import type { Scenarios } from './scenarios'

export const loginAsCompanyScenarios: Scenarios<typeof loginAsCompanyMachine> = {
  inputs: [{ companyToken: 'company-token' }, { companyToken: null }],
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
