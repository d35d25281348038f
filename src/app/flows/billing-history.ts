import { billingHistoryMachine } from '../../../machines/billing-history.machine'
import { loadInvoices } from '../../api/plan'
import { companyIdOf, gatewayCall, type FlowDeps } from './deps'

export function bindBillingHistory(deps: FlowDeps) {
  return billingHistoryMachine.provide({
    actors: { loadInvoices: gatewayCall(() => loadInvoices(deps.api, companyIdOf(deps))) },
  })
}
