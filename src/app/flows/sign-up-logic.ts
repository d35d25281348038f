import { signUpMachine } from '../../../machines/sign-up.machine'
import { checkCompanyName, listCountries, registerCompany } from '../../api/registration'
import { api, gatewayCall } from '../services'

export const signUpLogic = signUpMachine.provide({
  actors: {
    loadCountries: gatewayCall(() => listCountries(api)),
    checkCompanyName: gatewayCall((input) => checkCompanyName(api, input.companyName)),
    register: gatewayCall((input) => registerCompany(api, input)),
  },
})
