import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  or,
  sum,
  type SQL,
} from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import {
  ALLOCATION_LIST,
  INVOICE_STATUSES,
  PAYMENT_METHODS,
  SendInvoiceBody,
  TRANSACTION_LIST,
  TRANSACTION_TEXTS,
  invoiceEmailProblem,
  type InvoiceStatus,
  type PaymentMethod,
  type TransactionRow,
} from '../../src/domain/partner-transactions'
import { parseListQuery } from '../../src/domain/list-query'
import { allow } from '../auth/access'
import { invoicePdf } from '../billing/invoices'
import type { CompanyRow, GatewayEnv } from '../context'
import type { Database } from '../db/open'
import { companies, licenseAllocations, transactions } from '../db/schema'
import { forbidden, invalid, notFound, readBody } from '../errors'
import { sendMail } from '../mail/outbox'
import { invalidFilter } from '../partner/customer-query'

// The partner's transactions (001 §2 "Transactions", §6 calls): purchases for its customers with their invoices —
// a PDF drawn by pdfkit, downloaded or mailed as an attachment — and the licence allocations log. A reseller's and
// a sub-reseller's transaction pages read the same rows through their own calls.

type TransactionRecord = typeof transactions.$inferSelect

function partnerOf(c: Context<GatewayEnv>): CompanyRow {
  const partner = c.var.auth.company
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

const likeText = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`

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

async function ownTransaction(c: Context<GatewayEnv>, partner: CompanyRow) {
  const [found] = await c.var.deps.db
    .select({ row: transactions, customer: companies.name })
    .from(transactions)
    .innerJoin(companies, eq(companies.id, transactions.customerCompanyId))
    .where(
      and(
        eq(transactions.id, c.req.param('transactionId') ?? ''),
        eq(transactions.partnerCompanyId, partner.id),
      ),
    )
  if (!found) throw notFound('Transaction not found')
  return found
}

/** The transaction as its invoice: the PDF the partner downloads and mails. */
async function pdfOf(row: TransactionRecord, customer: string, partner: CompanyRow, now: Date) {
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

export function partnerTransactionRoutes() {
  const app = new Hono<GatewayEnv>()
  const now = (c: Context<GatewayEnv>) => c.var.deps.now?.() ?? new Date()

  app.get('/partner-portal/transactions/:companyId', allow.ownCompany(), async (c) => {
    const partner = partnerOf(c)
    return c.json(await transactionPage(c.var.deps.db, [partner.id], c.req.url, now(c)))
  })

  app.get(
    '/partner-portal/:companyId/transactions/:transactionId/invoice.pdf',
    allow.ownCompany(),
    async (c) => {
      const partner = partnerOf(c)
      const { row, customer } = await ownTransaction(c, partner)
      const pdf = await pdfOf(row, customer, partner, now(c))
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${row.invoiceNumber}.pdf"`,
        'Cache-Control': 'private, no-store',
      })
    },
  )

  /** Ours (001 §2 "An invoice can be sent by email"): the PDF attached, to the address the partner gives. */
  app.post(
    '/partner-portal/:companyId/transactions/:transactionId/send_invoice',
    allow.ownCompany(),
    async (c) => {
      const partner = partnerOf(c)
      const { email } = await readBody(c, SendInvoiceBody)
      const problem = invoiceEmailProblem(email)
      if (problem) throw invalid([{ field: 'email', message: problem }])
      const { row, customer } = await ownTransaction(c, partner)
      const pdf = await pdfOf(row, customer, partner, now(c))
      await sendMail(c.var.deps.db, {
        to: email.trim(),
        kind: 'invoice',
        subject: `Invoice ${row.invoiceNumber} from ${partner.name}`,
        body: `Please find invoice ${row.invoiceNumber} for ${customer} attached: ${row.licences} licenses, amount due ${(row.amountDueCents / 100).toFixed(2)} USD.\n`,
        attachments: [
          {
            filename: `${row.invoiceNumber}.pdf`,
            contentType: 'application/pdf',
            content: pdf.toString('base64'),
          },
        ],
      })
      return c.json({ message: TRANSACTION_TEXTS.invoiceSent })
    },
  )

  app.get('/partner-portal/:companyId/license_allocation/logs', allow.ownCompany(), async (c) => {
    const partner = partnerOf(c)
    const query = parseListQuery(new URL(c.req.url).search, ALLOCATION_LIST)
    const search = (c.req.query('searchText') ?? '').trim().slice(0, 255)
    const where = and(
      eq(licenseAllocations.partnerCompanyId, partner.id),
      search
        ? or(ilike(companies.name, likeText(search)), ilike(licenseAllocations.allocatedBy, likeText(search)))
        : undefined,
    )
    const column =
      {
        createdAt: licenseAllocations.createdAt,
        companyName: companies.name,
        licences: licenseAllocations.licences,
      }[query.orderBy as 'createdAt'] ?? licenseAllocations.createdAt
    const { db } = c.var.deps
    const rows = await db
      .select({ row: licenseAllocations, companyName: companies.name })
      .from(licenseAllocations)
      .innerJoin(companies, eq(companies.id, licenseAllocations.customerCompanyId))
      .where(where)
      .orderBy(query.order === 'DESC' ? desc(column) : asc(column), asc(licenseAllocations.id))
      .limit(query.pageSize)
      .offset(query.pageNumber * query.pageSize)
    const [total] = await db
      .select({ n: count() })
      .from(licenseAllocations)
      .innerJoin(companies, eq(companies.id, licenseAllocations.customerCompanyId))
      .where(where)
    // Whatever the search: what the partner has given out, for its licensing page (issue 61).
    const [given] = await db
      .select({
        licences: sum(licenseAllocations.licences).mapWith(Number),
        customers: countDistinct(licenseAllocations.customerCompanyId),
      })
      .from(licenseAllocations)
      .where(eq(licenseAllocations.partnerCompanyId, partner.id))
    return c.json({
      totals: { licences: given?.licences ?? 0, customers: given?.customers ?? 0 },
      items: rows.map(({ row, companyName }) => ({
        id: row.id,
        companyName,
        licences: row.licences,
        allocatedBy: row.allocatedBy,
        createdAt: row.createdAt.toISOString(),
      })),
      pageInfo: { totalCount: total?.n ?? 0, pageNumber: query.pageNumber, pageSize: query.pageSize },
    })
  })
  return app
}

/**
 * The reseller's transactions (GET /billing/api/v1/company/{id}/resellers/transactions, "reads data"): its own and,
 * with grandchild access, its sub-resellers'. Mounted under /billing/api/v1.
 */
export function resellerTransactionRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get('/company/:companyId/resellers/transactions', allow.ownCompany(), async (c) => {
    const partner = partnerOf(c)
    if (partner.type !== 'RESELLER') throw forbidden('not_a_reseller', "You don't have permission to access")
    const { db } = c.var.deps
    const subResellers =
      partner.features.isGrandChildrenAccessAllowed === true
        ? await db
            .select({ id: companies.id })
            .from(companies)
            .where(and(eq(companies.parentCompanyId, partner.id), eq(companies.type, 'SUBRESELLER')))
        : []
    const page = await transactionPage(
      db,
      [partner.id, ...subResellers.map((row) => row.id)],
      c.req.url,
      c.var.deps.now?.() ?? new Date(),
    )
    return c.json({ data: page.items, pageInfo: page.pageInfo })
  })
  return app
}

/** The sub-reseller's own transactions (GET /api/v1/billing/subresellers/company/{id}/transactions). */
export function subResellerTransactionRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get('/billing/subresellers/company/:companyId/transactions', allow.ownCompany(), async (c) => {
    const partner = partnerOf(c)
    if (partner.type !== 'SUBRESELLER')
      throw forbidden('not_a_subreseller', "You don't have permission to access")
    return c.json(
      await transactionPage(c.var.deps.db, [partner.id], c.req.url, c.var.deps.now?.() ?? new Date()),
    )
  })
  return app
}
