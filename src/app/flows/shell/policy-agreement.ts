import { policyAgreementMachine } from '../../../../machines/shell/policy-agreement.machine'
import { confirmPrivacyPolicy } from '../../../api/users/user'
import { getCurrentUser } from '../../../api/users/current-user'
import type { SessionUser } from '../../../domain/session-user'
import { companyIdOf, gatewayCall, userIdOf, type FlowDeps } from '../deps'

/** The Policy Agreement: confirm, then read the user again (the shell hands them to the session). */
export function bindPolicyAgreement(deps: FlowDeps) {
  return policyAgreementMachine.provide({
    actors: {
      confirmPolicy: gatewayCall(() => confirmPrivacyPolicy(deps.api, companyIdOf(deps), userIdOf(deps))),
      refreshUser: gatewayCall(async (): Promise<SessionUser | null> => getCurrentUser(deps.api)),
    },
  })
}
