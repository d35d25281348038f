import { defineFlow } from '../flow'
import { customerPortalMachine } from './customer-portal.machine'
import { offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

export const customerPortalScenarios: Scenarios<typeof customerPortalMachine> = {
  events: {
    'portal.open': [{ type: 'portal.open' }],
  },
  outcomes: {
    openPortal: { done: ['http://localhost/billing/api/v1/portal/ps_1'], error: [offline] },
  },
  abstractContext: (context) => ({ error: context.error !== null }),
  maxStates: 100,
}

export const customerPortalFlow = defineFlow({
  id: 'customerPortal',
  file: 'licensing/customer-portal',
  title: 'Customer portal link',
  description:
    "On /licensing for a company that has bought: the gateway gives the customer portal's address and the browser goes there in the same window; a refusal shows its message and the link can be tried again.",
  routes: ['/licensing'],
  machine: customerPortalMachine,
  scenarios: customerPortalScenarios,
})
