import { fieldProblems } from '../../src/domain/field-problems'
import { WebhookForm } from '../../src/domain/webhooks'
import { defineFlow } from '../flow'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'
import { webhooksMachine } from './webhooks.machine'

const siem = {
  id: 'whe_1',
  url: 'https://siem.globex.example/hooks',
  eventTypes: ['simulation.phished' as const, 'simulation.reported' as const],
  status: 'active' as const,
  consecutiveFailures: 0,
  createdAt: '2026-11-01T09:00:00.000Z',
  createdBy: 'owner@globex.example',
}
const paused = {
  ...siem,
  id: 'whe_2',
  url: 'https://old.globex.example/in',
  status: 'paused' as const,
  consecutiveFailures: 10,
}
const delivered = {
  id: 'whd_1',
  eventType: 'webhook.test',
  status: 'delivered' as const,
  attempts: 1,
  responseStatus: 200,
  responseBody: 'ok',
  error: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  deliveredAt: '2026-11-27T10:00:01.000Z',
  nextAttemptAt: null,
}
const failing = {
  ...delivered,
  id: 'whd_2',
  eventType: 'simulation.phished',
  status: 'queued' as const,
  attempts: 2,
  responseStatus: 500,
  responseBody: 'down',
  error: 'The receiver answered 500.',
  deliveredAt: null,
  nextAttemptAt: '2026-11-27T10:05:00.000Z',
}

export const webhooksScenarios: Scenarios<typeof webhooksMachine> = {
  events: {
    'hooks.retry': [{ type: 'hooks.retry' }],
    'hooks.create': [{ type: 'hooks.create' }],
    'hooks.remove': [{ type: 'hooks.remove', endpoint: siem }],
    'hooks.log': [{ type: 'hooks.log', endpoint: siem }],
    'hooks.resume': [
      { type: 'hooks.resume', endpoint: paused },
      { type: 'hooks.resume', endpoint: siem },
    ],
    'form.url': [
      { type: 'form.url', url: 'https://hooks.globex.example/awareness' },
      { type: 'form.url', url: 'ftp://hooks' },
    ],
    'form.event': [
      { type: 'form.event', eventType: 'user.added', on: true },
      { type: 'form.event', eventType: 'user.added', on: false },
    ],
    'form.submit': [{ type: 'form.submit' }],
    'secret.copy': [{ type: 'secret.copy' }],
    'log.test': [{ type: 'log.test' }],
    'log.refresh': [{ type: 'log.refresh' }],
    'confirm.yes': [{ type: 'confirm.yes' }],
    'dialog.close': [{ type: 'dialog.close' }],
  },
  outcomes: {
    loadEndpoints: { done: [[siem, paused]], error: [offline] },
    createEndpoint: {
      done: [
        {
          secret: 'whsec_secretsecret',
          data: {
            ...siem,
            id: 'whe_3',
            url: 'https://hooks.globex.example/awareness',
            eventTypes: ['user.added'],
          },
        },
      ],
      error: [
        failure(
          422,
          'invalid_request',
          'This address is on a private or loopback network, which webhooks may not reach.',
        ),
      ],
    },
    removeEndpoint: { done: [undefined], error: [failure(404, 'not_found', 'No such webhook endpoint')] },
    resumeEndpoint: { done: [{ ...paused, status: 'active', consecutiveFailures: 0 }], error: [offline] },
    loadDeliveries: { done: [[failing, delivered], []], error: [offline] },
    sendTest: { done: [undefined], error: [offline] },
    copySecret: { done: [undefined], error: [new Error('Write permission denied.')] },
  },
  // What each screen shows: the list's size and paused endpoints, the open dialog's own state.
  abstractContext: (context, snapshot) => ({
    endpoints: context.endpoints === null ? null : Math.min(context.endpoints.length, 3),
    paused: context.endpoints?.some((endpoint) => endpoint.status === 'paused') ?? false,
    failure: context.failure !== null,
    ...(snapshot.matches('creating')
      ? {
          problems: Object.keys(fieldProblems(WebhookForm, context.form)).join(),
          attempted: context.attempted,
          formFailure: context.formFailure !== null,
        }
      : {}),
    ...(snapshot.matches('log') || snapshot.matches('removing')
      ? {
          formFailure: context.formFailure !== null,
          deliveries: context.deliveries === null ? null : Math.min(context.deliveries.length, 1),
        }
      : {}),
  }),
  enabledEventsOnly: 'Each dialog takes only its own input; the list behind an open dialog takes none.',
  maxStates: 20_000,
}

export const webhooksFlow = defineFlow({
  id: 'webhooks',
  file: 'settings/webhooks',
  title: 'Webhooks',
  description:
    'Settings → Integration: the company’s webhook endpoints (address, events, active or paused). Add endpoint takes an https address and at least one event; the signing secret is shown once with Copy. Deliveries opens the log with each answer, Send test event and Refresh; Resume on a paused endpoint; Remove asks first. A refusal keeps the dialog and what was typed.',
  routes: ['/settings/integration'],
  machine: webhooksMachine,
  scenarios: webhooksScenarios,
})
