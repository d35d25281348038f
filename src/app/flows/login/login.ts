import { fromPromise, type ActorRefFrom } from 'xstate'
import { loginMachine } from '../../../../machines/login/login.machine'
import { verifyMfaCode } from '../../../api/login/two-factor'
import { exchangeMagicLink } from '../../../api/login/magic-link'
import { exchangeSsoToken } from '../../../api/sso/sso'
import { SSO_TOKEN_EXPIRED } from '../../../domain/sso-failures'
import type { sessionMachine } from '../../../../machines/session/session.machine'
import { validateLogin } from '../../../api/login/auth'
import { getCurrentUser } from '../../../api/users/user'
import { rememberAuthType } from '../../auth-type'
import { identity } from '../../services'
import { gatewayCall, type FlowDeps } from '../deps'
import { bindTwoFactorLogin } from './two-factor-login'

/** The login machine with the identity provider, the validate call and a line to the session actor. */
export function bindLogin(deps: FlowDeps, session: ActorRefFrom<typeof sessionMachine>) {
  return loginMachine.provide({
    actors: {
      validateLogin: gatewayCall((input) => validateLogin(deps.api, input)),
      signInWithPassword: gatewayCall(async (input) => {
        await identity.signInWithPassword(input.email, input.password)
        rememberAuthType('default')
      }),
      fetchUser: gatewayCall(() => getCurrentUser(deps.api)),
      signOut: fromPromise(() => identity.signOut()),
      twoFactorLogin: bindTwoFactorLogin(deps, (input) =>
        verifyMfaCode(deps.api, input.code, input.verificationToken),
      ),
      exchangeMagicLink: gatewayCall(async (input) => ({
        customToken: await exchangeMagicLink(deps.api, input.token),
      })),
      exchangeSsoToken: gatewayCall(async (input) => ({
        customToken: await exchangeSsoToken(deps.api, input.token),
      })),
      signInWithCustomToken: gatewayCall(async (input) => {
        await identity.signInWithCustomToken(input.customToken)
        rememberAuthType(input.authType)
      }),
    },
    actions: {
      notifySignedIn: (_, user) => session.send({ type: 'session.signedIn', user }),
      navigateToSsoFail: () =>
        deps.navigate(`/sso_fail?errorMessage=${encodeURIComponent(SSO_TOKEN_EXPIRED)}`, { replace: true }),
    },
  })
}
