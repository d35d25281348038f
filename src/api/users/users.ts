import type { $Fetch } from 'ofetch'
import { array, boolean, create, number, object, record, string, type as shape } from 'superstruct'
import type { Choice, InvitePayload } from '../../domain/add-users'
import { PATHS } from '../../domain/api-paths'
import { ANNUAL_TRAINING } from '../../domain/constants'
import type { ListQuery } from '../../domain/list-query'
import {
  includesDisabled,
  userListFilterBody,
  UneditableUsers,
  UserPage,
  type DirectoryEntry,
  type DirectoryKind,
  type UserScope,
} from '../../domain/users'

const Directory = shape({ data: array(shape({ id: string(), name: string() })) })

async function directory(api: $Fetch, path: string): Promise<Choice[]> {
  return create(await api(path), Directory).data.map((row) => ({ label: row.name, value: row.id }))
}

export const listDepartments = (api: $Fetch, companyId: string) =>
  directory(api, PATHS.directory(companyId, 'departments'))
export const listGroups = (api: $Fetch, companyId: string) =>
  directory(api, PATHS.directory(companyId, 'groups'))

/** The company's departments and groups as pickable options (campaign learners, tournament participants). */
export async function directoryOptions(api: $Fetch, companyId: string) {
  const option = (choice: { label: string; value: string | null }) => ({
    id: choice.value ?? '',
    name: choice.label,
  })
  const [departments, groups] = await Promise.all([
    listDepartments(api, companyId),
    listGroups(api, companyId),
  ])
  return { departments: departments.map(option), groups: groups.map(option) }
}

/** The departments or groups page: names with their user counts. */
export async function listDirectory(
  api: $Fetch,
  companyId: string,
  kind: DirectoryKind,
): Promise<DirectoryEntry[]> {
  const path = PATHS.directory(companyId, kind === 'groups' ? 'groups' : 'departments')
  return create(
    await api(path),
    shape({ data: array(shape({ id: string(), name: string(), usersCount: number() })) }),
  ).data
}

export async function taskStatus(api: $Fetch, companyId: string) {
  return create(
    await api(PATHS.taskStatus(companyId)),
    shape({ data: object({ hasAssignments: boolean(), hasActiveCampaign: boolean() }) }),
  ).data
}

/** POST api/v1/users/verify_emails_existed: the addresses among `emails` that already have accounts. */
export async function checkEmailsInUse(api: $Fetch, companyId: string, emails: string[]): Promise<string[]> {
  const map = create(
    await api(PATHS.verifyEmailsExisted, { method: 'POST', body: { companyId, emails } }),
    record(string(), boolean()),
  )
  return emails.filter((email) => map[email])
}

export async function inviteUsers(api: $Fetch, companyId: string, payload: InvitePayload): Promise<number> {
  return create(
    await api(PATHS.invite(companyId), { method: 'POST', body: payload }),
    shape({ count: number() }),
  ).count
}

/** "Add users and begin training": the Annual Training campaign for all users, starting now, notifications on. */
export async function startAnnualTraining(api: $Fetch, companyId: string): Promise<void> {
  await api(PATHS.campaign(companyId), {
    method: 'POST',
    body: {
      companyId,
      campaignInfo: {
        courseId: ANNUAL_TRAINING.courseId,
        courseName: ANNUAL_TRAINING.courseName,
        totalChapters: ANNUAL_TRAINING.totalChapters,
        user_departments: [],
        campaign_name: ANNUAL_TRAINING.campaignName,
        campaign_assignment_type: 'ALL_USERS',
        days_to_complete: ANNUAL_TRAINING.daysToComplete,
        start_date: new Date().toISOString(),
        notificationsEnabled: true,
      },
    },
  })
}

/** `scope` narrows the list to one department or group (their assigned-users pages). */
export async function listUsers(
  api: $Fetch,
  companyId: string,
  query: ListQuery,
  scope: UserScope = {},
): Promise<UserPage> {
  return create(
    await api(PATHS.usersList(companyId), {
      method: 'POST',
      body: {
        includeDisabled: includesDisabled(query.filters),
        paging: { pageNumber: query.pageNumber, pageSize: query.pageSize },
        filter: userListFilterBody(query, scope),
        sort: { orderBy: query.orderBy, order: query.order },
      },
    }),
    UserPage,
  )
}

/**
 * PATCH api/v1/users/{companyId}/change_users_disable_status: the ticked users, or with isAllUsersSelected
 * everyone under the list's search and filters (and its department or group page).
 */
type Selection = { userIds: string[]; isAllUsersSelected: boolean; query: ListQuery }

/** The selection as both bulk calls take it: the ticked ids, or the list's search and filters. */
function selectionBody(companyId: string, selection: Selection, scope: UserScope) {
  const filter = userListFilterBody(selection.query, scope)
  return {
    companyId,
    userIds: selection.isAllUsersSelected ? [] : selection.userIds,
    isAllUsersSelected: selection.isAllUsersSelected,
    searchText: selection.query.search,
    filters: {
      ...(filter.role ? { role: filter.role } : {}),
      ...(filter.status ? { status: filter.status } : {}),
    },
    includeDisabled: includesDisabled(selection.query.filters),
    ...(filter.departmentIds[0] ? { departmentId: filter.departmentIds[0] } : {}),
    ...(filter.groupIds[0] ? { groupId: filter.groupIds[0] } : {}),
  }
}

export async function setUsersDisabled(
  api: $Fetch,
  companyId: string,
  change: Selection & { disable: boolean; skipUneditable: boolean },
  scope: UserScope = {},
) {
  await api(PATHS.usersDisableStatus(companyId), {
    method: 'PATCH',
    body: {
      ...selectionBody(companyId, change, scope),
      disable: change.disable,
      ...(change.skipUneditable ? { skipUneditable: true } : {}),
    },
  })
}

/** POST api/v1/users/{companyId}/get_uneditable_users: whom a bulk disable of the selection would refuse. */
export async function findUneditableUsers(
  api: $Fetch,
  companyId: string,
  selection: Selection,
  scope: UserScope = {},
): Promise<UneditableUsers> {
  const body = { ...selectionBody(companyId, selection, scope), editType: 'DISABLE' }
  return create(await api(PATHS.uneditableUsers(companyId), { method: 'POST', body }), UneditableUsers)
}

/** POST api/v1/users/list/{companyId} with isCsv: everyone under the query, as CSV text. */
export async function exportUsersCsv(
  api: $Fetch,
  companyId: string,
  query: ListQuery,
  scope: UserScope = {},
): Promise<string> {
  return api(PATHS.usersList(companyId), {
    method: 'POST',
    responseType: 'text',
    headers: { Accept: 'text/csv' },
    body: {
      includeDisabled: includesDisabled(query.filters),
      isCsv: true,
      paging: { pageNumber: 0, pageSize: query.pageSize },
      filter: userListFilterBody(query, scope),
      sort: { orderBy: query.orderBy, order: query.order },
    },
  })
}

/** DELETE api/v1/users/{companyId}/user/{userId} (our path; 001 §5 names only the phrase and the toast). */
export async function deleteUser(api: $Fetch, companyId: string, userId: string): Promise<void> {
  await api(PATHS.deleteUser(companyId), { method: 'DELETE', body: { userId, companyId } })
}

/** 001 §7: the invite again, for someone who has not signed in yet. */
export async function resendInvite(
  api: $Fetch,
  companyId: string,
  invite: { userId: string; companyName: string; adminEmail: string; adminName: string },
): Promise<void> {
  await api(PATHS.resendInvite(companyId), { method: 'POST', body: { companyId, ...invite } })
}
