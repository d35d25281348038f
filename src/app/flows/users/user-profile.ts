import { userProfileMachine } from '../../../../machines/users/user-profile.machine'
import { getUserProfile, setTemporaryPassword, updateUserProfile } from '../../../api/users/user-profile'
import { directoryOptions } from '../../../api/users/users'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

export function bindUserProfile(deps: FlowDeps) {
  return userProfileMachine.provide({
    actors: {
      loadProfile: gatewayCall((input) => getUserProfile(deps.api, companyIdOf(deps), input.userId)),
      saveProfile: gatewayCall((input) =>
        updateUserProfile(deps.api, companyIdOf(deps), input.userId, input.values),
      ),
      loadDirectory: gatewayCall(async () => {
        const { departments, groups } = await directoryOptions(deps.api, companyIdOf(deps))
        return { departments: departments.map((d) => d.name), groups: groups.map((g) => g.name) }
      }),
      setPassword: gatewayCall((input) =>
        setTemporaryPassword(deps.api, companyIdOf(deps), input.userId, input.password),
      ),
    },
    actions: { notify: (_, title) => deps.toast(title, 'success') },
  })
}
