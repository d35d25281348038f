import { defineFlow } from '../flow'
import type { DedState } from '../../src/domain/simulation/settings'
import { directEmailDeliveryMachine } from './direct-email-delivery.machine'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

export const DED_STATES: Record<'fresh' | 'googleConnected', DedState> = {
  fresh: {
    isGmailDedEnabled: false,
    isMicrosoftDedEnabled: false,
    testEmail: null,
    connections: { google: null, microsoft: null },
  },
  googleConnected: {
    isGmailDedEnabled: true,
    isMicrosoftDedEnabled: false,
    testEmail: 'owner@globex.example',
    connections: { google: '2026-11-20T09:00:00.000Z', microsoft: null },
  },
}

export const directEmailDeliveryScenarios: Scenarios<typeof directEmailDeliveryMachine> = {
  inputs: [
    { userId: 'usr_admin', returned: null },
    { userId: 'usr_admin', returned: { result: 'connected', provider: 'google' } },
  ],
  events: {
    'ded.toggle': [
      { type: 'ded.toggle', provider: 'google', enabled: true },
      { type: 'ded.toggle', provider: 'google', enabled: false },
      { type: 'ded.toggle', provider: 'microsoft', enabled: true },
    ],
    'ded.testEmail': [
      { type: 'ded.testEmail', value: 'it@globex.example' },
      { type: 'ded.testEmail', value: 'not an address' },
    ],
    'ded.save': [{ type: 'ded.save' }],
    'ded.discard': [{ type: 'ded.discard' }],
    'ded.connect': [{ type: 'ded.connect', provider: 'microsoft' }],
    'ded.sendTest': [{ type: 'ded.sendTest' }],
    'ded.retry': [{ type: 'ded.retry' }],
  },
  outcomes: {
    loadDed: { done: [DED_STATES.fresh, DED_STATES.googleConnected], error: [offline] },
    saveDed: {
      done: [{ ...DED_STATES.googleConnected, testEmail: 'it@globex.example' }],
      error: [failure(422, 'invalid_request', 'Enter the address of one of your active users.')],
    },
    initiateConsent: { done: [{ url: '/phishing/api/v1/ded/consent/abc' }], error: [offline] },
    sendTestEmail: { done: [{ sentTo: 'owner@globex.example' }], error: [offline] },
  },
  enabledEventsOnly:
    'A provider that has not consented has its switch disabled, Save and Discard are disabled until something changed (Save also while the address is invalid), and Send test email until a saved address is unchanged.',
  abstractContext: (context) => ({
    saved: context.saved === null ? null : JSON.stringify(context.saved),
    draft: context.draft === null ? null : JSON.stringify(context.draft),
    failure: context.failure !== null,
    returned: context.returned !== null,
  }),
  maxStates: 20000,
}

export const directEmailDeliveryFlow = defineFlow({
  id: 'directEmailDelivery',
  file: 'simulation/direct-email-delivery',
  title: 'Direct email delivery',
  description:
    'Simulations placed straight into Gmail or Microsoft 365 mailboxes: Connect asks the provider\'s consent (the browser leaves for it and comes back with "connected" or "declined"); only a connected provider can be switched on; the test address, one of the company\'s users, is saved with the switches ("Successfully updated!"); Send test email mails the saved address.',
  routes: ['/phishing-simulation/settings/direct-email-delivery'],
  machine: directEmailDeliveryMachine,
  scenarios: directEmailDeliveryScenarios,
})
