import { customDomainsMachine, type DomainTarget } from '../../../../machines/settings/custom-domains.machine'
import {
  addCustomDomain,
  deleteCustomDomain,
  loadCustomDomains,
  resetCustomDomain,
  verifyAllCustomDomains,
  verifyCustomDomain,
} from '../../../api/settings/custom-domains'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** Settings → White label → Custom domains wired to the gateway, its toasts to the shell. */
export function bindCustomDomains(deps: FlowDeps) {
  const company = () => companyIdOf(deps)
  return customDomainsMachine.provide({
    actors: {
      loadDomains: gatewayCall(() => loadCustomDomains(deps.api, company())),
      saveDomain: gatewayCall((input: DomainTarget) => addCustomDomain(deps.api, company(), input)),
      verifyDomain: gatewayCall((input: DomainTarget) => verifyCustomDomain(deps.api, company(), input)),
      verifyAll: gatewayCall(() => verifyAllCustomDomains(deps.api, company())),
      resetDomain: gatewayCall((input: DomainTarget) => resetCustomDomain(deps.api, company(), input)),
      removeDomain: gatewayCall((input: DomainTarget) => deleteCustomDomain(deps.api, company(), input.type)),
    },
    actions: { notify: (_, title) => deps.toast(title, 'success') },
  })
}
