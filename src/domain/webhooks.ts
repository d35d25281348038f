import { array, enums, object, size, string, type, type Infer } from 'superstruct'
import { atLeastOne, filled, text } from './field-problems'

// Webhooks (issue 32): a company's endpoints receive signed events its security tools feed on — what learners did
// with exercises and simulations, training completed, users added or disabled.

export const WEBHOOK_EVENT_TYPES = [
  'exercise.answered',
  'simulation.clicked',
  'simulation.phished',
  'simulation.reported',
  'training.completed',
  'user.added',
  'user.disabled',
] as const
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'exercise.answered': 'A learner answered a phishing exercise',
  'simulation.clicked': 'A simulation link was clicked',
  'simulation.phished': 'Credentials were typed on a simulation page',
  'simulation.reported': 'A simulation was reported',
  'training.completed': 'A learner completed a training',
  'user.added': 'A user was added',
  'user.disabled': 'A user was disabled',
}

/** The event a "send test event" delivers: not one a subscription chooses. */
export const WEBHOOK_TEST_EVENT = 'webhook.test'

/** Endpoints a company may hold at once. */
export const WEBHOOKS_MAX = 10
export const WEBHOOK_URL_MAX = 2000
/** Failed deliveries in a row after which an endpoint is paused (its undelivered events wait for a resume). */
export const WEBHOOK_PAUSE_AFTER_FAILURES = 10
/** A receiver must refuse a signature whose timestamp is further than this from its own clock. */
export const WEBHOOK_SIGNATURE_TOLERANCE_S = 300

export const WebhookCreate = object({
  url: size(string(), 0, WEBHOOK_URL_MAX + 1),
  eventTypes: size(array(enums(WEBHOOK_EVENT_TYPES)), 0, WEBHOOK_EVENT_TYPES.length),
})
export type WebhookCreate = Infer<typeof WebhookCreate>

export interface WebhookView {
  id: string
  url: string
  eventTypes: WebhookEventType[]
  status: 'active' | 'paused'
  consecutiveFailures: number
  createdAt: string
  createdBy: string
}

export interface WebhookDeliveryView {
  id: string
  eventType: string
  status: 'queued' | 'delivered' | 'failed'
  attempts: number
  responseStatus: number | null
  responseBody: string | null
  error: string | null
  createdAt: string
  deliveredAt: string | null
  nextAttemptAt: string | null
}

export const WEBHOOK_TEXTS = {
  title: 'Webhooks',
  intro: 'Endpoints receive signed events as they happen, for your SIEM or automation.',
  urlRequired: 'Please enter the endpoint’s address.',
  urlInvalid: 'Enter a full https:// address.',
  urlTooLong: `An address of at most ${WEBHOOK_URL_MAX} characters.`,
  urlPrivate: 'This address is on a private or loopback network, which webhooks may not reach.',
  urlUnresolved: 'This address’s host could not be found.',
  eventsRequired: 'Choose at least one event.',
  tooMany: `A company holds at most ${WEBHOOKS_MAX} webhook endpoints: remove one first.`,
  created: 'The webhook endpoint was added.',
  secretShownOnce: 'Copy the signing secret now: it is shown only this once.',
  removed: 'The webhook endpoint was removed.',
  testQueued: 'A test event is on its way.',
  resumed: 'The endpoint was resumed: its waiting events are sent again.',
  paused: (failures: number) => `Paused after ${failures} failed deliveries in a row.`,
  none: 'No webhook endpoints yet.',
  noDeliveries: 'Nothing delivered yet.',
} as const

/** What the create form refuses, by field (the gateway adds the network checks). */
export const WebhookForm = type({
  url: text(
    filled(WEBHOOK_TEXTS.urlRequired),
    [(url) => url.length <= WEBHOOK_URL_MAX, WEBHOOK_TEXTS.urlTooLong],
    [(url) => isWebhookUrl(url), WEBHOOK_TEXTS.urlInvalid],
  ),
  eventTypes: atLeastOne(WEBHOOK_TEXTS.eventsRequired),
})

/** https always; http only for a local receiver, which the gateway then allows only by configuration. */
export function isWebhookUrl(text: string): boolean {
  try {
    const url = new URL(text)
    if (url.username || url.password) return false
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}
