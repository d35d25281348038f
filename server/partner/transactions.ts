import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm'
import {
  INVOICE_STATUSES,
  PAYMENT_METHODS,
  TRANSACTION_LIST,
  type InvoiceStatus,
  type PaymentMethod,
  type TransactionRow,
} from '../../src/domain/partner-transactions'
import { parseListQuery } from '../../src/domain/list-query'
import { invoicePdf } from '../billing/invoices'
import type { CompanyRow } from '../context'
import type { Database } from '../db/open'
import { companies, transactions } from '../db/schema'
import { forbidden, notFound } from '../errors'
import { invalidFilter } from './customer-query'

// The partner's transactions (001 §2 "Transactions", §6 calls): purchases for its customers with their invoices —
// a PDF drawn by pdfkit, downloaded or mailed as an attachment — and the licence allocations log. A reseller's and
// a sub-reseller's transaction pages read the same rows through their own calls.

type TransactionRecord = typeof transactions.$inferSelect

export function partnerOf(partner: CompanyRow): CompanyRow {
  if (!partner.isPartner) throw forbidden('not_a_partner', "You don't have permission to access")
  if (partner.integration) throw forbidden('integration', "You don't have permission to access")
  return partner
}

/** OVERDUE is an open invoice past its due date; OPEN is one still within it. */
function statusOf(row: TransactionRecord, now: Date): InvoiceStatus {
  if (row.paymentStatus === 'OPEN' && row.dueDate < now) return 'OVERDUE'
  return row.paymentStatus as InvoiceStatus
}

function statusCondition(status: InvoiceStatus, now: Date): SQL | undefined {
  if (status === 'OVERDUE') return and(eq(transactions.paymentStatus, 'OPEN'), lt(transactions.dueDate, now))
  if (status === 'OPEN') return and(eq(transactions.paymentStatus, 'OPEN'), gte(transactions.dueDate, now))
  return eq(transactions.paymentStatus, status)
}

const cents = (value: number) => value / 100

function rowOf(row: TransactionRecord, customer: string, now: Date): TransactionRow {
  return {
    id: row.id,
    customerCompanyId: row.customerCompanyId,
    customer,
    buyer: row.buyer,
    licences: row.licences,
    subtotal: cents(row.subtotalCents),
    discount: cents(row.discountCents),
    bankWithdrawal: cents(row.bankWithdrawalCents),
    amountDue: cents(row.amountDueCents),
    paymentStatus: statusOf(row, now),
    method: row.method as PaymentMethod,
    cardLast4: row.cardLast4,
    invoiceNumber: row.invoiceNumber,
    invoiceDate: row.createdAt.toISOString(),
    dueDate: row.dueDate.toISOString(),
    paidDate: row.paidDate?.toISOString() ?? null,
    admin: row.adminEmail ?? row.buyer,
    orderNumber: row.orderNumber,
  }
}

export const likeText = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`

/** One page of the transactions of `partnerIds` (the partner, or a reseller with its sub-resellers). */
export async function transactionPage(db: Database, partnerIds: string[], url: string, now: Date) {
  const params = new URL(url).searchParams
  const query = parseListQuery(new URL(url).search, TRANSACTION_LIST)
  const conditions: (SQL | undefined)[] = [inArray(transactions.partnerCompanyId, partnerIds)]
  const search = (params.get('searchText') ?? '').trim().slice(0, 255)
  if (search)
    conditions.push(
      or(
        ilike(companies.name, likeText(search)),
        ilike(transactions.invoiceNumber, likeText(search)),
        ilike(transactions.orderNumber, likeText(search)),
      ),
    )
  const method = params.get('paymentMethod')
  if (method) {
    if (!PAYMENT_METHODS.includes(method as PaymentMethod)) throw invalidFilter('paymentMethod')
    conditions.push(eq(transactions.method, method))
  }
  const statuses = params.getAll('invoiceStatus').filter((status) => status !== '')
  if (statuses.some((status) => !INVOICE_STATUSES.includes(status as InvoiceStatus)))
    throw invalidFilter('invoiceStatus')
  if (statuses.length > 0)
    conditions.push(or(...statuses.map((status) => statusCondition(status as InvoiceStatus, now))))
  const where = and(...conditions)
  const column =
    {
      createdAt: transactions.createdAt,
      dueDate: transactions.dueDate,
      amountDue: transactions.amountDueCents,
      customer: companies.name,
    }[query.orderBy as 'createdAt'] ?? transactions.createdAt
  const rows = await db
    .select({ row: transactions, customer: companies.name })
    .from(transactions)
    .innerJoin(companies, eq(companies.id, transactions.customerCompanyId))
    .where(where)
    .orderBy(query.order === 'DESC' ? desc(column) : asc(column), asc(transactions.id))
    .limit(query.pageSize)
    .offset(query.pageNumber * query.pageSize)
  const [total] = await db
    .select({ n: count() })
    .from(transactions)
    .innerJoin(companies, eq(companies.id, transactions.customerCompanyId))
    .where(where)
  return {
    items: rows.map(({ row, customer }) => rowOf(row, customer, now)),
    pageInfo: { totalCount: total?.n ?? 0, pageNumber: query.pageNumber, pageSize: query.pageSize },
  }
}

export async function ownTransaction(db: Database, partner: CompanyRow, transactionId: string) {
  const [found] = await db
    .select({ row: transactions, customer: companies.name })
    .from(transactions)
    .innerJoin(companies, eq(companies.id, transactions.customerCompanyId))
    .where(and(eq(transactions.id, transactionId), eq(transactions.partnerCompanyId, partner.id)))
  if (!found) throw notFound('Transaction not found')
  return found
}

/** The transaction as its invoice: the PDF the partner downloads and mails. */
export async function pdfOf(row: TransactionRecord, customer: string, partner: CompanyRow, now: Date) {
  const view = rowOf(row, customer, now)
  const method = `${view.method === 'CREDIT_CARD' ? 'Credit card' : view.method === 'INVOICE' ? 'Invoice' : 'Distributor credit card'}${view.cardLast4 ? ` ending ${view.cardLast4}` : ''}`
  return invoicePdf({
    id: view.id,
    number: view.invoiceNumber,
    amount: view.amountDue,
    purchasedSeats: view.licences,
    companyName: `${partner.name}, for ${customer}`,
    paymentMethod: method,
    invoiceDate: view.invoiceDate,
    status: view.paymentStatus === 'PAID' ? 'PAID' : 'OPEN',
    dueDate: view.dueDate,
    paidDate: view.paidDate,
    description: `Licenses for ${customer}${view.orderNumber ? `, order ${view.orderNumber}` : ''} (subtotal ${view.subtotal.toFixed(2)}, discount ${view.discount.toFixed(2)}, from bank ${view.bankWithdrawal.toFixed(2)})`,
    hasPdf: true,
  })
}
