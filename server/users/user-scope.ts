import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { UserStatus } from '../../src/domain/users'
import { inIdList } from '../db/id-list'
import type { Database } from '../db/open'
import { userDepartments, userGroups, users } from '../db/schema'

// The users a list, a bulk action or a reminder means: one company, the list's search and filters, and
// either the ticked ids or everyone under those filters (isAllUsersSelected).

export interface UserScope {
  companyId: string
  includeDisabled?: boolean | undefined
  searchText?: string | undefined
  role?: 'user' | 'admin' | undefined
  /** Ours (issue 24): overrides includeDisabled, since a status says whether the user is disabled. */
  status?: UserStatus | undefined
  departmentIds?: readonly string[] | undefined
  groupIds?: readonly string[] | undefined
  /** null: everyone under the filters. */
  userIds?: readonly string[] | null | undefined
}

/** The users in any of the given departments (or groups). */
function membersOf(
  db: Database,
  table: typeof userDepartments | typeof userGroups,
  column: typeof userDepartments.departmentId | typeof userGroups.groupId,
  ids: readonly string[],
) {
  return db.select({ id: table.userId }).from(table).where(inIdList(column, ids))
}

/** The same order of precedence as userStatus() in src/domain/users.ts. */
function statusConditions(status: UserStatus): SQL[] {
  if (status === 'disabled') return [isNotNull(users.disabledAt)]
  const enabled = isNull(users.disabledAt)
  if (status === 'invited') return [enabled, isNull(users.lastLoginAt)]
  return [enabled, isNotNull(users.lastLoginAt), eq(users.emailVerified, status === 'active')]
}

export function userScopeWhere(db: Database, scope: UserScope): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(users.companyId, scope.companyId)]
  if (scope.status) conditions.push(...statusConditions(scope.status))
  else if (!scope.includeDisabled) conditions.push(isNull(users.disabledAt))
  const search = scope.searchText?.trim()
  if (search) {
    const like = `%${search.replace(/[%_\\]/g, '\\$&')}%`
    // The same expression as users_search_trgm_idx, so the trigram index answers it.
    conditions.push(
      sql`lower(${users.email} || ' ' || ${users.name} || ' ' || ${users.lastName}) like ${like.toLowerCase()}`,
    )
  }
  if (scope.role) conditions.push(eq(users.role, scope.role))
  if (scope.departmentIds?.length)
    conditions.push(
      inArray(users.id, membersOf(db, userDepartments, userDepartments.departmentId, scope.departmentIds)),
    )
  if (scope.groupIds?.length)
    conditions.push(inArray(users.id, membersOf(db, userGroups, userGroups.groupId, scope.groupIds)))
  if (scope.userIds) conditions.push(inIdList(users.id, scope.userIds))
  return and(...conditions)
}
