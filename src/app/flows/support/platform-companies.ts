import type { ActorRefFrom } from 'xstate'
import { platformCompaniesMachine } from '../../../../machines/support/platform-companies.machine'
import type { sessionMachine } from '../../../../machines/session/session.machine'
import {
  loadPlatformCompany,
  openPlatformCompany,
  searchPlatformCompanies,
} from '../../../api/support/platform-companies'
import { platformPathOf, staffCompanySession } from '../../../domain/platform-companies'
import { rememberPseudoReturn, writePseudoSession } from '../../pseudo-session'
import { gatewayCall, type FlowDeps } from '../deps'

/**
 * Platform staff's companies with the gateway, the address and the session: opening a company records the reason
 * with the gateway, then this tab holds a pseudo session inside the company that carries the reason on every call
 * (src/app/services.ts), and Click to Exit comes back to this search.
 */
export function bindPlatformCompanies(deps: FlowDeps, session: ActorRefFrom<typeof sessionMachine>) {
  return platformCompaniesMachine.provide({
    actors: {
      searchCompanies: gatewayCall((input) =>
        searchPlatformCompanies(deps.api, input.search, input.pageNumber),
      ),
      loadCompany: gatewayCall((input) => loadPlatformCompany(deps.api, input.companyId)),
      openCompany: gatewayCall((input) => openPlatformCompany(deps.api, input.overview.id, input.reason)),
    },
    actions: {
      writeAddress: (_, query) => deps.navigate(platformPathOf(query), { replace: true }),
      enterCompany: (_, { overview, reason }) => {
        const staff = deps.who().user
        if (!staff) return
        const user = staffCompanySession(staff, overview.id, reason, new Date())
        rememberPseudoReturn(`${window.location.pathname}${window.location.search}`)
        writePseudoSession(user)
        session.send({ type: 'session.enterCompany', user })
        deps.navigate('/home', { replace: true })
      },
    },
  })
}
