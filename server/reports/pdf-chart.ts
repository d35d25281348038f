import { CHART_COLORS, type ChartSlice } from '../../src/domain/report-charts'

// The page's doughnut drawn into the PDF with pdfkit's vector paths: the same slices, colours and legend the
// report page shows, so that a printed or mailed report carries its chart, not only the numbers.

const RADIUS = 48
const HOLE = 28

const point = (cx: number, cy: number, r: number, angle: number) =>
  `${(cx + r * Math.cos(angle)).toFixed(2)} ${(cy + r * Math.sin(angle)).toFixed(2)}`

/** One ring segment from `from` to `to` (radians, clockwise from 12 o'clock) as an SVG path. */
function segment(cx: number, cy: number, from: number, to: number): string {
  const start = from - Math.PI / 2
  const end = to - Math.PI / 2
  const large = to - from > Math.PI ? 1 : 0
  return [
    `M ${point(cx, cy, RADIUS, start)}`,
    `A ${RADIUS} ${RADIUS} 0 ${large} 1 ${point(cx, cy, RADIUS, end)}`,
    `L ${point(cx, cy, HOLE, end)}`,
    `A ${HOLE} ${HOLE} 0 ${large} 0 ${point(cx, cy, HOLE, start)}`,
    'Z',
  ].join(' ')
}

/** Draws the chart at the cursor and moves the cursor below it. */
export function drawDoughnut(doc: PDFKit.PDFDocument, title: string, slices: ChartSlice[]) {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0)
  const left = doc.page.margins.left
  const top = doc.y
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#111').text(title, left, top)
  const cx = left + RADIUS
  const cy = doc.y + 6 + RADIUS
  if (total === 0) {
    doc.circle(cx, cy, RADIUS).circle(cx, cy, HOLE).fillColor('#e5e7eb').fill('even-odd')
  } else {
    let angle = 0
    for (const slice of slices) {
      if (slice.value === 0) continue
      const sweep = (slice.value / total) * Math.PI * 2
      // A slice of everything is a full ring: two halves, since one arc cannot start and end at one point.
      if (sweep >= Math.PI * 2 - 1e-6) {
        doc.path(segment(cx, cy, 0, Math.PI)).fill(CHART_COLORS[slice.tone])
        doc.path(segment(cx, cy, Math.PI, Math.PI * 2)).fill(CHART_COLORS[slice.tone])
      } else doc.path(segment(cx, cy, angle, angle + sweep)).fill(CHART_COLORS[slice.tone])
      angle += sweep
    }
  }
  // The legend beside the ring: a swatch, the label and the count with its share.
  const legendX = cx + RADIUS + 24
  let legendY = cy - (slices.length * 16) / 2
  doc.font('Helvetica').fontSize(9)
  for (const slice of slices) {
    doc.rect(legendX, legendY + 1, 8, 8).fill(CHART_COLORS[slice.tone])
    const share = total === 0 ? 0 : Math.round((slice.value / total) * 100)
    doc.fillColor('#333').text(`${slice.label} ${slice.value} (${share}%)`, legendX + 14, legendY, {
      lineBreak: false,
    })
    legendY += 16
  }
  doc.x = left
  doc.y = cy + RADIUS + 12
}
