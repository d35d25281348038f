import type { customerPortalMachine } from './customer-portal.machine'
import { offline } from './samples/failures'
import type { Scenarios } from './scenarios'

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
