import { type ActorRefFrom } from 'xstate'
import type { sessionMachine } from '../../../../machines/session/session.machine'
import { twoFactorSettingsMachine } from '../../../../machines/settings/two-factor-settings.machine'
import { changeMfa, verifyMfaPassword } from '../../../api/settings/two-factor-settings'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'
import { bindTwoFactorLogin } from '../login/two-factor-login'

/** Enable or disable two-factor sign-in: the password, then the emailed code confirmed by the change itself. */
export function bindTwoFactorSettings(deps: FlowDeps, session: ActorRefFrom<typeof sessionMachine>) {
  return twoFactorSettingsMachine.provide({
    actors: {
      verifyPassword: gatewayCall((input) => verifyMfaPassword(deps.api, companyIdOf(deps), input.password)),
      confirmCode: bindTwoFactorLogin(deps, (input) =>
        changeMfa(deps.api, companyIdOf(deps), {
          isMfaEnabled: input.isMfaEnabled === true,
          code: input.code,
          verificationTokenId: input.verificationToken,
        }),
      ),
    },
    actions: {
      announce: (_, change) => {
        session.send({ type: 'session.userChanged', changes: { isMfaEnabled: change.enabled } })
        deps.toast(change.message, 'success')
      },
    },
  })
}
