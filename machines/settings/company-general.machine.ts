import { assign, fromPromise, setup } from 'xstate'
import {
  COMPANY_GENERAL_TEXTS,
  CompanyGeneralForm,
  type CompanyGeneral,
  type CompanyGeneralField,
} from '../../src/domain/company-general'
import { holds } from '../../src/domain/field-problems'
import { logoDataUrl, logoProblem, LOGO_TEXTS } from '../../src/domain/logo'
import { failureMessage } from '../event-params'

// Settings → General → Company (issue 29): name, logo (PNG or JPG by its bytes, under 200 KB), the language of
// the company's mail and the time zone used where a learner has none; Save sends them (the shell shows the new
// name and logo at once), Cancel returns to what is saved. A refusal keeps the draft and says why.

export interface CompanyGeneralLoaded {
  general: CompanyGeneral
  zones: string[]
}

export interface CompanyGeneralContext {
  saved: CompanyGeneral | null
  zones: string[]
  draft: CompanyGeneral
  tried: boolean
  logoProblem: string | null
  failure: string | null
}

export type CompanyGeneralEvent =
  | { type: 'field.change'; field: CompanyGeneralField; value: string }
  | { type: 'logo.pick'; file: Blob }
  | { type: 'logo.clear' }
  | { type: 'general.save' }
  | { type: 'general.cancel' }
  | { type: 'retry' }

const EMPTY: CompanyGeneral = { name: '', logo: null, lang: 'en', timeZone: '' }

export const companyGeneralMachine = setup({
  types: { context: {} as CompanyGeneralContext, events: {} as CompanyGeneralEvent },
  actors: {
    loadGeneral: fromPromise<CompanyGeneralLoaded>(async () => {
      throw new Error('loadGeneral not provided')
    }),
    readLogo: fromPromise<Uint8Array, Blob>(async () => {
      throw new Error('readLogo not provided')
    }),
    saveGeneral: fromPromise<CompanyGeneral, CompanyGeneral>(async () => {
      throw new Error('saveGeneral not provided')
    }),
  },
  guards: {
    isValid: ({ context }) => holds(CompanyGeneralForm, context.draft),
    isLogo: (_, bytes: Uint8Array) => logoProblem(bytes) === null,
  },
  actions: {
    notify: (_, _title: string) => {},
    /** The shell's company (name, logo, language) follows at once. */
    applied: (_, _general: CompanyGeneral) => {},
    setLoaded: assign((_, loaded: CompanyGeneralLoaded) => ({
      saved: loaded.general,
      zones: loaded.zones,
      draft: loaded.general,
      tried: false,
    })),
    setSaved: assign((_, general: CompanyGeneral) => ({ saved: general, draft: general, tried: false })),
    change: assign({
      draft: ({ context }, change: { field: CompanyGeneralField; value: string }) => ({
        ...context.draft,
        [change.field]: change.value,
      }),
    }),
    setLogo: assign({
      draft: ({ context }, bytes: Uint8Array) => ({ ...context.draft, logo: logoDataUrl(bytes) }),
      logoProblem: null,
    }),
    refuseLogo: assign({ logoProblem: (_, bytes: Uint8Array) => logoProblem(bytes) }),
    logoUnreadable: assign({ logoProblem: LOGO_TEXTS.unreadable }),
    clearLogo: assign({ draft: ({ context }) => ({ ...context.draft, logo: null }), logoProblem: null }),
    revert: assign(({ context }) => ({
      draft: context.saved ?? EMPTY,
      tried: false,
      logoProblem: null,
      failure: null,
    })),
    markTried: assign({ tried: true }),
    setFailure: assign({ failure: (_, message: string) => message }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'companyGeneral',
  context: { saved: null, zones: [], draft: EMPTY, tried: false, logoProblem: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadGeneral',
        src: 'loadGeneral',
        onDone: { target: 'ready', actions: { type: 'setLoaded', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { retry: { target: 'loading', actions: 'clearFailure' } } },
    ready: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.change': {
              actions: {
                type: 'change',
                params: ({ event }) => ({ field: event.field, value: event.value }),
              },
            },
            'logo.pick': 'readingLogo',
            'logo.clear': { actions: 'clearLogo' },
            'general.save': [
              { guard: 'isValid', target: 'saving', actions: ['markTried', 'clearFailure'] },
              { actions: 'markTried' },
            ],
            'general.cancel': { actions: 'revert' },
          },
        },
        readingLogo: {
          tags: ['busy'],
          invoke: {
            id: 'readLogo',
            src: 'readLogo',
            input: ({ event }) => (event as Extract<CompanyGeneralEvent, { type: 'logo.pick' }>).file,
            onDone: [
              {
                guard: { type: 'isLogo', params: ({ event }) => event.output },
                target: 'editing',
                actions: { type: 'setLogo', params: ({ event }) => event.output },
              },
              { target: 'editing', actions: { type: 'refuseLogo', params: ({ event }) => event.output } },
            ],
            onError: { target: 'editing', actions: 'logoUnreadable' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveGeneral',
            src: 'saveGeneral',
            input: ({ context }) => ({ ...context.draft, name: context.draft.name.trim() }),
            onDone: {
              target: 'editing',
              actions: [
                { type: 'setSaved', params: ({ event }) => event.output },
                { type: 'applied', params: ({ event }) => event.output },
                { type: 'notify', params: COMPANY_GENERAL_TEXTS.saved },
              ],
            },
            onError: { target: 'editing', actions: { type: 'setFailure', params: failureMessage } },
          },
        },
      },
    },
  },
})
