import { customerPortalMachine } from '../../../../machines/licensing/customer-portal.machine'
import { openCustomerPortal } from '../../../api/licensing/plan'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

export function bindCustomerPortal(deps: FlowDeps) {
  return customerPortalMachine.provide({
    actors: { openPortal: gatewayCall(() => openCustomerPortal(deps.api, companyIdOf(deps))) },
    actions: { redirect: (_, url) => deps.leave(url) },
  })
}
