import { type ActorRefFrom } from 'xstate'
import { loginAsCompanyMachine } from '../../../../machines/partner/login-as-company.machine'
import type { sessionMachine } from '../../../../machines/session/session.machine'
import { exchangeCompanyToken } from '../../../api/partner/partner-access'
import { getCurrentUser } from '../../../api/users/current-user'
import { LOGIN_FAILURE_TEXTS } from '../../../domain/login-failures'
import { pseudoAdminSession } from '../../../domain/partner-access'
import { hasAdminPermission } from '../../../domain/roles'
import { rememberAuthType } from '../../auth-type'
import { loginNotice } from '../../login-notice'
import { clearPseudoSession, writePseudoSession } from '../../pseudo-session'
import { identity } from '../../identity'
import { gatewayCall, type FlowDeps } from '../deps'

/** The log-in-as-company machine with the gateway, the identity provider, this tab's storage and the session. */
export function bindLoginAsCompany(deps: FlowDeps, session: ActorRefFrom<typeof sessionMachine>) {
  return loginAsCompanyMachine.provide({
    actors: {
      exchangeCompanyToken: gatewayCall((input) => exchangeCompanyToken(deps.api, input.token)),
      startCompanySession: gatewayCall(async (input) => {
        await identity.signInWithCustomToken(input.customToken)
        rememberAuthType('default')
        const partner = await getCurrentUser(deps.api)
        if (!hasAdminPermission(partner.role))
          throw {
            status: 403,
            code: 'auth/not-admin',
            message: LOGIN_FAILURE_TEXTS.notAdmin,
            offline: false,
          }
        const user = pseudoAdminSession(partner, input.companyId, new Date())
        writePseudoSession(user)
        return user
      }),
    },
    actions: {
      enterCompany: (_, user) => {
        session.send({ type: 'session.enterCompany', user })
        deps.navigate('/home', { replace: true })
      },
      leaveToLogin: (_, message) => {
        clearPseudoSession()
        // The session leaves first (a signed-in partner is never shown a guest page), then /login opens
        // with the reason; the session's own after-sign-out navigation finds /login already open.
        if (session.getSnapshot().hasTag('signedIn')) session.send({ type: 'session.signOut' })
        else void identity.signOut()
        deps.navigate('/login', { replace: true, state: loginNotice(message) })
      },
    },
  })
}
