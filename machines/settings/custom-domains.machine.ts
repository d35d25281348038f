import { assign, fromPromise, setup } from 'xstate'
import {
  CUSTOM_DOMAIN_TEXTS,
  customDomainProblem,
  type CustomDomain,
  type CustomDomainType,
} from '../../src/domain/custom-domains'
import { failureMessage } from '../event-params'

// Settings → White label → Custom domains (001 §3, §4 "Custom domain", §5): the company's hosts per kind are
// read; Add or Change opens a one-field form checked as typed (no trailing dot, lowercase, no path); Verify asks
// the gateway to find the TXT record and says why not; Verify all checks every pending one; Reset gives a new
// value to publish; Delete asks first. A refusal keeps what was typed and says why.

export interface CustomDomainsContext {
  domains: CustomDomain[] | null
  /** The kind whose form is open, or whose action runs. */
  kind: CustomDomainType | null
  draft: string
  tried: boolean
  failure: string | null
}

export type CustomDomainsEvent =
  | { type: 'domain.edit'; kind: CustomDomainType }
  | { type: 'domain.change'; value: string }
  | { type: 'domain.save' }
  | { type: 'domain.cancel' }
  | { type: 'domain.verify'; kind: CustomDomainType }
  | { type: 'domain.verifyAll' }
  | { type: 'domain.reset'; kind: CustomDomainType }
  | { type: 'remove.request'; kind: CustomDomainType }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' }
  | { type: 'retry' }

export type DomainTarget = { type: CustomDomainType; customDomain: string }

const domainOf = (context: CustomDomainsContext, kind: CustomDomainType | null) =>
  context.domains?.find((domain) => domain.type === kind) ?? null
const targetOf = (context: CustomDomainsContext): DomainTarget => ({
  type: context.kind!,
  customDomain: domainOf(context, context.kind)?.domain ?? '',
})

export const customDomainsMachine = setup({
  types: { context: {} as CustomDomainsContext, events: {} as CustomDomainsEvent },
  actors: {
    loadDomains: fromPromise<CustomDomain[]>(async () => {
      throw new Error('loadDomains not provided')
    }),
    saveDomain: fromPromise<CustomDomain[], DomainTarget>(async () => {
      throw new Error('saveDomain not provided')
    }),
    verifyDomain: fromPromise<CustomDomain[], DomainTarget>(async () => {
      throw new Error('verifyDomain not provided')
    }),
    verifyAll: fromPromise<CustomDomain[]>(async () => {
      throw new Error('verifyAll not provided')
    }),
    resetDomain: fromPromise<CustomDomain[], DomainTarget>(async () => {
      throw new Error('resetDomain not provided')
    }),
    removeDomain: fromPromise<CustomDomain[], DomainTarget>(async () => {
      throw new Error('removeDomain not provided')
    }),
  },
  guards: {
    isValid: ({ context }) => customDomainProblem(context.draft) === null,
    hasDomain: ({ context }, kind: CustomDomainType) => domainOf(context, kind) !== null,
    isPending: ({ context }, kind: CustomDomainType) => domainOf(context, kind)?.verified === false,
    hasPending: ({ context }) => Boolean(context.domains?.some((domain) => !domain.verified)),
  },
  actions: {
    notify: (_, _title: string) => {},
    setDomains: assign({ domains: (_, domains: CustomDomain[]) => domains }),
    open: assign(({ context }, kind: CustomDomainType) => ({
      kind,
      draft: domainOf(context, kind)?.domain ?? '',
      tried: false,
      failure: null,
    })),
    setKind: assign({ kind: (_, kind: CustomDomainType) => kind }),
    change: assign({ draft: (_, value: string) => value }),
    markTried: assign({ tried: true }),
    close: assign({ kind: null, draft: '', tried: false, failure: null }),
    clearKind: assign({ kind: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'customDomains',
  context: { domains: null, kind: null, draft: '', tried: false, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDomains',
        src: 'loadDomains',
        onDone: { target: 'ready', actions: { type: 'setDomains', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { retry: { target: 'loading', actions: 'clearFailure' } } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'domain.edit': {
              target: 'editing',
              actions: { type: 'open', params: ({ event }) => event.kind },
            },
            'domain.verify': {
              guard: { type: 'isPending', params: ({ event }) => event.kind },
              target: 'verifying',
              actions: ['clearFailure', { type: 'setKind', params: ({ event }) => event.kind }],
            },
            'domain.verifyAll': { guard: 'hasPending', target: 'verifyingAll', actions: 'clearFailure' },
            'domain.reset': {
              guard: { type: 'hasDomain', params: ({ event }) => event.kind },
              target: 'resetting',
              actions: ['clearFailure', { type: 'setKind', params: ({ event }) => event.kind }],
            },
            'remove.request': {
              guard: { type: 'hasDomain', params: ({ event }) => event.kind },
              target: 'confirmingRemove',
              actions: ['clearFailure', { type: 'setKind', params: ({ event }) => event.kind }],
            },
          },
        },
        editing: {
          on: {
            'domain.change': { actions: { type: 'change', params: ({ event }) => event.value } },
            'domain.save': [
              { guard: 'isValid', target: 'saving', actions: ['markTried', 'clearFailure'] },
              { actions: 'markTried' },
            ],
            'domain.cancel': { target: 'idle', actions: 'close' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveDomain',
            src: 'saveDomain',
            input: ({ context }) => ({ type: context.kind!, customDomain: context.draft.trim() }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'setDomains', params: ({ event }) => event.output },
                'close',
                { type: 'notify', params: CUSTOM_DOMAIN_TEXTS.added },
              ],
            },
            onError: { target: 'editing', actions: { type: 'setFailure', params: failureMessage } },
          },
        },
        verifying: {
          tags: ['busy'],
          invoke: {
            id: 'verifyDomain',
            src: 'verifyDomain',
            input: ({ context }) => targetOf(context),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'setDomains', params: ({ event }) => event.output },
                'clearKind',
                { type: 'notify', params: CUSTOM_DOMAIN_TEXTS.verified },
              ],
            },
            onError: {
              target: 'idle',
              actions: ['clearKind', { type: 'setFailure', params: failureMessage }],
            },
          },
        },
        verifyingAll: {
          tags: ['busy'],
          invoke: {
            id: 'verifyAll',
            src: 'verifyAll',
            onDone: { target: 'idle', actions: { type: 'setDomains', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'setFailure', params: failureMessage } },
          },
        },
        resetting: {
          tags: ['busy'],
          invoke: {
            id: 'resetDomain',
            src: 'resetDomain',
            input: ({ context }) => targetOf(context),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'setDomains', params: ({ event }) => event.output },
                'clearKind',
                { type: 'notify', params: CUSTOM_DOMAIN_TEXTS.reset },
              ],
            },
            onError: {
              target: 'idle',
              actions: ['clearKind', { type: 'setFailure', params: failureMessage }],
            },
          },
        },
        confirmingRemove: {
          on: { 'remove.confirm': 'removing', 'remove.cancel': { target: 'idle', actions: 'clearKind' } },
        },
        removing: {
          tags: ['busy'],
          invoke: {
            id: 'removeDomain',
            src: 'removeDomain',
            input: ({ context }) => targetOf(context),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'setDomains', params: ({ event }) => event.output },
                'clearKind',
                { type: 'notify', params: CUSTOM_DOMAIN_TEXTS.removed },
              ],
            },
            onError: {
              target: 'idle',
              actions: ['clearKind', { type: 'setFailure', params: failureMessage }],
            },
          },
        },
      },
    },
  },
})
