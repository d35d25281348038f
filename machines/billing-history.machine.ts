import { assign, fromPromise, setup } from 'xstate'
import type { Invoice } from '../src/domain/plan'
import { pagedListStates } from './paged-list'

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
    setPage: assign({ invoices: (_, invoices: Invoice[]) => invoices, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
  },
}).createMachine({
  id: 'billingHistory',
  context: { invoices: null, failure: null },
  initial: 'loading',
  states: {
    ...pagedListStates<Invoice[]>()({ load: 'loadInvoices', retry: 'billing.retry', input: () => undefined }),
    ready: {},
  },
})
