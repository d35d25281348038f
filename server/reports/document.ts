import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { GatewayEnv } from '../context'
import type { Database } from '../db/open'
import { companies } from '../db/schema'
import { CSV_CONTENT_TYPE, toCsv } from '../csv'
import { reportPdf } from './pdf'
import type { ChartSlice } from '../../src/domain/report-charts'
import { DEFAULT_BRAND } from '../../src/domain/white-label'
import { brandOwnerOf } from '../white-label/brand'

// A report as a document: the same rows and figures the page shows, written as CSV by the one CSV writer or as a
// PDF by pdfkit (never a screenshot). Each report builds one; the scheduled reports mail the same PDF.

export type Cell = string | number | null

export interface ReportDocument {
  title: string
  /** The download's name without its extension. */
  fileName: string
  companyName: string
  /** A data: URL of the company's PNG or JPG logo (or its brand's), when it has one. */
  logo: string | null
  /** The brand the company's console shows: the product's name and its colour. */
  productName: string
  brandColor: string
  /** The chart the page draws beside the figures (learners by status), drawn into the PDF too. */
  chart?: { title: string; slices: ChartSlice[] } | null
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

const pdfImage = (logo: string | null | undefined) =>
  logo && /^data:image\/(png|jpe?g);base64,/.test(logo) ? logo : null

/** The document's heading: the company, its logo, and the brand its console shows (its own or its partner's). */
export async function companyHeading(db: Database, companyId: string) {
  const [[company], owner] = await Promise.all([
    db
      .select({ name: companies.name, logo: companies.logo })
      .from(companies)
      .where(eq(companies.id, companyId)),
    brandOwnerOf(db, companyId),
  ])
  const brand = owner?.brand ?? DEFAULT_BRAND
  return {
    companyName: company?.name ?? '',
    logo: pdfImage(company?.logo) ?? pdfImage(brand.logo),
    productName: brand.productName,
    brandColor: /^#[0-9a-f]{6}$/i.test(brand.primaryColor) ? brand.primaryColor : DEFAULT_BRAND.primaryColor,
  }
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
