import { defineFlow } from './flow'
import { billingHistoryMachine } from './billing-history.machine'
import { offline } from './samples/failures'
import type { Scenarios } from './scenarios'

const invoice = {
  id: 'cs_1',
  amount: 1800,
  purchasedSeats: 50,
  companyName: 'Acme Corp',
  paymentMethod: 'Card •••• 4242',
  invoiceDate: '2026-11-22T10:00:00.000Z',
  status: 'PAID' as const,
  dueDate: '2026-11-22T10:00:00.000Z',
  paidDate: '2026-11-22T10:01:00.000Z',
  description: 'Boost, 50 users',
}

export const billingHistoryScenarios: Scenarios<typeof billingHistoryMachine> = {
  events: {
    'billing.retry': [{ type: 'billing.retry' }],
  },
  outcomes: {
    loadInvoices: { done: [[invoice], []], error: [offline] },
  },
  abstractContext: (context) => ({
    invoices: context.invoices === null ? null : context.invoices.length,
    failure: context.failure !== null,
  }),
  maxStates: 1000,
}

export const billingHistoryFlow = defineFlow({
  id: 'billingHistory',
  file: 'billing-history',
  title: 'Billing history',
  description:
    '/billing: the invoices of every checkout (amount, seats, company, payment method, invoice, due and paid dates, status), with retry.',
  routes: ['/billing'],
  machine: billingHistoryMachine,
  scenarios: billingHistoryScenarios,
})
