import { type ActorRefFrom } from 'xstate'
import { companyGeneralMachine } from '../../../../machines/settings/company-general.machine'
import type { sessionMachine } from '../../../../machines/session/session.machine'
import { loadCompanyGeneral, saveCompanyGeneral } from '../../../api/settings/company-general'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** Settings → General → Company wired to the gateway; the saved name and logo reach the shell. */
export function bindCompanyGeneral(deps: FlowDeps, session: ActorRefFrom<typeof sessionMachine> | null) {
  const company = () => companyIdOf(deps)
  return companyGeneralMachine.provide({
    actors: {
      loadGeneral: gatewayCall(() => loadCompanyGeneral(deps.api, company())),
      readLogo: gatewayCall(
        async (file: Blob): Promise<Uint8Array> => new Uint8Array(await file.arrayBuffer()),
      ),
      saveGeneral: gatewayCall((general) => saveCompanyGeneral(deps.api, company(), general)),
    },
    actions: {
      notify: (_, title) => deps.toast(title, 'success'),
      applied: () => session?.send({ type: 'session.refreshCompany' }),
    },
  })
}
