import { holds } from '../../src/domain/field-problems'
import { assign, fromPromise, setup } from 'xstate'
import { logoDataUrl, logoProblem } from '../../src/domain/logo'
import {
  BrandForm,
  DEFAULT_BRAND,
  WHITE_LABEL_TEXTS,
  type Brand,
  type BrandField,
} from '../../src/domain/white-label'
import { failureMessage } from '../event-params'

// Settings → White label → Brand (001 §7, issue 29): a partner with access names the product, picks the colour
// (refused when white text on it would be unreadable) and a logo (PNG or JPG by its bytes, under 200 KB). The
// draft is previewed as typed; Save sends it, Cancel returns to what is saved, Remove asks first. A refusal
// keeps the draft and says why.

export interface WhiteLabelContext {
  saved: Brand | null
  draft: Brand
  tried: boolean
  logoProblem: string | null
  failure: string | null
}

export type WhiteLabelEvent =
  | { type: 'field.change'; field: BrandField; value: string }
  | { type: 'logo.pick'; file: Blob }
  | { type: 'logo.clear' }
  | { type: 'brand.save' }
  | { type: 'brand.cancel' }
  | { type: 'remove.request' }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' }
  | { type: 'retry' }

const draftOf = (brand: Brand | null): Brand => brand ?? DEFAULT_BRAND

export const whiteLabelMachine = setup({
  types: { context: {} as WhiteLabelContext, events: {} as WhiteLabelEvent },
  actors: {
    loadBrand: fromPromise<Brand | null>(async () => {
      throw new Error('loadBrand not provided')
    }),
    readLogo: fromPromise<Uint8Array, Blob>(async () => {
      throw new Error('readLogo not provided')
    }),
    saveBrand: fromPromise<Brand, Brand>(async () => {
      throw new Error('saveBrand not provided')
    }),
    removeBrand: fromPromise<null>(async () => {
      throw new Error('removeBrand not provided')
    }),
  },
  guards: {
    isValid: ({ context }) => holds(BrandForm, context.draft),
    isLogo: (_, bytes: Uint8Array) => logoProblem(bytes) === null,
    hasSaved: ({ context }) => context.saved !== null,
  },
  actions: {
    notify: (_, _title: string) => {},
    /** The shell shows the brand at once (the session's company carries it). */
    applied: (_, _brand: Brand | null) => {},
    setSaved: assign((_, brand: Brand | null) => ({ saved: brand, draft: draftOf(brand), tried: false })),
    change: assign({
      draft: ({ context }, change: { field: BrandField; value: string }) => ({
        ...context.draft,
        [change.field]: change.value,
      }),
    }),
    setLogo: assign({
      draft: ({ context }, bytes: Uint8Array) => ({ ...context.draft, logo: logoDataUrl(bytes) }),
      logoProblem: null,
    }),
    refuseLogo: assign({ logoProblem: (_, bytes: Uint8Array) => logoProblem(bytes) }),
    logoUnreadable: assign({ logoProblem: WHITE_LABEL_TEXTS.logoUnreadable }),
    clearLogo: assign({ draft: ({ context }) => ({ ...context.draft, logo: null }), logoProblem: null }),
    revert: assign({
      draft: ({ context }) => draftOf(context.saved),
      tried: false,
      logoProblem: null,
      failure: null,
    }),
    markTried: assign({ tried: true }),
    setFailure: assign({ failure: (_, message: string) => message }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'whiteLabel',
  context: { saved: null, draft: DEFAULT_BRAND, tried: false, logoProblem: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadBrand',
        src: 'loadBrand',
        onDone: { target: 'ready', actions: { type: 'setSaved', params: ({ event }) => event.output } },
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
            'brand.save': [
              { guard: 'isValid', target: 'saving', actions: ['markTried', 'clearFailure'] },
              { actions: 'markTried' },
            ],
            'brand.cancel': { actions: 'revert' },
            'remove.request': { guard: 'hasSaved', target: 'confirmingRemove', actions: 'clearFailure' },
          },
        },
        readingLogo: {
          tags: ['busy'],
          invoke: {
            id: 'readLogo',
            src: 'readLogo',
            input: ({ event }) => (event as Extract<WhiteLabelEvent, { type: 'logo.pick' }>).file,
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
            id: 'saveBrand',
            src: 'saveBrand',
            input: ({ context }) => ({ ...context.draft, productName: context.draft.productName.trim() }),
            onDone: {
              target: 'editing',
              actions: [
                { type: 'setSaved', params: ({ event }) => event.output },
                { type: 'applied', params: ({ event }) => event.output },
                { type: 'notify', params: WHITE_LABEL_TEXTS.saved },
              ],
            },
            onError: { target: 'editing', actions: { type: 'setFailure', params: failureMessage } },
          },
        },
        confirmingRemove: {
          on: { 'remove.confirm': 'removing', 'remove.cancel': 'editing' },
        },
        removing: {
          tags: ['busy'],
          invoke: {
            id: 'removeBrand',
            src: 'removeBrand',
            onDone: {
              target: 'editing',
              actions: [
                { type: 'setSaved', params: null },
                { type: 'applied', params: null },
                { type: 'notify', params: WHITE_LABEL_TEXTS.removed },
              ],
            },
            onError: { target: 'editing', actions: { type: 'setFailure', params: failureMessage } },
          },
        },
      },
    },
  },
})
