import { assign, fromPromise, setup } from 'xstate'
import { THANK_YOU_DURATION_MS } from '../../src/domain/constants'
import { holds } from '../../src/domain/field-problems'
import { SupportForm, type SupportValues } from '../../src/domain/support'
import { failureMessage } from '../event-params'

// The help drawer, Contact Support (000 §2 "Help", §4, §5): Category, Your Message and Email Address (locked
// when the user's email is known); Send files a support ticket; Thank You with "We'll be in touch. Shortly!"
// for 1.5 s, then closed. A failure keeps everything typed and says why.

export interface HelpDrawerInput {
  /** The signed-in user's email: the field is locked to it. Null on the sign-in pages. */
  knownEmail: string | null
}

export interface HelpDrawerContext {
  knownEmail: string | null
  values: SupportValues
  showErrors: boolean
  error: string | null
}

export type HelpDrawerEvent =
  | { type: 'help.open' }
  | { type: 'help.close' }
  | { type: 'help.change'; field: keyof SupportValues; value: string }
  | { type: 'help.submit' }

const fresh = (knownEmail: string | null): SupportValues => ({
  category: '',
  message: '',
  email: knownEmail ?? '',
})

export const helpDrawerMachine = setup({
  types: {
    context: {} as HelpDrawerContext,
    events: {} as HelpDrawerEvent,
    input: {} as HelpDrawerInput,
  },
  actors: {
    sendTicket: fromPromise<void, SupportValues>(async () => undefined),
  },
  delays: { thanks: THANK_YOU_DURATION_MS },
  guards: {
    valid: ({ context }) => holds(SupportForm, context.values),
    editable: ({ context }, field: keyof SupportValues) => field !== 'email' || context.knownEmail === null,
  },
  actions: {
    reset: assign(({ context }) => ({ values: fresh(context.knownEmail), showErrors: false, error: null })),
    change: assign({
      values: ({ context }, change: { field: keyof SupportValues; value: string }) => ({
        ...context.values,
        [change.field]: change.value,
      }),
    }),
    showErrors: assign({ showErrors: true }),
    setError: assign({ error: (_, message: string) => message }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'helpDrawer',
  context: ({ input }) => ({
    knownEmail: input.knownEmail,
    values: fresh(input.knownEmail),
    showErrors: false,
    error: null,
  }),
  initial: 'closed',
  states: {
    closed: { on: { 'help.open': { target: 'editing', actions: 'reset' } } },
    editing: {
      on: {
        'help.close': 'closed',
        'help.change': {
          guard: { type: 'editable', params: ({ event }) => event.field },
          actions: { type: 'change', params: ({ event }) => event },
        },
        'help.submit': [
          { guard: 'valid', target: 'sending', actions: 'clearError' },
          { actions: 'showErrors' },
        ],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendTicket',
        src: 'sendTicket',
        input: ({ context }) => ({
          category: context.values.category,
          message: context.values.message.trim(),
          email: context.values.email.trim(),
        }),
        onDone: 'thanks',
        onError: { target: 'editing', actions: { type: 'setError', params: failureMessage } },
      },
    },
    thanks: {
      on: { 'help.close': 'closed' },
      after: { thanks: 'closed' },
    },
  },
})
