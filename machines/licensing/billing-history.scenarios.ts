import { defineFlow } from '../flow'
import { billingHistoryMachine } from './billing-history.machine'
import { offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

const invoice = {
  id: 'inv_0123456789abcdef',
  number: 'INV-01234567',
  amount: 1800,
  purchasedSeats: 50,
  companyName: 'Acme Corp',
  paymentMethod: 'Card •••• 4242',
  invoiceDate: '2026-11-22T10:00:00.000Z',
  status: 'PAID' as const,
  dueDate: '2026-11-22T10:00:00.000Z',
  paidDate: '2026-11-22T10:01:00.000Z',
  description: 'Boost, 50 users',
  hasPdf: true,
}
/** Licenses a provider added: listed, with no invoice of ours. */
const allocation = {
  ...invoice,
  id: 'wal_1',
  number: '—',
  amount: null,
  paymentMethod: 'Added by your provider',
  description: 'Licenses from your provider, 20 licenses',
  hasPdf: false,
}

export const billingHistoryScenarios: Scenarios<typeof billingHistoryMachine> = {
  events: {
    'billing.retry': [{ type: 'billing.retry' }],
    'invoice.download': [
      { type: 'invoice.download', invoiceId: invoice.id },
      { type: 'invoice.download', invoiceId: allocation.id },
    ],
  },
  outcomes: {
    loadInvoices: { done: [[invoice, allocation], []], error: [offline] },
    downloadInvoice: { done: [undefined], error: [offline] },
  },
  abstractContext: (context) => ({
    invoices: context.invoices === null ? null : context.invoices.length,
    failure: context.failure !== null,
    downloading: context.downloading,
  }),
  maxStates: 1000,
}

export const billingHistoryFlow = defineFlow({
  id: 'billingHistory',
  file: 'licensing/billing-history',
  title: 'Billing history',
  description:
    "/billing: every purchase (each checkout, paid, open or void, and licenses a provider added) with amount, seats, payment method, invoice, due and paid dates and status, with retry; a checkout's PDF invoice downloads on request.",
  routes: ['/billing'],
  machine: billingHistoryMachine,
  scenarios: billingHistoryScenarios,
})
