import { array, boolean, enums, number, object, optional, string, type Infer } from 'superstruct'
import type { ListQuery, ListQueryOptions } from './list-query'

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
  emailVerified: boolean(),
  /** Has never signed in: the invite may be sent again. */
  invitePending: boolean(),
})
export type UserRow = Infer<typeof UserRow>

export const UserPage = object({
  usersPerPage: array(UserRow),
  totalCount: number(),
  /** The department's or group's name when the list is one of them (ours, for the page title). */
  scopeName: optional(string()),
})
export type UserPage = Infer<typeof UserPage>

/** A department's or group's users page is titled with its name once the list has said it (issue 24). */
export function usersPageTitle(
  title: string,
  scope: { departmentIds?: string[]; groupIds?: string[] },
  page: UserPage | null,
): string {
  const scoped = (scope.departmentIds?.length ?? 0) + (scope.groupIds?.length ?? 0) === 1
  return scoped && page?.scopeName ? page.scopeName : title
}

/** get_uneditable_users (001 §7): how many a bulk disable would refuse, the first of them named. */
export const UneditableUsers = object({
  total: number(),
  users: array(
    object({
      id: string(),
      name: string(),
      lastName: string(),
      email: string(),
      reason: enums(['self', 'admin', 'other']),
    }),
  ),
})
export type UneditableUsers = Infer<typeof UneditableUsers>

/** The bulk disable's refusal, ready to draw: who is named, how many more, how many the others are. */
export function uneditableSummary(found: UneditableUsers, selectedCount: number) {
  return {
    total: found.total,
    listed: found.users.map((user) => ({ ...user, reasonLabel: USERS_TEXTS.uneditableReason[user.reason] })),
    more: Math.max(0, found.total - found.users.length),
    others: Math.max(0, selectedCount - found.total),
    /** With nobody left to disable, the spec's refusal says it all. */
    text:
      selectedCount > found.total
        ? USERS_TEXTS.uneditableText
        : found.users.some((user) => user.reason === 'admin')
          ? USERS_TEXTS.adminRefused
          : USERS_TEXTS.selfRefused,
  }
}

export const USERS_TEXTS = {
  statusUpdated: 'User(s) status has been updated',
  adminRefused:
    'Unable to disable user with admin role. Admin user found in the selected list. Disable action canceled.',
  /** Ours: the caller cannot disable themself. */
  selfRefused: 'You cannot disable your own account.',
  /** Ours: the bulk disable's check before it runs. */
  uneditableTitle: (count: number) =>
    count === 1 ? '1 selected user cannot be disabled' : `${count} selected users cannot be disabled`,
  uneditableText: 'Admins and your own account stay enabled. The other selected users can be disabled.',
  uneditableReason: { self: 'You', admin: 'Admin', other: 'Cannot be changed' },
  uneditableMore: (count: number) => `and ${count} more`,
  disableOthers: (count: number) =>
    count === 1 ? 'Disable the other user' : `Disable the other ${count} users`,
  showDisabled: 'Show disabled users',
  verificationSent: 'Email with verification link has been sent',
  /** Ours: the spec gives resend_invite's call but no toast. */
  inviteResent: 'The invitation has been sent again',
  alreadyJoined: 'This user has already joined; there is no invitation to resend.',
} as const

/** The list's includeDisabled filter lives in the query string's filters. */
export function includesDisabled(filters: Record<string, unknown>): boolean {
  return filters.includeDisabled === true
}

// Ours (issue 24): where a user stands, shown as a column and filterable. One status per user, first match
// wins: disabled; invited (has never signed in); not verified (signed in, email not confirmed); active.
export const USER_STATUSES = ['active', 'invited', 'notVerified', 'disabled'] as const
export type UserStatus = (typeof USER_STATUSES)[number]
export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  invited: 'Invited',
  notVerified: 'Not verified',
  disabled: 'Disabled',
}
export const USER_ROLE_LABELS = { user: 'Learner', admin: 'Admin' } as const
export type UserRole = keyof typeof USER_ROLE_LABELS

export function userStatus(user: Pick<UserRow, 'disabled' | 'invitePending' | 'emailVerified'>): UserStatus {
  if (user.disabled) return 'disabled'
  if (user.invitePending) return 'invited'
  return user.emailVerified ? 'active' : 'notVerified'
}

/** The list's filters as the query string holds them; anything malformed is dropped, never trusted. */
export interface UserListFilters {
  status?: UserStatus
  role?: UserRole
  departmentId?: string
  groupId?: string
}

const ID = /^[A-Za-z0-9_-]{1,100}$/

export function userListFilters(filters: Record<string, unknown>): UserListFilters {
  const out: UserListFilters = {}
  const { status, role, departmentId, groupId } = filters
  if (USER_STATUSES.includes(status as UserStatus)) out.status = status as UserStatus
  if (role === 'user' || role === 'admin') out.role = role
  if (typeof departmentId === 'string' && ID.test(departmentId)) out.departmentId = departmentId
  if (typeof groupId === 'string' && ID.test(groupId)) out.groupId = groupId
  return out
}

/** One filter set or cleared; like a new search, it starts again at the first page. */
export function withUserFilter(
  query: ListQuery,
  key: keyof UserListFilters,
  value: string | null,
): ListQuery {
  const { [key]: _dropped, ...rest } = query.filters
  return { ...query, filters: value ? { ...rest, [key]: value } : rest, pageNumber: 0 }
}

/** Every filter of the list cleared (search and "show disabled" stay). */
export function withoutUserFilters(query: ListQuery): ListQuery {
  const { status: _s, role: _r, departmentId: _d, groupId: _g, ...rest } = query.filters
  return { ...query, filters: rest, pageNumber: 0 }
}

/** What the list's request says about its filters: the scope of a department or group page wins. */
export function userListFilterBody(query: ListQuery, scope: UserScope) {
  const filters = userListFilters(query.filters)
  return {
    ...(query.search ? { searchText: query.search } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.role ? { role: filters.role } : {}),
    departmentIds: scope.departmentIds ?? (filters.departmentId ? [filters.departmentId] : []),
    groupIds: scope.groupIds ?? (filters.groupId ? [filters.groupId] : []),
  }
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

// Deleting a user (001 §5): the confirmation phrase, trimmed and required.
export const DELETE_USER_TEXTS = {
  phrase: 'I confirm deletion',
  required: 'Please enter confirmation phrase',
  invalid: 'Invalid confirmation phrase',
  deleted: 'User has been deleted',
  /** Ours: the warning the spec describes. */
  warning:
    'Deleting a user is irreversible: their training history and results are removed with them. Save or export their training history first if you need it.',
  selfRefused: 'You cannot delete your own account.',
} as const

export function confirmationPhraseError(phrase: string): string | null {
  const trimmed = phrase.trim()
  if (trimmed === '') return DELETE_USER_TEXTS.required
  return trimmed === DELETE_USER_TEXTS.phrase ? null : DELETE_USER_TEXTS.invalid
}

/** "Select all N users" is offered once every row of the page is ticked and more users exist than it shows. */
export function offersSelectAll(page: UserPage | null, selected: readonly string[]): boolean {
  const ids = page?.usersPerPage.map((user) => user.id) ?? []
  return ids.length > 0 && ids.every((id) => selected.includes(id)) && (page?.totalCount ?? 0) > ids.length
}

/** One department's or group's users (their assigned-users pages); empty for the whole company. */
export type UserScope = { departmentIds?: string[]; groupIds?: string[] }
