import { SELECTED_USERS_MAX, idList } from '../../src/domain/request-limits'
import { and, eq, inArray, or, type SQL } from 'drizzle-orm'
import { boolean, object, optional, size, string, enums, type Infer } from 'superstruct'
import { USER_STATUS_LABELS, USER_STATUSES, userStatus } from '../../src/domain/users'
import type { Database } from '../db/open'
import { departments, groups, userDepartments, users } from '../db/schema'
import { ApiError } from '../errors'
import { userScopeWhere } from './user-scope'

// Users (000 §3, §7): the list, the existing-email check, the invite (one transaction; departments and
// groups found or created by name), disable / enable, delete, and the company's task status. The directory
// lists are in directory.ts, starting a training campaign in training-campaigns.ts.

/** The selection both bulk user calls take: ticked ids, or everyone under the list's search and filters. */
export const SELECTION_FIELDS = {
  companyId: string(),
  userIds: idList(SELECTED_USERS_MAX),
  isAllUsersSelected: boolean(),
  searchText: optional(size(string(), 0, 255)),
  filters: optional(
    object({ role: optional(enums(['user', 'admin'])), status: optional(enums(USER_STATUSES)) }),
  ),
  includeDisabled: optional(boolean()),
  departmentId: optional(string()),
  groupId: optional(string()),
}
type Selection = Infer<ReturnType<typeof object<typeof SELECTION_FIELDS>>>

/** How many of the uneditable users get_uneditable_users names; it counts them all. */
export const UNEDITABLE_LISTED = 20

export function selectionScope(db: Database, companyId: string, body: Selection): SQL | undefined {
  if (body.companyId !== companyId)
    throw new ApiError(422, 'invalid_request', 'companyId does not match the path')
  // Select-all means everyone under the list's search and filters, as the list showed them.
  return userScopeWhere(db, {
    companyId,
    includeDisabled: body.isAllUsersSelected ? body.includeDisabled : true,
    searchText: body.isAllUsersSelected ? body.searchText : undefined,
    role: body.isAllUsersSelected ? body.filters?.role : undefined,
    status: body.isAllUsersSelected ? body.filters?.status : undefined,
    departmentIds: body.isAllUsersSelected && body.departmentId ? [body.departmentId] : undefined,
    groupIds: body.isAllUsersSelected && body.groupId ? [body.groupId] : undefined,
    userIds: body.isAllUsersSelected ? null : body.userIds,
  })
}

/** Whom a bulk disable refuses: the caller, and admins. */
export const uneditableWhere = (callerId: string) => or(eq(users.id, callerId), eq(users.role, 'admin'))!

/** Splits a big statement into parameter-sized ones (Postgres allows 65,535 parameters per statement). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size))
  return out
}

const CSV_PAGE = 1_000
export const USERS_CSV_FIELDS = [
  'Email',
  'First Name',
  'Last Name',
  'Access Level',
  'Department',
  'Status',
  'Added',
]

/**
 * The list as CSV: everyone under the filters, in the list's order, read a thousand at a time (the order ends on
 * the id, so pages never overlap). Cells starting with = + - @ tab or CR get a leading quote (papaparse's
 * escapeFormulae): a name typed as =HYPERLINK(...) stays text in Excel.
 */
export async function* usersCsvPages(db: Database, where: SQL | undefined, order: readonly [SQL, SQL]) {
  for (let offset = 0; ; offset += CSV_PAGE) {
    const rows = await db
      .select()
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(CSV_PAGE)
      .offset(offset)
    if (rows.length === 0) return
    const memberships = await db
      .select({ userId: userDepartments.userId, name: departments.name })
      .from(userDepartments)
      .innerJoin(departments, eq(departments.id, userDepartments.departmentId))
      .where(
        inArray(
          userDepartments.userId,
          rows.map((row) => row.id),
        ),
      )
    const byUser = new Map<string, string[]>()
    for (const m of memberships) byUser.set(m.userId, [...(byUser.get(m.userId) ?? []), m.name])
    yield rows.map((row) => [
      row.email,
      row.name,
      row.lastName,
      row.role === 'admin' ? 'Admin' : 'Learner',
      (byUser.get(row.id) ?? []).join('; '),
      USER_STATUS_LABELS[
        userStatus({
          disabled: row.disabledAt !== null,
          invitePending: row.lastLoginAt === null,
          emailVerified: row.emailVerified,
        })
      ],
      row.createdAt.toISOString().slice(0, 10),
    ])
    if (rows.length < CSV_PAGE) return
  }
}

/** A list scoped to one department or one group carries its name, for the page's title (issue 24). */
export async function scopeNameOf(
  db: Database,
  companyId: string,
  filters: { departmentIds: string[]; groupIds: string[] },
): Promise<{ scopeName?: string }> {
  const table =
    filters.departmentIds.length === 1 && filters.groupIds.length === 0
      ? { table: departments, id: filters.departmentIds[0]! }
      : filters.groupIds.length === 1 && filters.departmentIds.length === 0
        ? { table: groups, id: filters.groupIds[0]! }
        : null
  if (!table) return {}
  const [row] = await db
    .select({ name: table.table.name })
    .from(table.table)
    .where(and(eq(table.table.id, table.id), eq(table.table.companyId, companyId)))
  return row ? { scopeName: row.name } : {}
}
