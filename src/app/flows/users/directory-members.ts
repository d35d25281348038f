import {
  directoryMembersMachine,
  MEMBERS_PAGE_SIZE,
} from '../../../../machines/users/directory-members.machine'
import { addDirectoryMembers, unassignedUsers } from '../../../api/users/directory-edit'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** Adding existing users to a department / group; the page it sits on hears of the change. */
export function bindDirectoryMembers(deps: FlowDeps) {
  return directoryMembersMachine.provide({
    actors: {
      loadUnassigned: gatewayCall(({ kind, id, pageNumber }) =>
        unassignedUsers(deps.api, companyIdOf(deps), kind, id, pageNumber, MEMBERS_PAGE_SIZE),
      ),
      addMembers: gatewayCall(({ kind, id, userIds }) =>
        addDirectoryMembers(deps.api, companyIdOf(deps), kind, id, userIds),
      ),
    },
    actions: {
      notify: (_, title) => deps.toast(title, 'success'),
    },
  })
}
