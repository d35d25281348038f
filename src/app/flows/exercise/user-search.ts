import { USER_MATCHES_SHOWN, userSearchMachine } from '../../../../machines/exercise/user-search.machine'
import { searchUsers } from '../../../api/exercise/exercise'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** The selected-users picker's search (the wizard's Settings step and Campaign Settings). */
export function bindUserSearch(deps: FlowDeps) {
  return userSearchMachine.provide({
    actors: {
      searchUsers: gatewayCall((input) =>
        searchUsers(deps.api, companyIdOf(deps), input.text, USER_MATCHES_SHOWN, input.scope),
      ),
    },
  })
}
