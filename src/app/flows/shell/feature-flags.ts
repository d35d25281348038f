import type { ActorRefFrom } from 'xstate'
import { featureFlagsMachine } from '../../../../machines/shell/feature-flags.machine'
import type { sessionMachine } from '../../../../machines/session/session.machine'
import { loadFeatureFlags } from '../../../api/feature-flags'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** The poll, handing a changed reading to the session as a fresh company view (nothing unmounts). */
export function bindFeatureFlags(deps: FlowDeps, session: ActorRefFrom<typeof sessionMachine>) {
  return featureFlagsMachine.provide({
    actors: { loadFlags: gatewayCall(() => loadFeatureFlags(deps.api, companyIdOf(deps))) },
    actions: {
      notifyChanged: (_, next) => {
        const company = session.getSnapshot().context.company
        if (company)
          session.send({
            type: 'session.companyChanged',
            company: { ...company, flags: next.flags, features: { ...company.features, ...next.features } },
          })
      },
    },
  })
}
