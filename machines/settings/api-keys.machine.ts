import { assign, fromPromise, setup } from 'xstate'
import { COPY_TOOLTIP_MS } from '../../src/domain/constants'
import { copyStates } from '../copy-states'
import { API_KEY_TEXTS, ApiKeyForm, type ApiKeyScope, type ApiKeyView } from '../../src/domain/api-keys'
import { holds } from '../../src/domain/field-problems'
import { failureMessage } from '../event-params'

// Settings → Integration → API keys (issue 32): the company's keys listed; New key takes a name and what it may
// read, and the key is shown once (copy it then); Revoke asks first. A refusal keeps the dialog and what was typed.

export interface ApiKeyForm {
  name: string
  scopes: ApiKeyScope[]
}

export interface ApiKeysContext {
  keys: ApiKeyView[] | null
  failure: string | null
  form: ApiKeyForm
  attempted: boolean
  formFailure: string | null
  /** The new key's secret, while its dialog is open: never kept after. */
  createdKey: string | null
  target: ApiKeyView | null
}

export type ApiKeysEvent =
  | { type: 'keys.retry' }
  | { type: 'keys.create' }
  | { type: 'keys.revoke'; key: ApiKeyView }
  | { type: 'form.name'; name: string }
  | { type: 'form.scope'; scope: ApiKeyScope; on: boolean }
  | { type: 'form.submit' }
  | { type: 'key.copy' }
  | { type: 'confirm.yes' }
  | { type: 'dialog.close' }

const EMPTY_FORM: ApiKeyForm = { name: '', scopes: ['users:read'] }

export const apiKeysMachine = setup({
  types: { context: {} as ApiKeysContext, events: {} as ApiKeysEvent },
  actors: {
    loadKeys: fromPromise<ApiKeyView[]>(async () => []),
    createKey: fromPromise<{ key: string; data: ApiKeyView }, ApiKeyForm>(async () => {
      throw new Error('not provided')
    }),
    revokeKey: fromPromise<void, { id: string }>(async () => undefined),
    /** The new key onto the clipboard (the app's clipboard; a refusal rejects). */
    copyKey: fromPromise<void, { text: string }>(async () => undefined),
  },
  delays: { copyTooltip: COPY_TOOLTIP_MS },
  guards: {
    formValid: ({ context }) => holds(ApiKeyForm, context.form),
    /** Only a key on the list has a Revoke button. */
    isListed: ({ context }, id: string) => context.keys?.some((key) => key.id === id) === true,
  },
  actions: {
    setKeys: assign({ keys: (_, keys: ApiKeyView[]) => keys, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    openForm: assign({ form: EMPTY_FORM, attempted: false, formFailure: null }),
    setName: assign({ form: ({ context }, name: string) => ({ ...context.form, name }) }),
    setScope: assign({
      form: ({ context }, change: { scope: ApiKeyScope; on: boolean }) => ({
        ...context.form,
        scopes: change.on
          ? [...new Set([...context.form.scopes, change.scope])]
          : context.form.scopes.filter((scope) => scope !== change.scope),
      }),
    }),
    markAttempted: assign({ attempted: true }),
    setFormFailure: assign({ formFailure: (_, message: string) => message }),
    addKey: assign({
      keys: ({ context }, made: { key: string; data: ApiKeyView }) => [made.data, ...(context.keys ?? [])],
      createdKey: (_, made: { key: string; data: ApiKeyView }) => made.key,
    }),
    forgetKey: assign({ createdKey: null }),
    setTarget: assign({ target: (_, key: ApiKeyView | null) => key, formFailure: null }),
    removeTarget: assign({
      keys: ({ context }) => (context.keys ?? []).filter((key) => key.id !== context.target?.id),
      target: null,
    }),
    notify: (_, _title: string) => {},
  },
}).createMachine({
  id: 'apiKeys',
  context: {
    keys: null,
    failure: null,
    form: EMPTY_FORM,
    attempted: false,
    formFailure: null,
    createdKey: null,
    target: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadKeys',
        src: 'loadKeys',
        onDone: { target: 'ready', actions: { type: 'setKeys', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { 'keys.retry': 'loading' } },
    ready: {
      on: {
        'keys.create': { target: 'creating', actions: 'openForm' },
        'keys.revoke': {
          guard: { type: 'isListed', params: ({ event }) => event.key.id },
          target: 'revoking',
          actions: { type: 'setTarget', params: ({ event }) => event.key },
        },
      },
    },
    creating: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'form.name': { actions: { type: 'setName', params: ({ event }) => event.name } },
            'form.scope': {
              actions: { type: 'setScope', params: ({ event }) => ({ scope: event.scope, on: event.on }) },
            },
            'form.submit': [{ guard: 'formValid', target: 'saving' }, { actions: 'markAttempted' }],
            'dialog.close': '#apiKeys.ready',
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'createKey',
            src: 'createKey',
            input: ({ context }) => ({ name: context.form.name.trim(), scopes: context.form.scopes }),
            onDone: {
              target: 'shown',
              actions: [
                { type: 'addKey', params: ({ event }) => event.output },
                { type: 'notify', params: API_KEY_TEXTS.created },
              ],
            },
            onError: { target: 'editing', actions: { type: 'setFormFailure', params: failureMessage } },
          },
        },
        shown: {
          on: { 'dialog.close': { target: '#apiKeys.ready', actions: 'forgetKey' } },
          ...copyStates({
            copy: 'copyKey',
            event: 'key.copy',
            text: ({ context }: { context: ApiKeysContext }) => context.createdKey ?? '',
          }),
        },
      },
    },
    revoking: {
      initial: 'confirming',
      states: {
        confirming: {
          on: {
            'confirm.yes': 'removing',
            'dialog.close': { target: '#apiKeys.ready', actions: { type: 'setTarget', params: null } },
          },
        },
        removing: {
          tags: ['busy'],
          invoke: {
            id: 'revokeKey',
            src: 'revokeKey',
            input: ({ context }) => ({ id: context.target?.id ?? '' }),
            onDone: {
              target: '#apiKeys.ready',
              actions: ['removeTarget', { type: 'notify', params: API_KEY_TEXTS.revoked }],
            },
            onError: { target: 'confirming', actions: { type: 'setFormFailure', params: failureMessage } },
          },
        },
      },
    },
  },
})
