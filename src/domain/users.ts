import { array, boolean, number, object, string, type Infer } from 'superstruct'
import type { ListQueryOptions } from './list-query'

// The users list (/users/all_users, 000 §2): server paging 5, 10, 25, 50, 100 (default 10), sort, search.

export const USER_LIST: ListQueryOptions = {
  orderBy: ['email', 'name', 'createdAt'],
  defaultOrderBy: 'email',
  pageSizes: [5, 10, 25, 50, 100],
  defaultPageSize: 10,
}

export const UserRow = object({
  id: string(),
  email: string(),
  name: string(),
  lastName: string(),
  role: string(),
  departments: array(string()),
  disabled: boolean(),
  createdAt: string(),
})
export type UserRow = Infer<typeof UserRow>

export const UserPage = object({ usersPerPage: array(UserRow), totalCount: number() })
export type UserPage = Infer<typeof UserPage>

export const USERS_TEXTS = {
  statusUpdated: 'User(s) status has been updated',
  adminRefused:
    'Unable to disable user with admin role. Admin user found in the selected list. Disable action canceled.',
  /** Ours: the caller cannot disable themself. */
  selfRefused: 'You cannot disable your own account.',
  showDisabled: 'Show disabled users',
} as const

/** The list's includeDisabled filter lives in the query string's filters. */
export function includesDisabled(filters: Record<string, unknown>): boolean {
  return filters.includeDisabled === true
}

export type DirectoryKind = 'departments' | 'groups'
export interface DirectoryEntry {
  id: string
  name: string
  usersCount: number
}

export const DIRECTORY_TEXTS: Record<DirectoryKind, { title: string; noun: string; usersPath: string }> = {
  departments: { title: 'Departments', noun: 'departments', usersPath: '/users/departments/assigned-users' },
  groups: { title: 'Groups', noun: 'groups', usersPath: '/users/groups/assigned-users' },
}
