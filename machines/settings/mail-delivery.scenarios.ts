import { MAIL_DELIVERY_TEXTS, smtpFieldProblems, type MailDelivery } from '../../src/domain/mail-delivery'
import { defineFlow } from '../flow'
import { mailDeliveryMachine } from './mail-delivery.machine'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

const graphOff = { available: true, account: null, connectedAt: null }
export const MAIL_DELIVERY_SAMPLES = {
  none: { smtp: null, graph: graphOff },
  smtp: {
    smtp: {
      host: 'smtp.acme.example',
      port: 587,
      security: 'starttls',
      user: 'mailer',
      fromAddress: 'training@acme.example',
      dkimSelector: 's1',
      hasPassword: true,
    },
    graph: graphOff,
  },
  graph: {
    smtp: null,
    graph: { available: true, account: 'acme.onmicrosoft.com', connectedAt: '2026-11-27T08:00:00.000Z' },
  },
} satisfies Record<string, MailDelivery>

export const mailDeliveryScenarios: Scenarios<typeof mailDeliveryMachine> = {
  inputs: [{ graphOutcome: null }, { graphOutcome: 'cancelled' }],
  events: {
    'smtp.edit': [{ type: 'smtp.edit' }],
    'field.change': [
      { type: 'field.change', field: 'host', value: 'smtp.acme.example' },
      { type: 'field.change', field: 'host', value: '' },
      { type: 'field.change', field: 'fromAddress', value: 'training@acme.example' },
    ],
    'smtp.save': [{ type: 'smtp.save' }],
    'smtp.cancel': [{ type: 'smtp.cancel' }],
    'test.change': [{ type: 'test.change', value: 'it@acme.example' }],
    'smtp.test': [{ type: 'smtp.test' }],
    'remove.request': [{ type: 'remove.request' }],
    'remove.confirm': [{ type: 'remove.confirm' }],
    'remove.cancel': [{ type: 'remove.cancel' }],
    'graph.connect': [{ type: 'graph.connect' }],
    'graph.reset': [{ type: 'graph.reset' }],
    retry: [{ type: 'retry' }],
  },
  outcomes: {
    loadDelivery: {
      done: [MAIL_DELIVERY_SAMPLES.none, MAIL_DELIVERY_SAMPLES.smtp, MAIL_DELIVERY_SAMPLES.graph],
      error: [offline],
    },
    saveSmtp: {
      done: [MAIL_DELIVERY_SAMPLES.smtp],
      error: [failure(409, 'mail_delivery_exclusive', MAIL_DELIVERY_TEXTS.exclusive)],
    },
    testSmtp: {
      done: [MAIL_DELIVERY_TEXTS.testSent('it@acme.example')],
      error: [
        failure(
          422,
          'smtp_test_failed',
          'The mail server at smtp.acme.example:587 refused the connection. Check the host and port.',
        ),
      ],
    },
    removeSmtp: { done: [MAIL_DELIVERY_SAMPLES.none], error: [offline] },
    graphAuthUrl: {
      done: ['https://login.microsoftonline.com/organizations/v2.0/adminconsent?state=x'],
      error: [failure(409, 'mail_delivery_exclusive', MAIL_DELIVERY_TEXTS.exclusive)],
    },
    resetGraph: { done: [MAIL_DELIVERY_SAMPLES.none], error: [offline] },
  },
  enabledEventsOnly:
    'SMTP actions exist only while Graph is off (Test and Remove only for a saved server), Connect only with neither on, Disconnect only while connected; Save is pressable with a problem (it shows it).',
  abstractContext: (context) => ({
    smtp: Boolean(context.delivery?.smtp),
    graph: Boolean(context.delivery?.graph.connectedAt),
    valid:
      Object.keys(smtpFieldProblems(context.draft, context.delivery?.smtp?.hasPassword === true)).length ===
      0,
    tried: context.tried,
    testResult: context.testResult?.ok ?? null,
    failure: context.failure !== null,
    outcome: context.graphOutcome,
  }),
  maxStates: 8000,
}

export const mailDeliveryFlow = defineFlow({
  id: 'mailDelivery',
  file: 'settings/mail-delivery',
  title: 'Mail delivery',
  description:
    'Settings → White label → Mail delivery: the company’s own SMTP server (host, port, security, user, password kept encrypted and never shown, From address), Send test with the server’s refusal in words, Remove after a confirmation; or Microsoft Graph connected through the consent page and disconnected; "Custom SMTP and Office Graph API cannot be used at the same time."',
  routes: ['/settings/white-label'],
  machine: mailDeliveryMachine,
  scenarios: mailDeliveryScenarios,
})
