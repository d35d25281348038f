import { fromPromise } from 'xstate'
import { signUpMachine } from '../../machines/sign-up.machine'
import { checkCompanyName, listCountries, registerCompany } from '../api/registration'
import { api, asFailure } from './services'

export const signUpLogic = signUpMachine.provide({
  actors: {
    loadCountries: fromPromise(() => asFailure(() => listCountries(api))),
    checkCompanyName: fromPromise(({ input }) => asFailure(() => checkCompanyName(api, input.companyName))),
    register: fromPromise(({ input }) => asFailure(() => registerCompany(api, input))),
  },
})
