import { assign, fromPromise, setup } from 'xstate'
import type { ListQuery } from '../../src/domain/list-query'
import {
  invoiceEmailProblem,
  TRANSACTION_TEXTS,
  type TransactionPage,
  type TransactionRow,
} from '../../src/domain/partner-transactions'
import { pagedListStates } from '../paged-list'

// A partner's transactions (/partner-portal/transactions/billing, and the reseller's and sub-reseller's pages;
// 001 §2 "Transactions"): paged, sorted, searched and filtered (payment method, repeated invoice status) with the
// query in the URL. Each invoice downloads as a PDF or is sent by email to an address the partner types
// ("Invoice sent successfully"; a failure says "Something went wrong." and keeps the address).

export interface PartnerTransactionsInput {
  query: ListQuery
  /** The partner's own address, offered as the invoice's recipient. */
  email: string
}

export interface PartnerTransactionsContext extends PartnerTransactionsInput {
  page: TransactionPage | null
  failure: string | null
  /** The transaction whose invoice is being downloaded or sent. */
  transactionId: string | null
  recipient: string
  attempted: boolean
}

export type PartnerTransactionsEvent =
  | { type: 'transactions.query'; query: ListQuery }
  | { type: 'transactions.retry' }
  | { type: 'invoice.download'; transactionId: string }
  | { type: 'invoice.compose'; transactionId: string }
  | { type: 'invoice.email'; text: string }
  | { type: 'invoice.send' }
  | { type: 'invoice.cancel' }

const list = pagedListStates<TransactionPage>()({
  load: 'loadTransactions',
  retry: 'transactions.retry',
  input: ({ context }: { context: PartnerTransactionsContext }) => context.query,
})

const newQuery = {
  target: '#partnerTransactions.loading',
  reenter: true,
  actions: [
    { type: 'setQuery' as const, params: ({ event }: { event: { query: ListQuery } }) => event.query },
    { type: 'writeQuery' as const, params: ({ event }: { event: { query: ListQuery } }) => event.query },
  ],
}

export const rowOfTransaction = (context: PartnerTransactionsContext): TransactionRow | undefined =>
  context.page?.items.find((row) => row.id === context.transactionId)

export const partnerTransactionsMachine = setup({
  types: {
    context: {} as PartnerTransactionsContext,
    events: {} as PartnerTransactionsEvent,
    input: {} as PartnerTransactionsInput,
  },
  actors: {
    loadTransactions: fromPromise<TransactionPage, ListQuery>(async () => ({
      items: [],
      pageInfo: { totalCount: 0, pageNumber: 0, pageSize: 25 },
    })),
    /** Provided by the app: the PDF saved as "{invoice number}.pdf". */
    downloadInvoice: fromPromise<void, { row: TransactionRow }>(async () => undefined),
    sendInvoice: fromPromise<void, { row: TransactionRow; email: string }>(async () => undefined),
  },
  guards: {
    isRow: ({ context }, id: string) => context.page?.items.some((row) => row.id === id) ?? false,
    isRecipient: ({ context }) => invoiceEmailProblem(context.recipient) === null,
  },
  actions: {
    setQuery: assign({ query: (_, query: ListQuery) => query }),
    setPage: assign({ page: (_, page: TransactionPage) => page, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    choose: assign({
      transactionId: (_, id: string) => id,
      recipient: ({ context }) => context.email,
      attempted: false,
    }),
    release: assign({ transactionId: null }),
    setRecipient: assign({ recipient: (_, text: string) => text }),
    markAttempted: assign({ attempted: true }),
    /** Provided by the app: writes the query to the URL. */
    writeQuery: (_, _query: ListQuery) => {},
    /** Provided by the app: a toast. */
    notify: (_, _toast: { type: 'success' | 'error'; title: string }) => {},
  },
}).createMachine({
  id: 'partnerTransactions',
  context: ({ input }) => ({
    ...input,
    page: null,
    failure: null,
    transactionId: null,
    recipient: '',
    attempted: false,
  }),
  initial: 'loading',
  states: {
    loading: { ...list.loading, on: { 'transactions.query': newQuery } },
    failed: { on: { ...list.failed.on, 'transactions.query': newQuery } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'transactions.query': newQuery,
            'invoice.download': {
              guard: { type: 'isRow', params: ({ event }) => event.transactionId },
              target: 'downloading',
              actions: { type: 'choose', params: ({ event }) => event.transactionId },
            },
            'invoice.compose': {
              guard: { type: 'isRow', params: ({ event }) => event.transactionId },
              target: 'composing',
              actions: { type: 'choose', params: ({ event }) => event.transactionId },
            },
          },
        },
        downloading: {
          tags: ['rowBusy'],
          invoke: {
            id: 'downloadInvoice',
            src: 'downloadInvoice',
            input: ({ context }) => ({ row: rowOfTransaction(context)! }),
            onDone: { target: 'idle', actions: 'release' },
            onError: {
              target: 'idle',
              actions: [
                'release',
                { type: 'notify', params: { type: 'error', title: TRANSACTION_TEXTS.invoiceFailed } },
              ],
            },
          },
        },
        composing: {
          on: {
            'invoice.email': { actions: { type: 'setRecipient', params: ({ event }) => event.text } },
            'invoice.send': [{ guard: 'isRecipient', target: 'sending' }, { actions: 'markAttempted' }],
            'invoice.cancel': { target: 'idle', actions: 'release' },
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'sendInvoice',
            src: 'sendInvoice',
            input: ({ context }) => ({ row: rowOfTransaction(context)!, email: context.recipient.trim() }),
            onDone: {
              target: 'idle',
              actions: [
                'release',
                { type: 'notify', params: { type: 'success', title: TRANSACTION_TEXTS.invoiceSent } },
              ],
            },
            // 001 §8: "Something went wrong."; the address stays for another try.
            onError: {
              target: 'composing',
              actions: { type: 'notify', params: { type: 'error', title: TRANSACTION_TEXTS.invoiceFailed } },
            },
          },
        },
      },
    },
  },
})
