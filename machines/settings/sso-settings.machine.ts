import { assign, fromCallback, fromPromise, sendTo, setup, spawnChild, stopChild } from 'xstate'
import {
  fieldsOf,
  ssoFieldProblems,
  SSO_TEST_POLL_MS,
  SSO_TEST_READ_ATTEMPTS,
  SSO_TEXTS,
  type SsoDraft,
  type SsoField,
  type SsoProvider,
  type SsoSettings,
} from '../../src/domain/sso-settings'
import { failureMessage } from '../event-params'

// Settings → Single sign-on (001 §3 "SSO settings", §4 "SSO enforcement", §5 toasts): the company's provider
// is read; choosing a provider opens its form (Okta's fields follow its protocol), Save checks every field and
// says "SSO integration successfully added."; Remove asks first ("SSO integration settings removed."); the
// enforcement switch sends the inverse of the current value; Generate token shows the SCIM token once
// ("Token Successfully generated!") until it is put away. A refusal keeps what was typed and says why.
// Test sign-in opens the provider in a window, and the result is read when that window reports back, or found by
// reading the settings every 1.5 s (the provider's pages may cut the window off from this one) until a newer test
// is recorded; three failed reads in a row stop the wait and say why. The switch turns enforcement on only when
// the gateway says a good test of these settings by this admin exists.

export interface SsoSettingsContext {
  settings: SsoSettings | null
  provider: SsoProvider | null
  draft: SsoDraft
  /** Field problems are shown once Save was tried. */
  tried: boolean
  failure: string | null
  token: string | null
  /** While a test runs: when the last recorded test was made, so a newer one is known as this one's. */
  testSince: string | null
  /** Reads of the result that failed in a row while a test runs. */
  testReadFailures: number
}

export type SsoSettingsEvent =
  | { type: 'provider.choose'; provider: SsoProvider }
  | { type: 'field.change'; field: SsoField; value: string }
  | { type: 'form.save' }
  | { type: 'form.cancel' }
  | { type: 'remove.request' }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' }
  | { type: 'enforcement.toggle' }
  | { type: 'token.generate' }
  | { type: 'token.dismiss' }
  | { type: 'retry' }
  | { type: 'test.start' }
  | { type: 'test.finished' }
  | { type: 'test.stop' }
  /** From the Test sign-in window: the browser did not open it. */
  | { type: 'test.blocked' }

/** What the Test sign-in window is told: where the provider's sign-in starts. */
export type TestWindowEvent = { type: 'window.go'; url: string }

export type SsoSaveInput = { provider: SsoProvider; draft: SsoDraft }

export const problemsOf = (context: SsoSettingsContext) =>
  context.provider
    ? ssoFieldProblems(
        context.provider,
        context.draft,
        context.settings?.provider === context.provider && context.settings.clientSecretSaved,
      )
    : {}

/** The saved fields of the chosen provider, or an empty form for another one (Okta starts on OIDC). */
function draftFor(settings: SsoSettings | null, provider: SsoProvider): SsoDraft {
  const saved = settings?.provider === provider ? settings.fields : {}
  return { ...(provider === 'okta' ? { protocol: 'OIDC' } : {}), ...saved }
}

export const ssoSettingsMachine = setup({
  types: { context: {} as SsoSettingsContext, events: {} as SsoSettingsEvent },
  actors: {
    loadSettings: fromPromise<SsoSettings>(async () => {
      throw new Error('loadSettings not provided')
    }),
    saveSettings: fromPromise<SsoSettings, SsoSaveInput>(async () => {
      throw new Error('saveSettings not provided')
    }),
    removeSettings: fromPromise<SsoSettings>(async () => {
      throw new Error('removeSettings not provided')
    }),
    setEnforcement: fromPromise<SsoSettings, { enforce: boolean }>(async () => {
      throw new Error('setEnforcement not provided')
    }),
    /** The new token, and the settings read again (they say when it was made). */
    generateToken: fromPromise<{ token: string; settings: SsoSettings }>(async () => {
      throw new Error('generateToken not provided')
    }),
    /** Asks the gateway for a Test sign-in: the provider's address, where the window goes. */
    startTest: fromPromise<string>(async () => {
      throw new Error('startTest not provided')
    }),
    /** The settings read again once a test ended, for its result. */
    readTest: fromPromise<SsoSettings>(async () => {
      throw new Error('readTest not provided')
    }),
    /** Sends test.finished when the Test sign-in window reports that it ended. */
    watchTest: fromCallback<SsoSettingsEvent>(() => () => {}),
    /**
     * The Test sign-in window, opened as it starts (in the click: a window opened later is blocked as a pop-up),
     * sent to the provider by window.go, closed as it stops; test.blocked when the browser refused it.
     */
    testWindow: fromCallback<TestWindowEvent>(() => () => {}),
  },
  guards: {
    /** The settings read during a test hold a test newer than the one before it. */
    testRecorded: ({ context }, settings: SsoSettings) => (settings.test?.at ?? null) !== context.testSince,
    readsKeepFailing: ({ context }) => context.testReadFailures + 1 >= SSO_TEST_READ_ATTEMPTS,
    isValid: ({ context }) => Object.keys(problemsOf(context)).length === 0,
    isConfigured: ({ context }) => Boolean(context.settings?.provider),
    /** Switching off always; on only once the gateway says nothing blocks it (a good test of these settings by me). */
    canToggleEnforcement: ({ context }) =>
      Boolean(context.settings?.provider) &&
      (context.settings!.ssoEnforcement || context.settings!.enforceBlock === null),
    /** Only the chosen provider's own fields can change (Okta's follow its protocol). */
    isShown: ({ context }, field: SsoField) =>
      context.provider !== null && fieldsOf(context.provider, context.draft).includes(field),
  },
  actions: {
    notify: (_, _title: string) => {},
    /** A new test's window (a window of an earlier test is closed first). */
    openTestWindow: spawnChild('testWindow', { id: 'testWindow' }),
    closeTestWindow: stopChild('testWindow'),
    sendTestWindow: sendTo('testWindow', (_, url: string) => ({ type: 'window.go' as const, url })),
    setSettings: assign({ settings: (_, settings: SsoSettings) => settings }),
    choose: assign(({ context }, provider: SsoProvider) => ({
      provider,
      draft: draftFor(context.settings, provider),
      tried: false,
      failure: null,
    })),
    change: assign({
      draft: ({ context }, change: { field: SsoField; value: string }) => ({
        ...context.draft,
        [change.field]: change.value,
      }),
    }),
    markTried: assign({ tried: true }),
    closeForm: assign({ provider: null, draft: {}, tried: false, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    clearFailure: assign({ failure: null }),
    setToken: assign({ token: (_, token: string) => token }),
    clearToken: assign({ token: null }),
    startTestWatch: assign({
      testSince: ({ context }) => context.settings?.test?.at ?? null,
      testReadFailures: 0,
    }),
    countReadFailure: assign({ testReadFailures: ({ context }) => context.testReadFailures + 1 }),
    clearReadFailures: assign({ testReadFailures: 0 }),
  },
  delays: { testPoll: SSO_TEST_POLL_MS },
}).createMachine({
  id: 'ssoSettings',
  context: {
    settings: null,
    provider: null,
    draft: {},
    tried: false,
    failure: null,
    token: null,
    testSince: null,
    testReadFailures: 0,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'ready', actions: { type: 'setSettings', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { retry: { target: 'loading', actions: 'clearFailure' } } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'provider.choose': {
              target: 'editing',
              actions: { type: 'choose', params: ({ event }) => event.provider },
            },
            'remove.request': { guard: 'isConfigured', target: 'confirmingRemove', actions: 'clearFailure' },
            'enforcement.toggle': {
              guard: 'canToggleEnforcement',
              target: 'enforcing',
              actions: 'clearFailure',
            },
            'test.start': {
              guard: 'isConfigured',
              target: 'startingTest',
              actions: ['clearFailure', 'closeTestWindow', 'openTestWindow'],
            },
            'token.generate': { target: 'generatingToken', actions: 'clearFailure' },
          },
        },
        editing: {
          on: {
            'field.change': {
              guard: { type: 'isShown', params: ({ event }) => event.field },
              actions: {
                type: 'change',
                params: ({ event }) => ({ field: event.field, value: event.value }),
              },
            },
            'form.save': [
              { guard: 'isValid', target: 'saving', actions: ['markTried', 'clearFailure'] },
              { actions: 'markTried' },
            ],
            'form.cancel': { target: 'idle', actions: 'closeForm' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveSettings',
            src: 'saveSettings',
            input: ({ context }) => ({ provider: context.provider!, draft: context.draft }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'setSettings', params: ({ event }) => event.output },
                'closeForm',
                { type: 'notify', params: SSO_TEXTS.added },
              ],
            },
            onError: { target: 'editing', actions: { type: 'setFailure', params: failureMessage } },
          },
        },
        confirmingRemove: {
          on: { 'remove.confirm': 'removing', 'remove.cancel': 'idle' },
        },
        removing: {
          tags: ['busy'],
          invoke: {
            id: 'removeSettings',
            src: 'removeSettings',
            onDone: {
              target: 'idle',
              actions: [
                { type: 'setSettings', params: ({ event }) => event.output },
                { type: 'notify', params: SSO_TEXTS.removed },
              ],
            },
            onError: { target: 'idle', actions: { type: 'setFailure', params: failureMessage } },
          },
        },
        enforcing: {
          tags: ['busy'],
          invoke: {
            id: 'setEnforcement',
            src: 'setEnforcement',
            // 001 §4: sent as the inverse of the current value.
            input: ({ context }) => ({ enforce: !context.settings?.ssoEnforcement }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'setSettings', params: ({ event }) => event.output },
                {
                  type: 'notify',
                  params: ({ event }) =>
                    event.output.ssoEnforcement ? SSO_TEXTS.enforceEnabled : SSO_TEXTS.enforceDisabled,
                },
              ],
            },
            onError: { target: 'idle', actions: { type: 'setFailure', params: failureMessage } },
          },
        },
        generatingToken: {
          tags: ['busy'],
          invoke: {
            id: 'generateToken',
            src: 'generateToken',
            onDone: {
              target: 'showingToken',
              actions: [
                { type: 'setToken', params: ({ event }) => event.output.token },
                { type: 'setSettings', params: ({ event }) => event.output.settings },
                { type: 'notify', params: SSO_TEXTS.tokenGenerated },
              ],
            },
            onError: { target: 'idle', actions: { type: 'setFailure', params: failureMessage } },
          },
        },
        startingTest: {
          tags: ['busy'],
          invoke: {
            id: 'startTest',
            src: 'startTest',
            onDone: {
              target: 'testing',
              actions: { type: 'sendTestWindow', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: ['closeTestWindow', { type: 'setFailure', params: failureMessage }],
            },
          },
          on: {
            'test.blocked': {
              target: 'idle',
              actions: ['closeTestWindow', { type: 'setFailure', params: SSO_TEXTS.testPopupBlocked }],
            },
          },
        },
        testing: {
          entry: 'startTestWatch',
          invoke: { id: 'watchTest', src: 'watchTest' },
          on: {
            'test.finished': 'readingTest',
            'test.stop': { target: 'idle', actions: 'closeTestWindow' },
          },
          initial: 'waiting',
          states: {
            waiting: { after: { testPoll: 'checking' } },
            checking: {
              invoke: {
                id: 'checkTest',
                src: 'readTest',
                onDone: [
                  {
                    guard: { type: 'testRecorded', params: ({ event }) => event.output },
                    target: '#ssoSettings.ready.idle',
                    actions: { type: 'setSettings', params: ({ event }) => event.output },
                  },
                  { target: 'waiting', actions: 'clearReadFailures' },
                ],
                onError: [
                  {
                    guard: 'readsKeepFailing',
                    target: '#ssoSettings.ready.idle',
                    actions: { type: 'setFailure', params: failureMessage },
                  },
                  { target: 'waiting', actions: 'countReadFailure' },
                ],
              },
            },
          },
        },
        readingTest: {
          tags: ['busy'],
          invoke: {
            id: 'readTest',
            src: 'readTest',
            onDone: {
              target: 'idle',
              actions: { type: 'setSettings', params: ({ event }) => event.output },
            },
            onError: { target: 'idle', actions: { type: 'setFailure', params: failureMessage } },
          },
        },
        showingToken: {
          on: { 'token.dismiss': { target: 'idle', actions: 'clearToken' } },
        },
      },
    },
  },
})
