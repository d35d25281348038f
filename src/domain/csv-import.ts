import { isEmail } from './login'
import { DEPARTMENT_NAME_MAX } from './add-users'

// Import CSV in the Add New Users drawer (000 §2 "CSV step", §3 "CSV form", §5 "CSV").

export const CSV_TEXTS = {
  wrongFormat: 'Incorrect file format or unknown field name',
  empty: "File doesn't have any data",
  parseError: 'Error parsing CSV file',
  columnRequired: 'Please select a column.',
  invalidEmails:
    "The email column doesn't have valid email addresses. Choose another column or check your file and try again",
  noDepartment: 'No Department',
  gettingReady: 'Getting Your CSV Ready',
  /** Ours: the accordion's body. */
  gettingReadyText: [
    'Save the file as CSV (comma or semicolon separated, UTF-8).',
    'Put the column names in the first row; one user per row below it.',
    'Email and Department are required; a blank department puts the user in "No Department".',
    'New departments and groups are created for you.',
  ],
} as const

export const CSV_TEMPLATE_HEADER = ['Email', 'First Name', 'Last Name', 'Department', 'Group'] as const
export const CSV_TEMPLATE = `${CSV_TEMPLATE_HEADER.join(',')}\r\njane.doe@example.com,Jane,Doe,Sales,Managers\r\n`

export type CsvField = 'email' | 'department' | 'group' | 'name' | 'lastName'
export const CSV_FIELDS: readonly { field: CsvField; label: string; required: boolean }[] = [
  { field: 'email', label: 'Email', required: true },
  { field: 'department', label: 'Department', required: true },
  { field: 'group', label: 'Group', required: false },
  { field: 'name', label: 'First Name', required: false },
  { field: 'lastName', label: 'Last Name', required: false },
]

export type CsvColumns = Record<CsvField, number | null>

export function isCsvFileName(name: string): boolean {
  return /\.csv$/i.test(name.trim())
}

/** Picks the column whose header names the field (Email, E-mail, First Name, Department…), if any. */
export function guessColumns(headers: readonly string[]): CsvColumns {
  const norm = headers.map((h) =>
    h
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, ''),
  )
  const find = (...names: string[]) => {
    const index = norm.findIndex((h) => names.includes(h))
    return index >= 0 ? index : null
  }
  return {
    email: find('email', 'emailaddress', 'mail'),
    department: find('department', 'departments', 'dept'),
    group: find('group', 'groups'),
    name: find('firstname', 'name', 'givenname'),
    lastName: find('lastname', 'surname', 'familyname'),
  }
}

export interface CsvInvite {
  email: string
  name: string
  lastName: string
  department: string
  group: string | null
}

/**
 * A formula-looking cell (=, +, -, @, tab, CR at the start) is kept as text: the value is stored and shown,
 * never evaluated, and a leading quote keeps a later export from turning it back into a formula.
 */
export function safeCell(value: string | undefined): string {
  const text = (value ?? '').trim()
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

export function csvErrors(columns: CsvColumns): Partial<Record<CsvField, string>> {
  const errors: Partial<Record<CsvField, string>> = {}
  for (const { field, required } of CSV_FIELDS)
    if (required && columns[field] === null) errors[field] = CSV_TEXTS.columnRequired
  return errors
}

/** The invites a mapping yields, or why it yields none. Duplicate addresses collapse to the first row. */
export function buildInvites(
  rows: readonly (readonly string[])[],
  columns: CsvColumns,
): { invites: CsvInvite[]; error: string | null } {
  if (columns.email === null || columns.department === null)
    return { invites: [], error: CSV_TEXTS.columnRequired }
  const seen = new Set<string>()
  const invites: CsvInvite[] = []
  for (const row of rows) {
    const email = (row[columns.email] ?? '').trim().toLowerCase()
    if (!email) continue
    if (!isEmail(email)) return { invites: [], error: CSV_TEXTS.invalidEmails }
    if (seen.has(email)) continue
    seen.add(email)
    const department =
      safeCell(row[columns.department]).slice(0, DEPARTMENT_NAME_MAX) || CSV_TEXTS.noDepartment
    const group =
      columns.group === null ? null : safeCell(row[columns.group]).slice(0, DEPARTMENT_NAME_MAX) || null
    invites.push({
      email,
      department,
      group,
      name: columns.name === null ? '' : safeCell(row[columns.name]).slice(0, 100),
      lastName: columns.lastName === null ? '' : safeCell(row[columns.lastName]).slice(0, 100),
    })
  }
  return invites.length ? { invites, error: null } : { invites: [], error: CSV_TEXTS.invalidEmails }
}
