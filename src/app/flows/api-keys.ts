import { apiKeysMachine } from '../../../machines/api-keys.machine'
import { createApiKey, listApiKeys, revokeApiKey } from '../../api/api-keys'
import { companyIdOf, gatewayCall, type FlowDeps } from './deps'

export function bindApiKeys(deps: FlowDeps) {
  return apiKeysMachine.provide({
    actors: {
      loadKeys: gatewayCall(() => listApiKeys(deps.api, companyIdOf(deps))),
      createKey: gatewayCall((form) => createApiKey(deps.api, companyIdOf(deps), form)),
      revokeKey: gatewayCall(({ id }) => revokeApiKey(deps.api, companyIdOf(deps), id)),
    },
    actions: {
      copyKey: (_, key) => void navigator.clipboard?.writeText(key).catch(() => undefined),
      notify: (_, title) => deps.toast(title, 'success'),
    },
  })
}
