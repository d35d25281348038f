import { TRANSACTION_TEXTS } from '../../src/domain/partner-transactions'
import { defineFlow } from '../flow'
import { partnerTransactionsMachine } from './partner-transactions.machine'
import { failure, offline } from '../samples/failures'
import {
  filteredTransactionQuery,
  firstTransactionQuery,
  transactionPage,
} from '../samples/transactions.samples'
import type { Scenarios } from '../scenarios'

export const TRANSACTIONS_INPUT = { query: firstTransactionQuery, email: 'partner@northwind.example' }

export const partnerTransactionsScenarios: Scenarios<typeof partnerTransactionsMachine> = {
  inputs: [TRANSACTIONS_INPUT],
  events: {
    'transactions.query': [{ type: 'transactions.query', query: filteredTransactionQuery }],
    'transactions.retry': [{ type: 'transactions.retry' }],
    'invoice.download': [{ type: 'invoice.download', transactionId: 'txn_1' }],
    'invoice.compose': [{ type: 'invoice.compose', transactionId: 'txn_2' }],
    'invoice.email': [
      { type: 'invoice.email', text: 'billing@contoso.example' },
      { type: 'invoice.email', text: 'billing' },
    ],
    'invoice.send': [{ type: 'invoice.send' }],
    'invoice.cancel': [{ type: 'invoice.cancel' }],
  },
  outcomes: {
    loadTransactions: { done: [transactionPage], error: [offline] },
    downloadInvoice: { done: [undefined], error: [offline] },
    sendInvoice: {
      done: [undefined],
      error: [failure(500, 'internal', TRANSACTION_TEXTS.invoiceFailed)],
    },
  },
  enabledEventsOnly: 'Row actions exist only on rows; the address and Send only in the send dialog.',
  abstractContext: (context) => ({
    search: context.query.search,
    loaded: context.page !== null,
    failure: context.failure !== null,
    transaction: context.transactionId,
    recipient: context.recipient,
    attempted: context.attempted,
  }),
  maxStates: 20000,
}

export const partnerTransactionsFlow = defineFlow({
  id: 'partnerTransactions',
  file: 'partner/partner-transactions',
  title: 'Partner transactions',
  description:
    'The billing tab of Transactions (and the reseller and sub-reseller transaction pages): purchases for customers with their invoices, paged, sorted, searched and filtered by payment method and invoice status with the query in the URL; each invoice downloads as a PDF or is sent by email ("Invoice sent successfully"; "Something went wrong." keeps the address).',
  routes: [
    '/partner-portal/transactions/billing',
    '/partner-portal/reseller/transactions',
    '/partner-portal/subreseller/transactions',
  ],
  machine: partnerTransactionsMachine,
  scenarios: partnerTransactionsScenarios,
})
