import {
  reportingAdded,
  reportingDeleted,
  reportingMembers,
  usersScreenMachine,
} from '../../../../machines/users/users-screen.machine'
import type { UserScope } from '../../../domain/users'
import { addressWithout, type FlowDeps } from '../deps'
import { bindAddUsers } from './add-users'
import { bindDeleteUser } from './delete-user'
import { bindDirectoryMembers } from './directory-members'
import { bindReminderDialog } from './reminder-dialog'
import { bindUserMail } from './user-mail'
import { bindUsersList } from './users-list'

/** The query parameter that opens the add-users drawer (000 §2). */
export const ADD_USERS_MODAL = 'addUsers'

/** The current address with the drawer's `?modal=addUsers`. */
function withDrawer() {
  const params = new URLSearchParams(window.location.search)
  params.set('modal', ADD_USERS_MODAL)
  return `${window.location.pathname}?${params.toString()}`
}

/** A users page's machine with its children bound to the gateway and the address. */
export function bindUsersScreen(deps: FlowDeps, scope: UserScope) {
  return usersScreenMachine.provide({
    actors: {
      list: bindUsersList(deps, scope),
      deleteUser: reportingDeleted(bindDeleteUser(deps)),
      reminder: bindReminderDialog(deps),
      mail: bindUserMail(deps),
      members: reportingMembers(bindDirectoryMembers(deps)),
      addUsers: reportingAdded(bindAddUsers(deps)),
    },
    actions: {
      goTo: (_, { drawerOpen }) =>
        drawerOpen
          ? deps.navigate(withDrawer())
          : deps.navigate(addressWithout(['modal']), { replace: true }),
    },
  })
}
