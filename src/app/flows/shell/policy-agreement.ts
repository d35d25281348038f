import { policyAgreementMachine } from '../../../../machines/shell/policy-agreement.machine'
import { confirmPrivacyPolicy, getCurrentUser } from '../../../api/user'
import type { SessionUser } from '../../../domain/session'
import { companyIdOf, gatewayCall, userIdOf, type FlowDeps } from '../deps'

/** The Policy Agreement: confirm, then hand the refreshed user to the session. */
export function bindPolicyAgreement(deps: FlowDeps, userRefreshed: (user: SessionUser) => void) {
  return policyAgreementMachine.provide({
    actors: {
      confirmPolicy: gatewayCall(() => confirmPrivacyPolicy(deps.api, companyIdOf(deps), userIdOf(deps))),
      refreshUser: gatewayCall(() => getCurrentUser(deps.api).then(userRefreshed)),
    },
  })
}
