import { signUpMachine } from '../../../../machines/register/sign-up.machine'
import { checkCompanyName, emailExists, listCountries, registerCompany } from '../../../api/register/registration'
import { gatewayCall, type FlowDeps } from '../deps'

export function bindSignUp(deps: FlowDeps) {
  return signUpMachine.provide({
    actors: {
      loadCountries: gatewayCall(() => listCountries(deps.api)),
      checkEmail: gatewayCall((input) => emailExists(deps.api, input.email)),
      checkCompanyName: gatewayCall((input) => checkCompanyName(deps.api, input.companyName, input.partner)),
      register: gatewayCall((input) => registerCompany(deps.api, input)),
    },
  })
}
