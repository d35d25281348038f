import { fromPromise } from 'xstate'
import {
  sessionMachine,
  type RestoredSession,
  type SignOutReason,
} from '../../../../machines/session/session.machine'
import { getCompanyView } from '../../../api/session/company'
import { forgetCompany, rememberCompany } from '../../../api/session/early-answers'
import { prefetchLandingData } from '../../prefetch'
import { getCurrentUser } from '../../../api/users/current-user'
import { readAuthType } from '../../auth-type'
import { loginUrlFor } from '../../../domain/routing'
import { PARTNER_CUSTOMERS_PATH } from '../../../domain/partner-access'
import { identity } from '../../identity'
import { asFailure, gatewayCall, type FlowDeps } from '../deps'
import { readPseudoSession, clearPseudoSession, takePseudoReturn } from '../../pseudo-session'

function destinationAfterSignOut(reason: SignOutReason | null): string | null {
  const { pathname, search } = window.location
  const login = readAuthType() === 'sso' ? '/login/sso' : '/login'
  switch (reason) {
    case 'disabledCompany':
      return '/disabled-company'
    case 'sessionExpired':
      return loginUrlFor(pathname, search, login)
    case 'notAdmin':
    case 'signOut':
    case 'exitCompany':
      return '/login'
    default:
      return null
  }
}

/** The session machine with the console's real actors: identity provider, API calls and navigation. */
export function bindSession(deps: FlowDeps) {
  return sessionMachine.provide({
    actors: {
      restoreSession: fromPromise<RestoredSession>(() =>
        asFailure(async () => {
          const restored = await identity.restore()
          const pseudo = readPseudoSession()
          // The pseudo session rides on the partner's own identity: without it, it is stale.
          if (pseudo && restored) return { kind: 'pseudo', user: pseudo }
          clearPseudoSession()
          return restored ? { kind: 'identity' } : { kind: 'none' }
        }),
      ),
      fetchUser: gatewayCall(() => getCurrentUser(deps.api)),
      fetchCompany: gatewayCall(async (input) => {
        const view = await getCompanyView(deps.api, input.companyId)
        rememberCompany(input.companyId)
        return view
      }),
      signOut: fromPromise(async () => {
        clearPseudoSession()
        forgetCompany()
        await identity.signOut()
      }),
      exitCompany: fromPromise(async () => {
        clearPseudoSession()
        deps.navigate(takePseudoReturn(PARTNER_CUSTOMERS_PATH), { replace: true })
      }),
    },
    actions: {
      prefetchLanding: (_, { user, company }) =>
        prefetchLandingData(window.location.pathname, window.location.search, {
          ...deps,
          who: () => ({ user, company }),
        }),
      navigateAfterSignOut: (_, { reason }) => {
        const to = destinationAfterSignOut(reason)
        if (to && `${window.location.pathname}${window.location.search}` !== to)
          deps.navigate(to, { replace: true })
      },
    },
  })
}
