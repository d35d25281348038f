import { createHash } from 'node:crypto'
import { and, desc, eq, isNull } from 'drizzle-orm'
import type PdfDocument from 'pdfkit'
import { loadOnUse } from '../load-on-use'

const pdfkit = loadOnUse<typeof PdfDocument>('pdfkit')
import type { Invoice } from '../../src/domain/plan'
import type { CompanyRow } from '../context'
import type { Database } from '../db/open'
import { checkoutSessions, licenceWallets } from '../db/schema'

// Billing history (issue 24): every purchase of the company — each checkout (paid, open or void) and each
// licence batch a provider added without one — and a PDF invoice for each checkout, drawn by pdfkit.

/** An invoice's public id: derived, because a checkout's own id is the secret of its payment page. */
const invoiceId = (checkoutId: string) =>
  `inv_${createHash('sha256').update(checkoutId).digest('hex').slice(0, 16)}`
const invoiceNumber = (id: string) => `INV-${id.slice(4, 12).toUpperCase()}`

export async function companyInvoices(db: Database, company: CompanyRow, now: Date): Promise<Invoice[]> {
  const [checkouts, allocations] = await Promise.all([
    db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.companyId, company.id))
      .orderBy(desc(checkoutSessions.createdAt)),
    db
      .select()
      .from(licenceWallets)
      .where(and(eq(licenceWallets.companyId, company.id), isNull(licenceWallets.checkoutSessionId)))
      .orderBy(desc(licenceWallets.createdAt)),
  ])
  const bought: Invoice[] = checkouts.map((row) => {
    const id = invoiceId(row.id)
    const status =
      row.status === 'paid' ? 'PAID' : row.status === 'open' && row.expiresAt > now ? 'OPEN' : 'VOID'
    return {
      id,
      number: invoiceNumber(id),
      amount: row.totalCents / 100,
      purchasedSeats: row.quantity,
      companyName: company.name,
      paymentMethod: 'Card (local checkout)',
      invoiceDate: row.createdAt.toISOString(),
      status,
      dueDate: row.expiresAt.toISOString(),
      paidDate: row.paidAt?.toISOString() ?? null,
      description: `${row.mode === 'licenses' ? 'Licenses' : 'Boost'}, ${row.quantity} ${row.mode === 'licenses' ? 'licenses' : 'users'}${row.couponCode ? `, coupon ${row.couponCode}` : ''}`,
      hasPdf: status !== 'VOID',
    }
  })
  const byProvider = company.parentCompanyId !== null
  const added: Invoice[] = allocations.map((row) => ({
    id: row.id,
    number: '—',
    // Not bought through this console: no amount of ours to show.
    amount: null,
    purchasedSeats: row.balance,
    companyName: company.name,
    paymentMethod: byProvider ? 'Added by your provider' : 'Added by the platform',
    invoiceDate: row.createdAt.toISOString(),
    status: 'PAID',
    dueDate: row.createdAt.toISOString(),
    paidDate: row.createdAt.toISOString(),
    description: `${byProvider ? 'Licenses from your provider' : 'Licenses added'}, ${row.balance} licenses`,
    hasPdf: false,
  }))
  return [...bought, ...added].sort((a, b) => b.invoiceDate.localeCompare(a.invoiceDate))
}

const money = (amount: number | null) =>
  amount === null ? '—' : amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' })
const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }) : '—'

/** The invoice as an A4 PDF: seller, buyer, the line, the totals and the payment state. */
export function invoicePdf(invoice: Invoice): Promise<Buffer> {
  const doc = new (pdfkit())({
    size: 'A4',
    margin: 56,
    info: { Title: `Invoice ${invoice.number}`, Author: 'Awareness Platform' },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.font('Helvetica-Bold').fontSize(22).text('Invoice', { continued: true })
  doc.font('Helvetica').fontSize(12).text(`   ${invoice.number}`)
  doc.moveDown()
  doc.fontSize(10).text('Awareness Platform')
  doc.text(`Billed to: ${invoice.companyName}`)
  doc.moveDown()
  doc.text(`Invoice date: ${day(invoice.invoiceDate)}`)
  doc.text(`Due date: ${day(invoice.dueDate)}`)
  doc.text(`Status: ${invoice.status === 'PAID' ? `Paid on ${day(invoice.paidDate)}` : 'Open'}`)
  doc.text(`Payment method: ${invoice.paymentMethod}`)
  doc.moveDown()
  doc.table({
    columnStyles: ['*', 80, 100],
    data: [
      ['Description', 'Quantity', 'Amount'],
      [invoice.description, String(invoice.purchasedSeats), money(invoice.amount)],
      ['Total', '', money(invoice.amount)],
    ],
  })
  doc.end()
  return finished
}
