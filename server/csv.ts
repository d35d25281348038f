import Papa from 'papaparse'
import type { Context } from 'hono'
import { stream } from 'hono/streaming'

// The one CSV writer of the gateway's exports. A cell starting with = + - @ or a tab would run as a
// formula when the file is opened in a spreadsheet (a learner named =HYPERLINK(...)): papaparse prefixes
// those with a quote. Lines end in CRLF, as RFC 4180 and spreadsheets expect. Every file starts with the UTF-8
// byte-order mark: without it Excel on Windows reads the bytes as the machine's code page and shows "Müller" as
// "MÃ¼ller" (papaparse, Python's utf-8-sig and LibreOffice all skip it).

export const CSV_BOM = '\uFEFF'
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8'

type Row = readonly (string | number | null)[]

const unparse = (fields: readonly string[], rows: readonly Row[], header: boolean) =>
  Papa.unparse(
    { fields: [...fields], data: rows.map((row) => [...row]) },
    { escapeFormulae: true, newline: '\r\n', header },
  )

export function toCsv(fields: readonly string[], rows: readonly Row[]): string {
  return CSV_BOM + unparse(fields, rows, true)
}

/**
 * A CSV answer written as its pages arrive (a large company's users list), so the gateway holds one page of
 * rows at a time rather than the whole file: the mark and the header first, then each page's lines.
 */
export function streamCsv(
  c: Context,
  fileName: string | null,
  fields: readonly string[],
  pages: AsyncIterable<readonly Row[]>,
): Response {
  c.header('Content-Type', CSV_CONTENT_TYPE)
  if (fileName) c.header('Content-Disposition', `attachment; filename="${fileName}.csv"`)
  return stream(c, async (out) => {
    await out.write(CSV_BOM + unparse(fields, [], true))
    for await (const rows of pages) if (rows.length) await out.write('\r\n' + unparse(fields, rows, false))
  })
}
