import { assign, fromPromise, setup } from 'xstate'
import type { Invoice } from '../src/domain/plan'
import { failureMessage } from './event-params'

// /billing: the company's invoices, one per checkout (paid, open or void), with retry.

export interface BillingHistoryContext {
  invoices: Invoice[] | null
  failure: string | null
}

export type BillingHistoryEvent = { type: 'billing.retry' }

export const billingHistoryMachine = setup({
  types: { context: {} as BillingHistoryContext, events: {} as BillingHistoryEvent },
  actors: {
    loadInvoices: fromPromise<Invoice[]>(async () => []),
  },
  actions: {
    setInvoices: assign({ invoices: (_, invoices: Invoice[]) => invoices, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
  },
}).createMachine({
  id: 'billingHistory',
  context: { invoices: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadInvoices',
        src: 'loadInvoices',
        onDone: { target: 'ready', actions: { type: 'setInvoices', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { 'billing.retry': 'loading' } },
    ready: {},
  },
})
