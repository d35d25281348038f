import { usersListMachine } from '../../../machines/users-list.machine'
import { exportUsersCsv, listUsers, setUsersDisabled } from '../../api/users'
import { serializeListQuery } from '../../domain/list-query'
import { USER_LIST, type UserScope } from '../../domain/users'
import { companyIdOf, gatewayCall, type FlowDeps } from './deps'

/** The users list of the company, or of one department or group (`scope`), its query kept in the address. */
export function bindUsersList(deps: FlowDeps, scope: UserScope) {
  return usersListMachine.provide({
    actors: {
      loadUsers: gatewayCall((input) => listUsers(deps.api, companyIdOf(deps), input, scope)),
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
