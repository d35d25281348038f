import { fromPromise, type ActorRefFrom } from 'xstate'
import { loginMachine } from '../../../machines/login.machine'
import { twoFactorLoginMachine } from '../../../machines/two-factor-login.machine'
import { TWO_FACTOR_TEXTS } from '../../domain/two-factor'
import { sendMfaCode, verifyMfaCode } from '../../api/two-factor'
import { exchangeMagicLink } from '../../api/magic-link'
import { exchangeSsoToken } from '../../api/sso'
import { SSO_TOKEN_EXPIRED } from '../../domain/sso-failures'
import { navigate } from 'wouter/use-browser-location'
import type { sessionMachine } from '../../../machines/session.machine'
import { validateLogin } from '../../api/auth'
import { getCurrentUser } from '../../api/user'
import { rememberAuthType } from '../auth-type'
import { api, gatewayCall, identity } from '../services'

const twoFactorLogic = twoFactorLoginMachine.provide({
  actors: {
    sendCode: gatewayCall((input) => sendMfaCode(api, input.email, input.verificationToken)),
    verifyCode: gatewayCall(async (input) => ({
      customToken: await verifyMfaCode(api, input.code, input.verificationToken),
    })),
    signInWithCustomToken: gatewayCall(async (input) => {
      await identity.signInWithCustomToken(input.customToken)
      rememberAuthType('default')
    }),
  },
  actions: {
    // The toaster is loaded with the two-factor step, never on the plain login page.
    notifyCodeSent: () =>
      void import('../../ui/Toaster').then(({ toaster }) =>
        toaster.create({ title: TWO_FACTOR_TEXTS.codeSent, type: 'success' }),
      ),
  },
})

/** The login machine with the identity provider, the validate call and a line to the session actor. */
export function createLoginLogic(session: ActorRefFrom<typeof sessionMachine>) {
  return loginMachine.provide({
    actors: {
      validateLogin: gatewayCall((input) => validateLogin(api, input)),
      signInWithPassword: gatewayCall(async (input) => {
        await identity.signInWithPassword(input.email, input.password)
        rememberAuthType('default')
      }),
      fetchUser: gatewayCall(() => getCurrentUser(api)),
      signOut: fromPromise(() => identity.signOut()),
      twoFactorLogin: twoFactorLogic,
      exchangeMagicLink: gatewayCall(async (input) => ({
        customToken: await exchangeMagicLink(api, input.token),
      })),
      exchangeSsoToken: gatewayCall(async (input) => ({
        customToken: await exchangeSsoToken(api, input.token),
      })),
      signInWithCustomToken: gatewayCall(async (input) => {
        await identity.signInWithCustomToken(input.customToken)
        rememberAuthType(input.authType)
      }),
    },
    actions: {
      notifySignedIn: () => session.send({ type: 'session.signedIn' }),
      navigateToSsoFail: () =>
        navigate(`/sso_fail?errorMessage=${encodeURIComponent(SSO_TOKEN_EXPIRED)}`, { replace: true }),
    },
  })
}
