import { fromPromise } from 'xstate'
import type { JsonCall } from '../../../api/json-call'
import { validateLogin } from '../../../api/login/auth'
import { verifyMfaCode } from '../../../api/login/two-factor'
import { fetchCurrentUser } from '../../../api/users/current-user'
import type { LoginCredentials } from '../../../domain/login'
import type { SessionUser } from '../../../domain/session-user'
import { rememberAuthType } from '../../auth-type'
import { identity } from '../../identity'
import { gatewayCall, type FlowDeps } from '../deps'
import { bindTwoFactorLogin } from './two-factor-login'

/**
 * The login machine's calls for a password sign-in, with its emailed-code step: the console's /login and the
 * sign-in page's own script (src/login-main.tsx, which loads no API client but plain fetch) provide the same.
 */
export function passwordSignIn(api: JsonCall, toast: FlowDeps['toast']) {
  return {
    validateLogin: gatewayCall((input: LoginCredentials) => validateLogin(api, input)),
    signInWithPassword: gatewayCall(async (input: LoginCredentials) => {
      await identity.signInWithPassword(input.email, input.password)
      rememberAuthType('default')
    }),
    fetchUser: gatewayCall<SessionUser, unknown>(() => fetchCurrentUser(api)),
    signOut: fromPromise(() => identity.signOut()),
    twoFactorLogin: bindTwoFactorLogin({ api, toast }, (input) =>
      verifyMfaCode(api, input.code, input.verificationToken),
    ),
  }
}
