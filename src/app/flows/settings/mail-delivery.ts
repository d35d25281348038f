import { mailDeliveryMachine } from '../../../../machines/settings/mail-delivery.machine'
import { senderRecordsMachine } from '../../../../machines/settings/sender-records.machine'
import {
  checkSenderRecords,
  graphAuthUrl,
  loadMailDelivery,
  removeSmtp,
  resetGraph,
  saveSmtp,
  testSmtp,
} from '../../../api/settings/mail-delivery'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** Settings → White label → Mail delivery wired to the gateway; Connect leaves for the consent page. */
export function bindMailDelivery(deps: FlowDeps) {
  const company = () => companyIdOf(deps)
  return mailDeliveryMachine.provide({
    actors: {
      loadDelivery: gatewayCall(() => loadMailDelivery(deps.api, company())),
      saveSmtp: gatewayCall((draft) => saveSmtp(deps.api, company(), draft)),
      testSmtp: gatewayCall((to: string) => testSmtp(deps.api, company(), to)),
      removeSmtp: gatewayCall(() => removeSmtp(deps.api, company())),
      graphAuthUrl: gatewayCall(() => graphAuthUrl(deps.api, company(), window.location.origin)),
      resetGraph: gatewayCall(() => resetGraph(deps.api, company())),
      senderRecords: bindSenderRecords(deps),
    },
    actions: {
      notify: (_, title) => deps.toast(title, 'success'),
      leave: (_, url) => deps.leave(url),
    },
  })
}

/** The sending domain's DNS records, looked up by the gateway. */
export function bindSenderRecords(deps: FlowDeps) {
  return senderRecordsMachine.provide({
    actors: {
      checkRecords: gatewayCall((domain: string) => checkSenderRecords(deps.api, companyIdOf(deps), domain)),
    },
  })
}
