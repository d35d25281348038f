import { type ActorRefFrom } from 'xstate'
import type { sessionMachine } from '../../../../machines/session/session.machine'
import { whiteLabelMachine } from '../../../../machines/settings/white-label.machine'
import { loadBrand, removeBrand, saveBrand } from '../../../api/settings/white-label'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** Settings → White label → Brand wired to the gateway; a saved or removed brand reaches the shell at once. */
export function bindWhiteLabel(deps: FlowDeps, session: ActorRefFrom<typeof sessionMachine> | null) {
  const company = () => companyIdOf(deps)
  return whiteLabelMachine.provide({
    actors: {
      loadBrand: gatewayCall(() => loadBrand(deps.api, company())),
      readLogo: gatewayCall(
        async (file: Blob): Promise<Uint8Array> => new Uint8Array(await file.arrayBuffer()),
      ),
      saveBrand: gatewayCall((brand) => saveBrand(deps.api, company(), brand)),
      removeBrand: gatewayCall(() => removeBrand(deps.api, company())),
    },
    actions: {
      notify: (_, title) => deps.toast(title, 'success'),
      // Removing may bring back the brand of the partner above; the gateway says which one shows now.
      applied: () => session?.send({ type: 'session.refreshCompany' }),
    },
  })
}
