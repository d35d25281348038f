import type PdfDocument from 'pdfkit'
import { loadOnUse } from '../load-on-use'

const pdfkit = loadOnUse<typeof PdfDocument>('pdfkit')
import type { ReportDocument } from './document'
import { drawDoughnut } from './pdf-chart'

// The report's PDF: a band in the brand's colour, the company's logo and name, the report's title, the range and
// filters it was read under, its figures and the page's chart, then its table. Landscape A4, for the wide tables.

const MARGIN = 36

export function reportPdf(report: ReportDocument): Promise<Buffer> {
  const doc = new (pdfkit())({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: `${report.title} — ${report.companyName}`, Author: report.productName },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  // The brand's band across the top of the first page, and its name in the corner.
  doc.rect(0, 0, doc.page.width, 8).fill(report.brandColor)
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555')
    .text(report.productName, MARGIN, MARGIN / 2, {
      width: doc.page.width - 2 * MARGIN,
      align: 'right',
      lineBreak: false,
    })
  doc.x = MARGIN
  doc.y = MARGIN
  if (report.logo) {
    try {
      doc.image(Buffer.from(report.logo.split(',')[1] ?? '', 'base64'), MARGIN, MARGIN, { fit: [120, 40] })
      doc.moveDown(3)
    } catch {
      // A logo pdfkit cannot read leaves the name alone on the page, not a failed report.
    }
  }
  doc.font('Helvetica').fontSize(11).fillColor('#555').text(report.companyName)
  doc.font('Helvetica-Bold').fontSize(20).fillColor(report.brandColor).text(report.title)
  doc.moveDown(0.5)
  doc.font('Helvetica').fontSize(10).fillColor('#333')
  for (const [label, value] of report.scope) doc.text(`${label}: ${value}`)
  doc.text(`Generated: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`)
  if (report.figures.length > 0) {
    doc.moveDown()
    doc.table({
      defaultStyle: { border: 0.5, padding: 4 },
      data: [
        report.figures.map(([label]) => ({ text: label, font: { src: 'Helvetica-Bold' } })),
        report.figures.map(([, value]) => value),
      ],
    })
  }
  if (report.chart && report.rows.length > 0) {
    doc.moveDown()
    drawDoughnut(doc, report.chart.title, report.chart.slices)
  }
  doc.moveDown()
  if (report.rows.length === 0)
    doc.font('Helvetica-Oblique').text('No data for this range and these filters.')
  else
    doc
      .font('Helvetica')
      .fontSize(8)
      .table({
        defaultStyle: { border: 0.5, padding: 3 },
        data: [
          report.columns.map((text) => ({
            text,
            type: 'TH' as const,
            font: { src: 'Helvetica-Bold' },
            backgroundColor: '#eeeeee',
          })),
          ...report.rows.map((row) => row.map((cell) => (cell === null ? '—' : String(cell)))),
        ],
      })
  doc.end()
  return finished
}
