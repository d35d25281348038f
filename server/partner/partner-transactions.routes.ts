import { PATHS } from '../../src/domain/api-paths'
import { and, asc, count, countDistinct, desc, eq, ilike, or, sum } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import {
  ALLOCATION_LIST,
  SendInvoiceBody,
  TRANSACTION_TEXTS,
  invoiceEmailProblem,
} from '../../src/domain/partner-transactions'
import { parseListQuery } from '../../src/domain/list-query'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { jobSender } from '../context'
import { companies, licenseAllocations } from '../db/schema'
import { forbidden, invalid, body } from '../errors'
import { sendMail } from '../mail/outbox'
import { likeText, ownTransaction, partnerOf, pdfOf, transactionPage } from '../partner/transactions'

export function partnerTransactionRoutes() {
  const app = new Hono<GatewayEnv>()
  const now = (c: Context<GatewayEnv>) => c.var.deps.now?.() ?? new Date()

  app.get(PATHS.partnerTransactions.pattern, allow.ownCompany(), async (c) => {
    const partner = partnerOf(c.var.auth.company)
    return c.json(await transactionPage(c.var.deps.db, [partner.id], c.req.url, now(c)))
  })

  app.get(PATHS.transactionInvoicePdf.pattern, allow.ownCompany(), async (c) => {
    const partner = partnerOf(c.var.auth.company)
    const { row, customer } = await ownTransaction(c.var.deps.db, partner, c.req.param('transactionId'))
    const pdf = await pdfOf(row, customer, partner, now(c))
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${row.invoiceNumber}.pdf"`,
      'Cache-Control': 'private, no-store',
    })
  })

  /** Ours (001 §2 "An invoice can be sent by email"): the PDF attached, to the address the partner gives. */
  app.post(PATHS.sendTransactionInvoice.pattern, allow.ownCompany(), body(SendInvoiceBody), async (c) => {
    const partner = partnerOf(c.var.auth.company)
    const { email } = c.req.valid('json')
    const problem = invoiceEmailProblem(email)
    if (problem) throw invalid([{ field: 'email', message: problem }])
    const { row, customer } = await ownTransaction(c.var.deps.db, partner, c.req.param('transactionId'))
    const pdf = await pdfOf(row, customer, partner, now(c))
    await sendMail(c.var.deps.db, jobSender(c.var.deps), {
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
  })

  app.get(PATHS.allocationLogs.pattern, allow.ownCompany(), async (c) => {
    const partner = partnerOf(c.var.auth.company)
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
  app.get(PATHS.resellerTransactions.pattern, allow.ownCompany(), async (c) => {
    const partner = partnerOf(c.var.auth.company)
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
  app.get(PATHS.subResellerTransactions.pattern, allow.ownCompany(), async (c) => {
    const partner = partnerOf(c.var.auth.company)
    if (partner.type !== 'SUBRESELLER')
      throw forbidden('not_a_subreseller', "You don't have permission to access")
    return c.json(
      await transactionPage(c.var.deps.db, [partner.id], c.req.url, c.var.deps.now?.() ?? new Date()),
    )
  })
  return app
}
