import { accessGrantMachine } from '../../../../machines/shell/access-grant.machine'
import { grantAccess } from '../../../api/partner/partner-access'
import { addressWithout, companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** The customer admin's grant of partner access (isAccessDialog=true). */
export function bindAccessGrant(deps: FlowDeps) {
  return accessGrantMachine.provide({
    actors: {
      grantAccess: gatewayCall(() => grantAccess(deps.api, companyIdOf(deps))),
    },
    actions: {
      forgetRequest: () => deps.navigate(addressWithout(['isAccessDialog']), { replace: true }),
      announceGranted: (_, title) => deps.toast(title, 'success'),
    },
  })
}
