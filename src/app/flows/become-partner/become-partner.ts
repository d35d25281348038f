import { becomePartnerMachine } from '../../../../machines/become-partner/become-partner.machine'
import { loadPartnerRequest, sendPartnerRequest } from '../../../api/become-partner/become-partner'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

export function bindBecomePartner(deps: FlowDeps) {
  return becomePartnerMachine.provide({
    actors: {
      loadRequest: gatewayCall(() => loadPartnerRequest(deps.api, companyIdOf(deps))),
      sendRequest: gatewayCall((body) => sendPartnerRequest(deps.api, companyIdOf(deps), body)),
    },
    actions: { notify: (_, title) => deps.toast(title, 'success') },
  })
}
