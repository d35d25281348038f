import { describe, expect, it } from 'vitest'
import {
  buildInvites,
  CSV_TEXTS,
  csvErrors,
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
    expect(csvErrors(guessColumns(['Name']))).toEqual({
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
