import { assign, fromPromise, setup } from 'xstate'
import type { Invoice } from '../../src/domain/plan'
import { failureMessage } from '../event-params'
import { pagedListStates } from '../paged-list'

// /billing: every purchase of the company (checkouts paid, open or void; licenses a provider added), with
// retry, and each checkout's PDF invoice downloaded on request (a failure says so and the list stays).

export interface BillingHistoryContext {
  invoices: Invoice[] | null
  failure: string | null
  /** The invoice whose PDF is being fetched. */
  downloading: string | null
}

export type BillingHistoryEvent = { type: 'billing.retry' } | { type: 'invoice.download'; invoiceId: string }

export const billingHistoryMachine = setup({
  types: { context: {} as BillingHistoryContext, events: {} as BillingHistoryEvent },
  actors: {
    loadInvoices: fromPromise<Invoice[]>(async () => []),
    /** Provided by the app: the PDF, saved as "{number}.pdf". */
    downloadInvoice: fromPromise<void, { invoice: Invoice }>(async () => undefined),
  },
  guards: {
    hasPdf: ({ context }, params: { invoiceId: string }) =>
      context.invoices?.some((invoice) => invoice.id === params.invoiceId && invoice.hasPdf) ?? false,
  },
  actions: {
    setPage: assign({ invoices: (_, invoices: Invoice[]) => invoices, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    setDownloading: assign({ downloading: (_, invoiceId: string | null) => invoiceId }),
    /** Provided by the app: a toast. */
    notifyFailure: (_, _message: string) => {},
  },
}).createMachine({
  id: 'billingHistory',
  context: { invoices: null, failure: null, downloading: null },
  initial: 'loading',
  states: {
    ...pagedListStates<Invoice[]>()({ load: 'loadInvoices', retry: 'billing.retry', input: () => undefined }),
    ready: {
      on: {
        'invoice.download': {
          guard: { type: 'hasPdf', params: ({ event }) => ({ invoiceId: event.invoiceId }) },
          target: 'downloading',
          actions: { type: 'setDownloading', params: ({ event }) => event.invoiceId },
        },
      },
    },
    downloading: {
      invoke: {
        id: 'downloadInvoice',
        src: 'downloadInvoice',
        input: ({ context }) => ({
          invoice: context.invoices!.find((invoice) => invoice.id === context.downloading)!,
        }),
        onDone: { target: 'ready', actions: { type: 'setDownloading', params: null } },
        onError: {
          target: 'ready',
          actions: [
            { type: 'setDownloading', params: null },
            { type: 'notifyFailure', params: ({ event }) => failureMessage({ event }) },
          ],
        },
      },
    },
  },
})
