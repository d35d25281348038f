import type PdfDocument from 'pdfkit'
import { loadOnUse } from '../load-on-use'

const pdfkit = loadOnUse<typeof PdfDocument>('pdfkit')

// The demo's policy document, drawn by pdfkit as the invoices are: what the seeded policies point at.

export function policyPdf(title: string, clauses: readonly string[]): Promise<Buffer> {
  const doc = new (pdfkit())({ size: 'A4', margin: 56, info: { Title: title, Author: 'Globex IT' } })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.font('Helvetica-Bold').fontSize(20).text(title)
  doc.moveDown()
  clauses.forEach((clause, index) =>
    doc
      .font('Helvetica')
      .fontSize(11)
      .text(`${index + 1}. ${clause}`)
      .moveDown(0.5),
  )
  doc.end()
  return finished
}

export const ACCEPTABLE_USE = [
  'Company devices and accounts are for work; keep personal use brief and lawful.',
  'Never share your password or approve a sign-in you did not start.',
  'Report a suspicious message with the Report button instead of forwarding it.',
  'Lock your screen when you leave your desk and store no company data on personal devices.',
] as const
