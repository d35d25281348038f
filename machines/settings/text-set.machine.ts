import { assign, fromPromise, setup } from 'xstate'
import {
  TEXT_SET_FIELDS,
  TEXT_SET_TEXTS,
  textSetFieldProblems,
  type TextSetAnswer,
  type TextSetKind,
} from '../../src/domain/text-sets'
import { failureMessage } from '../event-params'

// Settings → Email reminders: one text set (the admin invitation, the learner invitation, or the notification
// texts of one language) read, edited field by field, saved (every field required, within its length), or
// reset to the default wording after a confirmation ("Successfully reset"). Changing the language of the
// notification texts reads that language's set; a refusal keeps what was typed.

export interface TextSetInput {
  kind: TextSetKind
  /** The notification texts' first language (the company's); `any` for the invitations. */
  lang: string
}

export interface TextSetContext {
  kind: TextSetKind
  lang: string
  answer: TextSetAnswer | null
  draft: Record<string, string>
  tried: boolean
  failure: string | null
}

export type TextSetEvent =
  | { type: 'field.change'; field: string; value: string }
  | { type: 'lang.change'; lang: string }
  | { type: 'texts.save' }
  | { type: 'texts.cancel' }
  | { type: 'reset.request' }
  | { type: 'reset.confirm' }
  | { type: 'reset.cancel' }
  | { type: 'retry' }

const draftOf = (kind: TextSetKind, answer: TextSetAnswer | null) =>
  Object.fromEntries(TEXT_SET_FIELDS[kind].map((field) => [field.id, answer?.values[field.id] ?? '']))

export type TextSetTarget = { kind: TextSetKind; lang: string }

export const textSetMachine = setup({
  types: {
    context: {} as TextSetContext,
    events: {} as TextSetEvent,
    input: {} as TextSetInput,
  },
  actors: {
    loadTexts: fromPromise<TextSetAnswer, TextSetTarget>(async () => {
      throw new Error('loadTexts not provided')
    }),
    saveTexts: fromPromise<TextSetAnswer, TextSetTarget & { values: Record<string, string> }>(async () => {
      throw new Error('saveTexts not provided')
    }),
    resetTexts: fromPromise<TextSetAnswer, TextSetTarget>(async () => {
      throw new Error('resetTexts not provided')
    }),
  },
  guards: {
    isValid: ({ context }) => Object.keys(textSetFieldProblems(context.kind, context.draft)).length === 0,
    hasOwnWording: ({ context }) => context.answer?.isDefault === false,
    /** Only the notification texts come per language. */
    otherLanguage: ({ context }, lang: string) => context.kind === 'notification' && lang !== context.lang,
    isField: ({ context }, field: string) =>
      TEXT_SET_FIELDS[context.kind].some((known) => known.id === field),
  },
  actions: {
    notify: (_, _title: string) => {},
    // The draft holds exactly this set's fields, whatever else an answer carries.
    setAnswer: assign(({ context }, answer: TextSetAnswer) => ({
      answer,
      draft: draftOf(context.kind, answer),
      tried: false,
    })),
    change: assign({
      draft: ({ context }, change: { field: string; value: string }) => ({
        ...context.draft,
        [change.field]: change.value,
      }),
    }),
    setLang: assign({ lang: (_, lang: string) => lang, answer: null, failure: null }),
    revert: assign(({ context }) => ({
      draft: draftOf(context.kind, context.answer),
      tried: false,
      failure: null,
    })),
    markTried: assign({ tried: true }),
    setFailure: assign({ failure: (_, message: string) => message }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'textSet',
  context: ({ input }) => ({
    kind: input.kind,
    lang: input.lang,
    answer: null,
    draft: {},
    tried: false,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadTexts',
        src: 'loadTexts',
        input: ({ context }) => ({ kind: context.kind, lang: context.lang }),
        onDone: { target: 'ready', actions: { type: 'setAnswer', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: {
      on: {
        retry: { target: 'loading', actions: 'clearFailure' },
        'lang.change': {
          guard: { type: 'otherLanguage', params: ({ event }) => event.lang },
          target: 'loading',
          actions: { type: 'setLang', params: ({ event }) => event.lang },
        },
      },
    },
    ready: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            // Not while a save or a reset runs: the menu is disabled then.
            'lang.change': {
              guard: { type: 'otherLanguage', params: ({ event }) => event.lang },
              target: '#textSet.loading',
              actions: { type: 'setLang', params: ({ event }) => event.lang },
            },
            'field.change': {
              guard: { type: 'isField', params: ({ event }) => event.field },
              actions: {
                type: 'change',
                params: ({ event }) => ({ field: event.field, value: event.value }),
              },
            },
            'texts.save': [
              { guard: 'isValid', target: 'saving', actions: ['markTried', 'clearFailure'] },
              { actions: 'markTried' },
            ],
            'texts.cancel': { actions: 'revert' },
            'reset.request': { guard: 'hasOwnWording', target: 'confirmingReset', actions: 'clearFailure' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveTexts',
            src: 'saveTexts',
            input: ({ context }) => ({ kind: context.kind, lang: context.lang, values: context.draft }),
            onDone: {
              target: 'editing',
              actions: [
                { type: 'setAnswer', params: ({ event }) => event.output },
                { type: 'notify', params: TEXT_SET_TEXTS.saved },
              ],
            },
            onError: { target: 'editing', actions: { type: 'setFailure', params: failureMessage } },
          },
        },
        confirmingReset: {
          on: { 'reset.confirm': 'resetting', 'reset.cancel': 'editing' },
        },
        resetting: {
          tags: ['busy'],
          invoke: {
            id: 'resetTexts',
            src: 'resetTexts',
            input: ({ context }) => ({ kind: context.kind, lang: context.lang }),
            onDone: {
              target: 'editing',
              actions: [
                { type: 'setAnswer', params: ({ event }) => event.output },
                { type: 'notify', params: TEXT_SET_TEXTS.reset },
              ],
            },
            onError: { target: 'editing', actions: { type: 'setFailure', params: failureMessage } },
          },
        },
      },
    },
  },
})
