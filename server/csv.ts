import Papa from 'papaparse'

// The one CSV writer of the gateway's exports. A cell starting with = + - @ or a tab would run as a
// formula when the file is opened in a spreadsheet (a learner named =HYPERLINK(...)): papaparse prefixes
// those with a quote. Lines end in CRLF, as RFC 4180 and spreadsheets expect.
export function toCsv(
  fields: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  return Papa.unparse(
    { fields: [...fields], data: rows.map((row) => [...row]) },
    { escapeFormulae: true, newline: '\r\n' },
  )
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8'
