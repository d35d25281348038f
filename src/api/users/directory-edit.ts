import type { $Fetch } from 'ofetch'
import { array, create, number, object, string } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import type { DirectoryKind } from '../../domain/users'

// Creating, renaming and deleting a department or group, and what a delete would touch (000 §7).

export async function createDirectoryEntry(
  api: $Fetch,
  companyId: string,
  kind: DirectoryKind,
  name: string,
) {
  await api(PATHS.directory(companyId, kind), { method: 'POST', body: { name } })
}

export async function renameDirectoryEntry(
  api: $Fetch,
  companyId: string,
  kind: DirectoryKind,
  id: string,
  name: string,
) {
  await api(PATHS.directoryEntry(companyId, kind, id), { method: 'PUT', body: { name } })
}

export async function deleteDirectoryEntry(api: $Fetch, companyId: string, kind: DirectoryKind, id: string) {
  await api(PATHS.directoryEntry(companyId, kind, id), { method: 'DELETE' })
}

const Task = object({ id: string(), name: string(), kind: string() })
const Tasks = object({ campaigns: array(Task), policies: array(Task), events: array(Task) })

export async function directoryImpact(api: $Fetch, companyId: string, kind: DirectoryKind, name: string) {
  return create(
    await api(PATHS.directoryTasks, {
      method: 'POST',
      body: {
        companyId,
        departmentNames: kind === 'departments' ? [name] : [],
        groupNames: kind === 'groups' ? [name] : [],
      },
    }),
    Tasks,
  )
}

const UnassignedPageShape = object({
  data: array(object({ id: string(), email: string(), name: string(), lastName: string() })),
  totalCount: number(),
})

/** 000 §7 departments/{id}/users/unassigned (paging); the same for groups. */
export async function unassignedUsers(
  api: $Fetch,
  companyId: string,
  kind: DirectoryKind,
  id: string,
  pageNumber: number,
  pageSize: number,
) {
  const query = { pageNumber, pageSize }
  return create(await api(PATHS.directoryUnassigned(companyId, kind, id), { query }), UnassignedPageShape)
}

/** The ticked users join it, then count_users_under_filters says how many it has (000 §7). */
export async function addDirectoryMembers(
  api: $Fetch,
  companyId: string,
  kind: DirectoryKind,
  id: string,
  userIds: string[],
) {
  const { added } = create(
    await api(PATHS.directoryMembers(companyId, kind, id), { method: 'POST', body: { userIds } }),
    object({ added: number() }),
  )
  const filter = kind === 'departments' ? { departmentId: id } : { groupId: id }
  const { count } = create(
    await api(PATHS.countUsersUnderFilters(companyId), { method: 'POST', body: filter }),
    object({ count: number() }),
  )
  return { added, total: count }
}
