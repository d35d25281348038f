import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { GatewayEnv } from '../context'
import type { Database } from '../db/open'
import { companies } from '../db/schema'
import { CSV_CONTENT_TYPE, toCsv } from '../csv'
import { reportPdf } from './pdf'

// A report as a document: the same rows and figures the page shows, written as CSV by the one CSV writer or as a
// PDF by pdfkit (never a screenshot). Each report builds one; the scheduled reports mail the same PDF.

export type Cell = string | number | null

export interface ReportDocument {
  title: string
  /** The download's name without its extension. */
  fileName: string
  companyName: string
  /** A data: URL of the company's PNG or JPG logo, when it has one. */
  logo: string | null
  /** The range and the filters the rows were read under, as label and value. */
  scope: [string, string][]
  figures: [string, string][]
  columns: string[]
  rows: Cell[][]
}

export type DocumentFormat = 'csv' | 'pdf'

/** What an Accept header asks a report for: CSV, PDF, or the page's JSON (null). */
export function documentFormat(c: Context<GatewayEnv>): DocumentFormat | null {
  const accept = c.req.header('accept') ?? ''
  if (accept.includes('text/csv')) return 'csv'
  if (accept.includes('application/pdf')) return 'pdf'
  return null
}

export async function companyHeading(db: Database, companyId: string) {
  const [company] = await db
    .select({ name: companies.name, logo: companies.logo })
    .from(companies)
    .where(eq(companies.id, companyId))
  const logo = company?.logo && /^data:image\/(png|jpe?g);base64,/.test(company.logo) ? company.logo : null
  return { companyName: company?.name ?? '', logo }
}

export async function documentResponse(c: Context<GatewayEnv>, doc: ReportDocument, format: DocumentFormat) {
  if (format === 'csv')
    return c.body(toCsv(doc.columns, doc.rows), 200, {
      'Content-Type': CSV_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${doc.fileName}.csv"`,
    })
  const pdf = await reportPdf(doc)
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${doc.fileName}.pdf"`,
  })
}
