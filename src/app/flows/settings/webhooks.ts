import { webhooksMachine } from '../../../../machines/settings/webhooks.machine'
import {
  createWebhook,
  listWebhookDeliveries,
  listWebhooks,
  removeWebhook,
  resumeWebhook,
  sendWebhookTest,
} from '../../../api/settings/webhooks'
import { clipboardWrite } from '../../clipboard'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

export function bindWebhooks(deps: FlowDeps) {
  return webhooksMachine.provide({
    actors: {
      copySecret: clipboardWrite,
      loadEndpoints: gatewayCall(() => listWebhooks(deps.api, companyIdOf(deps))),
      createEndpoint: gatewayCall((form) => createWebhook(deps.api, companyIdOf(deps), form)),
      removeEndpoint: gatewayCall(({ id }) => removeWebhook(deps.api, companyIdOf(deps), id)),
      resumeEndpoint: gatewayCall(({ id }) => resumeWebhook(deps.api, companyIdOf(deps), id)),
      loadDeliveries: gatewayCall(({ id }) => listWebhookDeliveries(deps.api, companyIdOf(deps), id)),
      sendTest: gatewayCall(({ id }) => sendWebhookTest(deps.api, companyIdOf(deps), id)),
    },
    actions: {
      notify: (_, title) => deps.toast(title, 'success'),
    },
  })
}
