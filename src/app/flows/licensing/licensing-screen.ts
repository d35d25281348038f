import type { ActorRefFrom } from 'xstate'
import {
  licensingScreenMachine,
  reportingContact,
} from '../../../../machines/licensing/licensing-screen.machine'
import type { sessionMachine } from '../../../../machines/session/session.machine'
import type { FlowDeps } from '../deps'
import { bindContactSales } from './contact-sales'
import { bindCustomerPortal } from './customer-portal'
import { bindPlan } from './plan'

/** /licensing: the page's machine with its children bound to the gateway and the session. */
export function bindLicensingScreen(deps: FlowDeps, session: ActorRefFrom<typeof sessionMachine>) {
  return licensingScreenMachine.provide({
    actors: {
      // The plan's "contact us" goes to the page (reportingContact), which opens Contact Sales.
      plan: reportingContact(bindPlan(deps, session, () => {})),
      contactSales: bindContactSales(deps),
      portal: bindCustomerPortal(deps),
    },
  })
}
