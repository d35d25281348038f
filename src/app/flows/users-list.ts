import { usersListMachine } from '../../../machines/users-list.machine'
import { exportUsersCsv, listUsers, setUsersDisabled } from '../../api/users'
import { serializeListQuery } from '../../domain/list-query'
import { USER_LIST, type UserPage, type UserScope } from '../../domain/users'
import type { ListQuery } from '../../domain/list-query'
import { lastAnswer, listKey, loadThroughCache, prefetchList } from '../list-cache'
import { companyIdOf, gatewayCall, type FlowDeps } from './deps'

const usersKey = (deps: FlowDeps, scope: UserScope, query: ListQuery) =>
  listKey(deps, 'users', [scope, query])

/** The page this query answered last, for the list to draw while it loads again. */
export const lastUsersPage = (deps: FlowDeps, scope: UserScope, query: ListQuery) =>
  lastAnswer<UserPage>(usersKey(deps, scope, query))

/** The users list's first page, fetched before its sidebar item is clicked. */
export function prefetchUsers(deps: FlowDeps, scope: UserScope, query: ListQuery): void {
  void prefetchList(usersKey(deps, scope, query), () =>
    listUsers(deps.api, companyIdOf(deps), query, scope),
  ).catch(() => undefined)
}

/** The users list of the company, or of one department or group (`scope`), its query kept in the address. */
export function bindUsersList(deps: FlowDeps, scope: UserScope) {
  return usersListMachine.provide({
    actors: {
      loadUsers: gatewayCall((input) =>
        loadThroughCache(usersKey(deps, scope, input), () =>
          listUsers(deps.api, companyIdOf(deps), input, scope),
        ),
      ),
      setStatus: gatewayCall((input) => setUsersDisabled(deps.api, companyIdOf(deps), input, scope)),
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
