import { billingHistoryMachine } from '../../../../machines/licensing/billing-history.machine'
import { loadInvoicePdf, loadInvoices } from '../../../api/licensing/plan'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

export function bindBillingHistory(deps: FlowDeps) {
  return billingHistoryMachine.provide({
    actors: {
      loadInvoices: gatewayCall(() => loadInvoices(deps.api, companyIdOf(deps))),
      downloadInvoice: gatewayCall(async ({ invoice }) =>
        deps.download(`${invoice.number}.pdf`, await loadInvoicePdf(deps.api, companyIdOf(deps), invoice.id)),
      ),
    },
    actions: {
      notifyFailure: (_, message) => deps.toast(message, 'error'),
    },
  })
}
