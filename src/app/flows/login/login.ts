import type { ActorRefFrom } from 'xstate'
import { loginMachine } from '../../../../machines/login/login.machine'
import { exchangeMagicLink } from '../../../api/login/magic-link'
import { exchangeSsoToken } from '../../../api/sso/sso'
import { SSO_TOKEN_EXPIRED } from '../../../domain/sso-failures'
import type { sessionMachine } from '../../../../machines/session/session.machine'
import { rememberAuthType } from '../../auth-type'
import { identity } from '../../identity'
import { gatewayCall, type FlowDeps } from '../deps'
import { passwordSignIn } from './password-sign-in'

/** The login machine with the identity provider, the validate call and a line to the session actor. */
export function bindLogin(deps: FlowDeps, session: ActorRefFrom<typeof sessionMachine>) {
  return loginMachine.provide({
    actors: {
      ...passwordSignIn(deps.api, deps.toast),
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
