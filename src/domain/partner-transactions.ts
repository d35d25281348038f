import { array, enums, nullable, number, object, string, type Infer } from 'superstruct'
import { isEmail } from './login'
import type { ListQuery, ListQueryOptions } from './list-query'
import { formatNumber } from './intl-format'

// A partner's transactions (001 §2 "Transactions", §3 "Transaction list params", §4 "Partner flows"): the billing
// tab's purchases for customers with their invoices (PDF, sent by email), and the licence allocations log.

export const INVOICE_STATUSES = ['OPEN', 'PAID', 'VOID', 'DRAFT', 'UNCOLLECTIBLE', 'OVERDUE'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]
export const PAYMENT_METHODS = ['INVOICE', 'CREDIT_CARD', 'DISTRIBUTOR_CREDIT'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** 001 §9 "Payment type labels". */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  INVOICE: 'Invoice',
  CREDIT_CARD: 'Credit card',
  DISTRIBUTOR_CREDIT: 'Distributor credit card',
}

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  OPEN: 'Open',
  PAID: 'Paid',
  VOID: 'Void',
  DRAFT: 'Draft',
  UNCOLLECTIBLE: 'Uncollectible',
  OVERDUE: 'Overdue',
}

export const TRANSACTION_TEXTS = {
  invoiceSent: 'Invoice sent successfully',
  invoiceFailed: 'Something went wrong.',
  email: 'Please enter a valid email address',
} as const

export const TRANSACTION_LIST: ListQueryOptions = {
  orderBy: ['createdAt', 'dueDate', 'amountDue', 'customer'],
  defaultOrderBy: 'createdAt',
  defaultOrder: 'DESC',
  defaultPageSize: 25,
}

export const ALLOCATION_LIST: ListQueryOptions = {
  orderBy: ['createdAt', 'companyName', 'licences'],
  defaultOrderBy: 'createdAt',
  defaultOrder: 'DESC',
  defaultPageSize: 25,
}

export const TransactionRow = object({
  id: string(),
  customerCompanyId: string(),
  customer: string(),
  buyer: string(),
  licences: number(),
  subtotal: number(),
  discount: number(),
  bankWithdrawal: number(),
  amountDue: number(),
  paymentStatus: enums(INVOICE_STATUSES),
  method: enums(PAYMENT_METHODS),
  cardLast4: nullable(string()),
  invoiceNumber: string(),
  invoiceDate: string(),
  dueDate: string(),
  paidDate: nullable(string()),
  admin: string(),
  orderNumber: nullable(string()),
})
export type TransactionRow = Infer<typeof TransactionRow>

const pageInfo = object({ totalCount: number(), pageNumber: number(), pageSize: number() })

export const TransactionPage = object({ items: array(TransactionRow), pageInfo })
export type TransactionPage = Infer<typeof TransactionPage>

export const AllocationRow = object({
  id: string(),
  companyName: string(),
  licences: number(),
  allocatedBy: string(),
  createdAt: string(),
})
export type AllocationRow = Infer<typeof AllocationRow>
/** What the partner has given out in all, whatever the search: its licensing page reads it. */
export const AllocationTotals = object({ licences: number(), customers: number() })
export type AllocationTotals = Infer<typeof AllocationTotals>
export const AllocationPage = object({ items: array(AllocationRow), pageInfo, totals: AllocationTotals })
export type AllocationPage = Infer<typeof AllocationPage>

export const SendInvoiceBody = object({ email: string() })

/** The filters a link may carry: known values only, the statuses repeated (a bad link filters nothing). */
export function transactionFilters(filters: Record<string, unknown>): {
  paymentMethod: PaymentMethod | null
  invoiceStatus: InvoiceStatus[]
} {
  const method = filters.paymentMethod
  const statuses = Array.isArray(filters.invoiceStatus) ? filters.invoiceStatus : []
  return {
    paymentMethod: PAYMENT_METHODS.includes(method as PaymentMethod) ? (method as PaymentMethod) : null,
    invoiceStatus: INVOICE_STATUSES.filter((status) => statuses.includes(status)),
  }
}

/** The call's query string: list params, searchText, paymentMethod and repeated invoiceStatus. */
export function transactionParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams({
    pageNumber: String(query.pageNumber),
    pageSize: String(query.pageSize),
    order: query.order,
    orderBy: query.orderBy,
  })
  if (query.search) params.set('searchText', query.search)
  const { paymentMethod, invoiceStatus } = transactionFilters(query.filters)
  if (paymentMethod) params.set('paymentMethod', paymentMethod)
  for (const status of invoiceStatus) params.append('invoiceStatus', status)
  return params
}

export const invoiceEmailProblem = (email: string): string | null =>
  isEmail(email.trim()) ? null : TRANSACTION_TEXTS.email

export const money = (amount: number) =>
  formatNumber(amount, 'en-US', { style: 'currency', currency: 'USD' })
