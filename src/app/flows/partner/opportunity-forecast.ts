import { opportunityForecastMachine } from '../../../../machines/partner/opportunity-forecast.machine'
import { loadForecast } from '../../../api/partner/partner-overview'
import { bindLicenceAllocate, bindLicenceBuy, resendInviteOf } from './customers-list'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** The signed-in partner's forecast, its next steps through My Customers' dialogs and resend call. */
export function bindOpportunityForecast(deps: FlowDeps) {
  return opportunityForecastMachine.provide({
    actors: {
      loadForecast: gatewayCall(() => loadForecast(deps.api, companyIdOf(deps))),
      resendInvite: gatewayCall(({ opportunity }) =>
        resendInviteOf(deps, {
          id: opportunity.customerId,
          name: opportunity.customerName,
          email: opportunity.invitationEmail ?? '',
        }),
      ),
      licenceAllocate: bindLicenceAllocate(deps),
      licenceBuy: bindLicenceBuy(deps),
    },
    actions: { notify: (_, toast) => deps.toast(toast.title, toast.type) },
  })
}
