import { userProfileMachine } from '../../../machines/user-profile.machine'
import { getUserProfile, setTemporaryPassword, updateUserProfile } from '../../api/user-profile'
import { companyIdOf, gatewayCall, type FlowDeps } from './deps'

export function bindUserProfile(deps: FlowDeps) {
  return userProfileMachine.provide({
    actors: {
      loadProfile: gatewayCall((input) => getUserProfile(deps.api, companyIdOf(deps), input.userId)),
      saveProfile: gatewayCall((input) =>
        updateUserProfile(deps.api, companyIdOf(deps), input.userId, input.values),
      ),
      setPassword: gatewayCall((input) =>
        setTemporaryPassword(deps.api, companyIdOf(deps), input.userId, input.password),
      ),
    },
    actions: { notify: (_, title) => deps.toast(title, 'success') },
  })
}
