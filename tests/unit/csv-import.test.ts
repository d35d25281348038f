import { describe, expect, it } from 'vitest'
import {
  areCsvColumnsValid,
  buildInvites,
  csvColumnFieldProblems,
  CSV_TEXTS,
  reviewCsv,
  guessColumns,
  isCsvFileName,
  safeCell,
} from '../../src/domain/csv-import'

describe('CSV import rules (000 §5 "CSV")', () => {
  it('accepts only .csv names', () => {
    expect(isCsvFileName('users.CSV')).toBe(true)
    expect(isCsvFileName('users.csv.xlsx')).toBe(false)
    expect(isCsvFileName('users')).toBe(false)
  })

  it('guesses the columns from the template header and common variants', () => {
    expect(guessColumns(['Email', 'First Name', 'Last Name', 'Department', 'Group'])).toEqual({
      email: 0,
      name: 1,
      lastName: 2,
      department: 3,
      group: 4,
    })
    expect(guessColumns(['E-mail', 'Dept']).email).toBe(0)
    expect(csvColumnFieldProblems(guessColumns(['Name']), null)).toEqual({
      email: CSV_TEXTS.columnRequired,
      department: CSV_TEXTS.columnRequired,
    })
  })

  it('puts blank departments in No Department, collapses duplicates and keeps formulas as text', () => {
    const columns = guessColumns(['Email', 'First Name', 'Last Name', 'Department', 'Group'])
    const { invites, error } = buildInvites(
      [
        ['Ana@Example.com', 'Ana', 'Lee', '', ''],
        ['ana@example.com', 'Again', '', 'Sales', ''],
        ['bo@example.com', '=HYPERLINK("http://evil")', 'Ö', 'Sales', 'Managers'],
        ['', '', '', '', ''],
      ],
      columns,
    )
    expect(error).toBeNull()
    expect(invites.map((i) => [i.email, i.department, i.group])).toEqual([
      ['ana@example.com', 'No Department', null],
      ['bo@example.com', 'Sales', 'Managers'],
    ])
    expect(invites[1]?.name).toBe(`'=HYPERLINK("http://evil")`)
    expect(invites[1]?.lastName).toBe('Ö')
    expect(safeCell('+1 555')).toBe("'+1 555")
  })

  it('refuses a column without valid addresses', () => {
    const columns = { email: 1, department: 0, group: null, name: null, lastName: null }
    expect(buildInvites([['Sales', 'not an email']], columns).error).toBe(CSV_TEXTS.invalidEmails)
    expect(buildInvites([], columns).error).toBe(CSV_TEXTS.invalidEmails)
  })
})

describe('CSV review: rows at fault, an explicit skip, a preview (issue 24)', () => {
  const columns = guessColumns(['Email', 'First Name', 'Department'])
  const table = {
    headers: ['Email', 'First Name', 'Department'],
    rows: [
      ['ann@acme.example', 'Ann', 'Sales'],
      ['bob@', 'Bob', 'Sales'],
      ['', 'Blank', 'Sales'],
      ['cy@acme.example', 'Cy', ''],
      ['not an email', 'Dee', 'Ops'],
    ],
    emailColumns: [false, false, false],
  }

  it('lists the invalid rows by number (the header is row 1) with their value, and previews the rest', () => {
    const review = reviewCsv(table, columns)!
    expect(review.invalid).toEqual([
      { row: 3, value: 'bob@' },
      { row: 6, value: 'not an email' },
    ])
    expect(review.invalidCount).toBe(2)
    expect(review.importable).toBe(2)
    expect(review.preview.map((invite) => [invite.email, invite.department])).toEqual([
      ['ann@acme.example', 'Sales'],
      ['cy@acme.example', CSV_TEXTS.noDepartment],
    ])
    expect(reviewCsv(table, { ...columns, email: null })).toBeNull()
  })

  it("keeps the spec's message until the admin skips the invalid rows, and then imports only the valid ones", () => {
    expect(csvColumnFieldProblems(columns, table).email).toBe(CSV_TEXTS.invalidEmails)
    expect(areCsvColumnsValid(columns, table)).toBe(false)
    expect(areCsvColumnsValid(columns, table, true)).toBe(true)
    expect(buildInvites(table.rows, columns).error).toBe(CSV_TEXTS.invalidEmails)
    expect(buildInvites(table.rows, columns, true).invites.map((i) => i.email)).toEqual([
      'ann@acme.example',
      'cy@acme.example',
    ])
    // Nothing valid left: skipping cannot rescue the file.
    const hopeless = { ...table, rows: [['bob@', 'Bob', 'Sales']] }
    expect(csvColumnFieldProblems(columns, hopeless, true).email).toBe(CSV_TEXTS.invalidEmails)
  })
})
