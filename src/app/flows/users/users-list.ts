import { usersListMachine } from '../../../../machines/users/users-list.machine'
import {
  directoryOptions,
  exportUsersCsv,
  listUsers,
  findUneditableUsers,
  setUsersDisabled,
} from '../../../api/users/users'
import { serializeListQuery } from '../../../domain/list-query'
import { USER_LIST, type UserPage, type UserScope } from '../../../domain/users'
import type { ListQuery } from '../../../domain/list-query'
import { cachedList } from '../../list-cache'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** Pages by scope and query: drawn at once when a list opens again, and fetched when its item is pointed at. */
export const usersPages = cachedList<{ scope: UserScope; query: ListQuery }, UserPage>(
  'users',
  (deps, { scope, query }) => listUsers(deps.api, companyIdOf(deps), query, scope),
)

/** The users list of the company, or of one department or group (`scope`), its query kept in the address. */
export function bindUsersList(deps: FlowDeps, scope: UserScope) {
  return usersListMachine.provide({
    actors: {
      loadFilterOptions: gatewayCall(() => directoryOptions(deps.api, companyIdOf(deps))),
      loadUsers: gatewayCall((query) => usersPages.load(deps, { scope, query })),
      setStatus: gatewayCall((input) => setUsersDisabled(deps.api, companyIdOf(deps), input, scope)),
      findUneditable: gatewayCall((input) => findUneditableUsers(deps.api, companyIdOf(deps), input, scope)),
      exportUsers: gatewayCall(async (input) =>
        deps.download(
          `users-${new Date().toISOString().slice(0, 10)}.csv`,
          await exportUsersCsv(deps.api, companyIdOf(deps), input, scope),
        ),
      ),
    },
    actions: {
      notify: (_, toast) => deps.toast(toast.title, toast.type),
      writeQuery: (_, query) =>
        deps.navigate(
          `${window.location.pathname}${serializeListQuery(window.location.search, query, USER_LIST)}`,
          { replace: true },
        ),
    },
  })
}
