import { apiKeysMachine } from '../../../../machines/settings/api-keys.machine'
import { createApiKey, listApiKeys, revokeApiKey } from '../../../api/developers/api-keys'
import { clipboardWrite } from '../../clipboard'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

export function bindApiKeys(deps: FlowDeps) {
  return apiKeysMachine.provide({
    actors: {
      copyKey: clipboardWrite,
      loadKeys: gatewayCall(() => listApiKeys(deps.api, companyIdOf(deps))),
      createKey: gatewayCall((form) => createApiKey(deps.api, companyIdOf(deps), form)),
      revokeKey: gatewayCall(({ id }) => revokeApiKey(deps.api, companyIdOf(deps), id)),
    },
    actions: {
      notify: (_, title) => deps.toast(title, 'success'),
    },
  })
}
