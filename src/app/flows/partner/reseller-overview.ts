import { resellerOverviewMachine } from '../../../../machines/partner/reseller-overview.machine'
import { loadResellerCustomers, loadSubResellers } from '../../../api/partner/partner-overview'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** The signed-in reseller's overview: its customers and sub-resellers, read together. */
export function bindResellerOverview(deps: FlowDeps) {
  return resellerOverviewMachine.provide({
    actors: {
      loadOverview: gatewayCall(async () => {
        const [customers, subResellers] = await Promise.all([
          loadResellerCustomers(deps.api, companyIdOf(deps)),
          loadSubResellers(deps.api, companyIdOf(deps)),
        ])
        return { customers, subResellers }
      }),
    },
  })
}
