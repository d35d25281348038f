import type { $Fetch } from 'ofetch'
import { array, create, enums, nullable, number, object, string } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookCreate,
  type WebhookDeliveryView,
  type WebhookView,
} from '../../domain/webhooks'

// Settings → Integration → Webhooks (issue 32).

const Endpoint = object({
  id: string(),
  url: string(),
  eventTypes: array(enums(WEBHOOK_EVENT_TYPES)),
  status: enums(['active', 'paused'] as const),
  consecutiveFailures: number(),
  createdAt: string(),
  createdBy: string(),
})
const Delivery = object({
  id: string(),
  eventType: string(),
  status: enums(['queued', 'delivered', 'failed'] as const),
  attempts: number(),
  responseStatus: nullable(number()),
  responseBody: nullable(string()),
  error: nullable(string()),
  createdAt: string(),
  deliveredAt: nullable(string()),
  nextAttemptAt: nullable(string()),
})

export async function listWebhooks(api: $Fetch, companyId: string): Promise<WebhookView[]> {
  return create(await api(PATHS.webhooks(companyId)), object({ data: array(Endpoint) })).data
}

export async function createWebhook(api: $Fetch, companyId: string, form: WebhookCreate) {
  return create(
    await api(PATHS.webhooks(companyId), { method: 'POST', body: form }),
    object({ secret: string(), data: Endpoint }),
  )
}

export async function removeWebhook(api: $Fetch, companyId: string, id: string) {
  await api(PATHS.webhook(companyId, id), { method: 'DELETE' })
}

export async function resumeWebhook(api: $Fetch, companyId: string, id: string): Promise<WebhookView> {
  return create(await api(PATHS.webhookResume(companyId, id), { method: 'POST' }), object({ data: Endpoint }))
    .data
}

export async function listWebhookDeliveries(
  api: $Fetch,
  companyId: string,
  id: string,
): Promise<WebhookDeliveryView[]> {
  return create(await api(PATHS.webhookDeliveries(companyId, id)), object({ data: array(Delivery) })).data
}

export async function sendWebhookTest(api: $Fetch, companyId: string, id: string) {
  await api(PATHS.webhookTest(companyId, id), { method: 'POST' })
}
