import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  areCsvColumnsValid,
  buildInvites,
  csvColumnFieldProblems,
  csvFileError,
  CSV_MAX_ROWS,
  CSV_TEXTS,
  guessColumns,
  parseCsvText,
} from '../../src/domain/csv-import'
import { largeCsv } from '../fixtures/csv/large'

// The hostile corpus (issue 6): each file gets its spec message or imports correctly, through the same
// steps the drawer takes — name check, parse in the worker, column guess, Next, invites.

const fixture = (name: string) => {
  const bytes = readFileSync(join(process.cwd(), 'tests/fixtures/csv', name))
  return { name, size: bytes.length, text: new TextDecoder().decode(bytes) }
}

function importFile(file: { name: string; size: number; text: string }) {
  const fileError = csvFileError(file)
  if (fileError) return { error: fileError }
  const parsed = parseCsvText(file.text)
  if (!parsed.ok) return { error: parsed.error }
  const columns = guessColumns(parsed.table.headers)
  if (!areCsvColumnsValid(columns, parsed.table))
    return { error: Object.values(csvColumnFieldProblems(columns, parsed.table))[0], columns }
  return buildInvites(parsed.table.rows, columns)
}

describe('the hostile CSV corpus', () => {
  it.each([
    ['empty.csv', CSV_TEXTS.empty],
    ['header-only.csv', CSV_TEXTS.empty],
    ['users.xlsx', CSV_TEXTS.wrongFormat],
    ['no-email-column.csv', CSV_TEXTS.columnRequired],
    ['invalid-emails.csv', CSV_TEXTS.invalidEmails],
    ['formula-emails.csv', CSV_TEXTS.invalidEmails],
    ['broken-quotes.csv', CSV_TEXTS.parseError],
  ])('%s gets its message', (name, message) => {
    expect(importFile(fixture(name)).error).toBe(message)
  })

  it('a BOM does not end up in the first header, and a blank department goes to No Department', () => {
    const result = importFile(fixture('bom.csv'))
    expect(result.error).toBeNull()
    expect('invites' in result && result.invites).toEqual([
      { email: 'ann@example.com', name: 'Ann', lastName: 'Lee', department: 'Sales', group: 'Managers' },
      { email: 'bob@example.com', name: 'Bob', lastName: 'Ray', department: 'No Department', group: null },
    ])
  })

  it('semicolon files import like comma files', () => {
    const result = importFile(fixture('semicolons.csv'))
    expect('invites' in result && result.invites.map((i) => [i.email, i.department])).toEqual([
      ['ann@example.com', 'Sales'],
      ['bob@example.com', 'Support'],
    ])
  })

  it('quoted newlines, quoted commas, doubled quotes and CRLF stay inside their cells', () => {
    const result = importFile(fixture('quoted-newlines.csv'))
    expect('invites' in result && result.invites).toEqual([
      {
        email: 'ann@example.com',
        name: 'Ann\r\nMarie',
        lastName: 'Lee',
        department: 'Sales, EMEA',
        group: 'Managers',
      },
      { email: 'bob@example.com', name: 'Bob', lastName: 'Ray "Bobby"', department: 'Support', group: null },
    ])
  })

  it('formula cells are kept as text, never as formulas', () => {
    const result = importFile(fixture('formula-cells.csv'))
    const [ann, bob] = 'invites' in result ? result.invites : []
    expect(ann).toMatchObject({
      name: `'=HYPERLINK("http://evil.example","click")`,
      department: "'+cmd",
      group: "'@SUM(A1)",
    })
    expect(bob!.lastName).toBe("'-2+3")
  })

  it('non-Latin names and departments import unchanged', () => {
    const result = importFile(fixture('non-latin.csv'))
    expect('invites' in result && result.invites.map((i) => [i.name, i.lastName, i.department])).toEqual([
      ['伟', '李', '销售部'],
      ['Ольга', 'Иванова', 'Отдел продаж'],
      ['سارة', 'العلي', 'المبيعات'],
    ])
  })

  it('50,000 rows parse with progress, every email column recognised', () => {
    const text = largeCsv(CSV_MAX_ROWS)
    const progress: number[] = []
    const parsed = parseCsvText(text, (fraction) => progress.push(fraction))
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(parsed.table.rows).toHaveLength(CSV_MAX_ROWS)
    expect(parsed.table.emailColumns).toEqual([true, false, false, false, false])
    expect(progress.length).toBeGreaterThan(5)
    expect(progress.at(-1)).toBe(1)
    const { invites } = buildInvites(parsed.table.rows, guessColumns(parsed.table.headers))
    expect(invites).toHaveLength(CSV_MAX_ROWS)
    expect(invites[0]).toMatchObject({ department: 'No Department', group: 'Group; 0' })
  })

  it('one row over the ceiling is refused whole', () => {
    expect(parseCsvText(largeCsv(CSV_MAX_ROWS + 1))).toEqual({
      ok: false,
      error: CSV_TEXTS.tooManyRows(CSV_MAX_ROWS),
    })
  })
})
