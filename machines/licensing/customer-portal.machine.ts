import { assign, fromPromise, setup } from 'xstate'
import { failureMessage } from '../event-params'

// The customer-portal link on /licensing (001 §2 "Licensing page", §7 POST .../customer_portal): the gateway
// answers with the portal's address and the browser goes there in the same window. A refusal stays on the page
// with its message, and the link can be tried again.

export interface CustomerPortalContext {
  error: string | null
}

export type CustomerPortalEvent = { type: 'portal.open' }

export const customerPortalMachine = setup({
  types: { context: {} as CustomerPortalContext, events: {} as CustomerPortalEvent },
  actors: {
    /** Resolves to the portal's address. */
    openPortal: fromPromise<string>(async () => {
      throw new Error('openPortal not provided')
    }),
  },
  actions: {
    setError: assign({ error: (_, message: string) => message }),
    clearError: assign({ error: null }),
    /** Provided by the app: the same-window redirect. */
    redirect: (_, _url: string) => {},
  },
}).createMachine({
  id: 'customerPortal',
  context: { error: null },
  initial: 'idle',
  states: {
    idle: { on: { 'portal.open': { target: 'opening', actions: 'clearError' } } },
    opening: {
      tags: ['busy'],
      invoke: {
        id: 'openPortal',
        src: 'openPortal',
        onDone: { target: 'redirecting', actions: { type: 'redirect', params: ({ event }) => event.output } },
        onError: { target: 'idle', actions: { type: 'setError', params: failureMessage } },
      },
    },
    /** The browser is leaving for the portal. */
    redirecting: { tags: ['busy'] },
  },
})
