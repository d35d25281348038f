import { holds } from '../../src/domain/field-problems'
import { assign, fromPromise, setup } from 'xstate'
import {
  DED_PROVIDER_LABELS,
  dedFlag,
  DedForm,
  sameDed,
  SETTINGS_TEXTS,
  type DedProvider,
  type DedSettings,
  type DedState,
} from '../../src/domain/simulation/settings'
import { failureMessage } from '../event-params'

// /phishing-simulation/settings/direct-email-delivery (002 §2.9, §3 "Ded settings", §7): simulations placed
// straight into Gmail or Microsoft 365 mailboxes. A provider is connected first through its consent page
// (auth/initiate → the browser leaves for the provider, which sends it back with ?ded=connected|denied); only
// a connected provider can be turned on. The test address (one of the company's users) is saved with the
// toggles ("Successfully updated!"); Send test email mails the saved address.

export type DedReturn = { result: 'connected' | 'denied' | 'expired'; provider: DedProvider | null }

export interface DirectEmailDeliveryInput {
  userId: string
  /** Back from the provider's consent page: what it answered. */
  returned: DedReturn | null
}

export interface DirectEmailDeliveryContext extends DirectEmailDeliveryInput {
  saved: DedState | null
  draft: DedSettings | null
  failure: string | null
  /** The provider whose consent is being asked for. */
  connecting: DedProvider | null
}

export type DirectEmailDeliveryEvent =
  | { type: 'ded.toggle'; provider: DedProvider; enabled: boolean }
  | { type: 'ded.testEmail'; value: string }
  | { type: 'ded.save' }
  | { type: 'ded.discard' }
  | { type: 'ded.connect'; provider: DedProvider }
  | { type: 'ded.sendTest' }
  | { type: 'ded.retry' }

const settingsOf = (state: DedState): DedSettings => ({
  isGmailDedEnabled: state.isGmailDedEnabled,
  isMicrosoftDedEnabled: state.isMicrosoftDedEnabled,
  testEmail: state.testEmail,
})

export function returnNotice(returned: DedReturn): { type: 'success' | 'error'; title: string } {
  const provider = returned.provider ? DED_PROVIDER_LABELS[returned.provider] : 'The provider'
  if (returned.result === 'connected') return { type: 'success', title: SETTINGS_TEXTS.connected(provider) }
  if (returned.result === 'denied') return { type: 'error', title: SETTINGS_TEXTS.denied(provider) }
  return { type: 'error', title: 'The consent page expired: connect again.' }
}

export const directEmailDeliveryMachine = setup({
  types: {
    context: {} as DirectEmailDeliveryContext,
    events: {} as DirectEmailDeliveryEvent,
    input: {} as DirectEmailDeliveryInput,
  },
  actors: {
    loadDed: fromPromise<DedState>(async () => {
      throw new Error('loadDed is provided by the app')
    }),
    saveDed: fromPromise<DedState, DedSettings>(async () => {
      throw new Error('saveDed is provided by the app')
    }),
    initiateConsent: fromPromise<{ url: string }, { userId: string; domain: DedProvider }>(async () => ({
      url: '',
    })),
    sendTestEmail: fromPromise<{ sentTo: string }>(async () => ({ sentTo: '' })),
  },
  guards: {
    hasReturn: ({ context }) => context.returned !== null,
    canToggle: ({ context }, change: { provider: DedProvider; enabled: boolean }) =>
      context.draft !== null &&
      context.draft[dedFlag(change.provider)] !== change.enabled &&
      // Off is always possible; on only once the provider consented.
      (!change.enabled || context.saved?.connections[change.provider] != null),
    canSave: ({ context }) =>
      context.draft !== null &&
      context.saved !== null &&
      !sameDed(context.draft, settingsOf(context.saved)) &&
      holds(DedForm, context.draft),
    isChanged: ({ context }) =>
      context.draft !== null && context.saved !== null && !sameDed(context.draft, settingsOf(context.saved)),
    // The test goes to the saved address: an edited one is saved first.
    canSendTest: ({ context }) =>
      context.saved?.testEmail != null &&
      context.draft !== null &&
      sameDed(context.draft, settingsOf(context.saved)),
  },
  actions: {
    setSaved: assign({
      saved: (_, state: DedState) => state,
      draft: (_, state: DedState) => settingsOf(state),
      failure: null,
    }),
    toggle: assign({
      draft: ({ context }, change: { provider: DedProvider; enabled: boolean }) =>
        context.draft ? { ...context.draft, [dedFlag(change.provider)]: change.enabled } : null,
    }),
    setTestEmail: assign({
      draft: ({ context }, value: string) => (context.draft ? { ...context.draft, testEmail: value } : null),
    }),
    discard: assign({
      draft: ({ context }) => (context.saved ? settingsOf(context.saved) : null),
      failure: null,
    }),
    setFailure: assign({ failure: (_, message: string) => message }),
    clearReturn: assign({ returned: null }),
    setConnecting: assign({ connecting: (_, provider: DedProvider) => provider, failure: null }),
    /** Provided by the app: a toast. */
    notify: (_, _toast: { type: 'success' | 'error'; title: string }) => {},
    /** Provided by the app: the address without the consent's answer. */
    forgetReturn: () => {},
    /** Provided by the app: the browser leaves for the provider's consent page. */
    leave: (_, _url: string) => {},
  },
}).createMachine({
  id: 'directEmailDelivery',
  context: ({ input }) => ({ ...input, saved: null, draft: null, failure: null, connecting: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDed',
        src: 'loadDed',
        onDone: [
          {
            guard: 'hasReturn',
            target: 'ready',
            actions: [
              { type: 'setSaved', params: ({ event }) => event.output },
              { type: 'notify', params: ({ context }) => returnNotice(context.returned!) },
              'forgetReturn',
              'clearReturn',
            ],
          },
          { target: 'ready', actions: { type: 'setSaved', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { 'ded.retry': 'loading' } },
    ready: {
      on: {
        'ded.toggle': {
          guard: {
            type: 'canToggle',
            params: ({ event }) => ({ provider: event.provider, enabled: event.enabled }),
          },
          actions: {
            type: 'toggle',
            params: ({ event }) => ({ provider: event.provider, enabled: event.enabled }),
          },
        },
        'ded.testEmail': { actions: { type: 'setTestEmail', params: ({ event }) => event.value } },
        'ded.save': { guard: 'canSave', target: 'saving' },
        'ded.discard': { guard: 'isChanged', actions: 'discard' },
        // Connected already or not, the consent is asked again (Reconnect after a revoked grant).
        'ded.connect': {
          target: 'connecting',
          actions: { type: 'setConnecting', params: ({ event }) => event.provider },
        },
        'ded.sendTest': { guard: 'canSendTest', target: 'sendingTest' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveDed',
        src: 'saveDed',
        input: ({ context }) => ({ ...context.draft!, testEmail: context.draft!.testEmail?.trim() || null }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'setSaved', params: ({ event }) => event.output },
            { type: 'notify', params: { type: 'success', title: SETTINGS_TEXTS.updated } },
          ],
        },
        onError: { target: 'ready', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    connecting: {
      tags: ['busy'],
      invoke: {
        id: 'initiateConsent',
        src: 'initiateConsent',
        input: ({ context }) => ({ userId: context.userId, domain: context.connecting! }),
        onDone: { target: 'leaving', actions: { type: 'leave', params: ({ event }) => event.output.url } },
        onError: { target: 'ready', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    // The browser is on its way to the provider's consent page.
    leaving: { tags: ['busy'] },
    sendingTest: {
      tags: ['busy'],
      invoke: {
        id: 'sendTestEmail',
        src: 'sendTestEmail',
        onDone: {
          target: 'ready',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ type: 'success', title: SETTINGS_TEXTS.testSent(event.output.sentTo) }),
          },
        },
        onError: { target: 'ready', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
  },
})
