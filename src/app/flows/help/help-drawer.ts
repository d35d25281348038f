import { helpDrawerMachine } from '../../../../machines/help/help-drawer.machine'
import { sendSupportTicket } from '../../../api/support/support'
import { gatewayCall, type FlowDeps } from '../deps'

/** Contact Support: the company's ticket call when signed in, the open one on the sign-in pages. */
export function bindHelpDrawer(deps: FlowDeps) {
  return helpDrawerMachine.provide({
    actors: {
      sendTicket: gatewayCall((input) => sendSupportTicket(deps.api, deps.who().company?.id ?? null, input)),
    },
  })
}
