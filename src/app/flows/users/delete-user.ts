import { deleteUserMachine } from '../../../../machines/users/delete-user.machine'
import { deleteUser } from '../../../api/users/users'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** Deleting a user from the list; the page's list loads again when told by the page. */
export function bindDeleteUser(deps: FlowDeps) {
  return deleteUserMachine.provide({
    actors: {
      deleteUser: gatewayCall((input) => deleteUser(deps.api, companyIdOf(deps), input.userId)),
    },
    actions: {
      notifyDeleted: (_, title) => deps.toast(title, 'success'),
    },
  })
}
