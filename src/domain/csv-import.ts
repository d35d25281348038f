import Papa from 'papaparse'
import { nullable, number, refine, type } from 'superstruct'
import { fieldProblems, holds } from './field-problems'
import { isEmail } from './login'
import { DEPARTMENT_NAME_MAX, INVITE_PAYLOAD_MAX, type InvitePayload } from './add-users'

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
  /** Ours: limits the spec does not give. */
  tooManyRows: (max: number) => `A file can add at most ${max.toLocaleString('en-US')} users at a time.`,
  tooLarge: (mb: number) => `File size should be less than ${mb} MB`,
  invalidRows: (n: number) =>
    `${n.toLocaleString('en-US')} row${n === 1 ? '' : 's'} with an address that is not valid:`,
  skipInvalid: (n: number) =>
    `Skip the ${n.toLocaleString('en-US')} row${n === 1 ? '' : 's'} with invalid addresses and import the rest`,
  preview: (shown: number, total: number) =>
    `Preview: the first ${shown} of ${total.toLocaleString('en-US')} user${total === 1 ? '' : 's'} to import`,
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

/**
 * The invites a mapping yields, or why it yields none. Duplicate addresses collapse to the first row. With
 * `skipInvalid` (the admin's explicit choice, issue 24) a row whose address is not valid is left out instead
 * of failing the file.
 */
export function buildInvites(
  rows: readonly (readonly string[])[],
  columns: CsvColumns,
  skipInvalid = false,
): { invites: CsvInvite[]; error: string | null } {
  if (columns.email === null || columns.department === null)
    return { invites: [], error: CSV_TEXTS.columnRequired }
  const seen = new Set<string>()
  const invites: CsvInvite[] = []
  for (const row of rows) {
    const email = (row[columns.email] ?? '').trim().toLowerCase()
    if (!email) continue
    if (!isEmail(email)) {
      if (skipInvalid) continue
      return { invites: [], error: CSV_TEXTS.invalidEmails }
    }
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

/** Ours: an import ceiling the spec does not give; one invite transaction carries at most this many users. */
export const CSV_MAX_ROWS = INVITE_PAYLOAD_MAX
export const CSV_MAX_MB = 20

export function csvFileError(file: { name: string; size: number }): string | null {
  if (!isCsvFileName(file.name)) return CSV_TEXTS.wrongFormat
  if (file.size > CSV_MAX_MB * 1024 * 1024) return CSV_TEXTS.tooLarge(CSV_MAX_MB)
  return null
}

/** A parsed file: the header row, the data rows, and which columns hold only valid addresses. */
export interface CsvTable {
  headers: string[]
  rows: string[][]
  /** Per column: at least one address and every non-blank cell a valid email. */
  emailColumns: boolean[]
}

export type CsvParseResult = { ok: true; table: CsvTable } | { ok: false; error: string }

/**
 * Parses and validates a whole file (comma or semicolon, quoted newlines, CRLF, a leading BOM). Runs in the
 * web worker; `onProgress` gets the fraction read so far, about every 5%.
 */
export function parseCsvText(text: string, onProgress?: (fraction: number) => void): CsvParseResult {
  const body = text.replace(/^\uFEFF/, '')
  if (body.trim() === '') return { ok: false, error: CSV_TEXTS.empty }
  // A NUL byte means a binary file renamed to .csv.
  if (body.includes('\u0000')) return { ok: false, error: CSV_TEXTS.parseError }
  let headers: string[] | null = null
  const rows: string[][] = []
  const hasValue: boolean[] = []
  const allValid: boolean[] = []
  let failed = false
  let reported = 0
  Papa.parse<string[]>(body, {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t', '|'],
    chunkSize: 256 * 1024,
    // Papa streams a string in chunks synchronously: the chunk callback is what gives progress.
    complete: () => undefined,
    chunk(results: Papa.ParseResult<string[]>, parser: Papa.Parser) {
      if (results.errors.some((error) => error.type === 'Quotes')) {
        failed = true
        parser.abort()
        return
      }
      for (const row of results.data) {
        if (headers === null) {
          headers = row.map((cell) => cell.trim())
          continue
        }
        rows.push(row)
        for (let column = 0; column < row.length; column += 1) {
          const cell = row[column]!.trim()
          if (cell === '') continue
          hasValue[column] = true
          if (allValid[column] !== false) allValid[column] = isEmail(cell)
        }
      }
      const fraction = results.meta.cursor / body.length
      if (onProgress && fraction - reported >= 0.05) {
        reported = fraction
        onProgress(fraction)
      }
    },
  })
  if (failed) return { ok: false, error: CSV_TEXTS.parseError }
  const header: string[] = headers ?? []
  if (rows.length === 0) return { ok: false, error: CSV_TEXTS.empty }
  if (rows.length > CSV_MAX_ROWS) return { ok: false, error: CSV_TEXTS.tooManyRows(CSV_MAX_ROWS) }
  onProgress?.(1)
  return {
    ok: true,
    table: {
      headers: header,
      rows,
      emailColumns: header.map((_, column) => hasValue[column] === true && allValid[column] !== false),
    },
  }
}

/** A required field's column: one must be picked. */
const picked = refine(nullable(number()), 'picked', (column) => column !== null || CSV_TEXTS.columnRequired)

/**
 * The column pickers' rules. The spec's message stays on an email column with invalid addresses unless the admin
 * chose to skip those rows and at least one valid address is left; without the file read yet, only the picks count.
 */
export const csvColumnRules = (table: CsvTable | null, skipInvalid = false) =>
  refine(
    type(
      Object.fromEntries(
        CSV_FIELDS.map(({ field, required }) => [field, required ? picked : nullable(number())]),
      ) as Record<CsvField, typeof picked>,
    ),
    'emailsValid',
    (columns) => {
      const email = columns.email
      if (email === null || !table || table.emailColumns[email]) return true
      const rescued = skipInvalid && buildInvites(table.rows, columns, true).invites.length > 0
      return rescued || { path: ['email'], message: CSV_TEXTS.invalidEmails }
    },
  )

/** The column pickers' messages, once Next was tried. */
export const csvColumnFieldProblems = (columns: CsvColumns, table: CsvTable | null, skipInvalid = false) =>
  fieldProblems(csvColumnRules(table, skipInvalid), columns) as Partial<Record<CsvField, string>>

export function areCsvColumnsValid(
  columns: CsvColumns,
  table: CsvTable | null,
  skipInvalid = false,
): boolean {
  return table !== null && holds(csvColumnRules(table, skipInvalid), columns)
}

export const CSV_PREVIEW_ROWS = 5
export const CSV_LISTED_PROBLEMS = 20

/** What the chosen columns make of the file, shown before Next (issue 24). */
export interface CsvReview {
  /** Rows whose email cell is not a valid address: the file's line-of-data number (the header is row 1). */
  invalid: { row: number; value: string }[]
  invalidCount: number
  /** Users the file adds when invalid rows are skipped. */
  importable: number
  /** The first users as they will be imported. */
  preview: CsvInvite[]
}

export function reviewCsv(table: CsvTable | null, columns: CsvColumns): CsvReview | null {
  if (!table || columns.email === null || columns.department === null) return null
  const invalid: CsvReview['invalid'] = []
  let invalidCount = 0
  table.rows.forEach((cells, index) => {
    const value = (cells[columns.email!] ?? '').trim()
    if (value && !isEmail(value.toLowerCase())) {
      invalidCount += 1
      if (invalid.length < CSV_LISTED_PROBLEMS) invalid.push({ row: index + 2, value: value.slice(0, 100) })
    }
  })
  const { invites } = buildInvites(table.rows, columns, true)
  return { invalid, invalidCount, importable: invites.length, preview: invites.slice(0, CSV_PREVIEW_ROWS) }
}

/** POST api/v1/user/{companyId}/invite for a CSV import: each row carries its own department and group. */
export function csvInvitePayloadOf(
  companyId: string,
  invites: readonly CsvInvite[],
  notice: { notification: boolean; subject: string; message: string },
): InvitePayload {
  return {
    emails: invites.map((invite) => ({
      email: invite.email,
      role: 'user',
      departments: [invite.department],
      groups: invite.group ? [invite.group] : [],
      name: invite.name,
      lastName: invite.lastName,
    })),
    company_id: companyId,
    custom_message: notice.message,
    custom_subject: notice.subject.trim(),
    sso: false,
    departments: [],
    groups: [],
    notificationsEnabled: notice.notification,
  }
}
