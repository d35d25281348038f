import { featureFlagsMachine } from '../../../../machines/shell/feature-flags.machine'
import { loadFeatureFlags } from '../../../api/shell/feature-flags'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** The poll, bound to the gateway; the shell hands a changed reading to the session. */
export function bindFeatureFlags(deps: FlowDeps) {
  return featureFlagsMachine.provide({
    actors: { loadFlags: gatewayCall(() => loadFeatureFlags(deps.api, companyIdOf(deps))) },
  })
}
