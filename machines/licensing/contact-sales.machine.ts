import { assign, fromPromise, setup } from 'xstate'
import {
  CONTACT_SALES_TEXTS,
  ContactSalesForm,
  type ContactSalesValues,
} from '../../src/domain/contact-sales'
import { holds } from '../../src/domain/field-problems'
import { failureMessage } from '../event-params'

// Contact Sales (000 §2, §5, §7): Number of Users, Phone Number (required), Message (optional); on Send the
// sales request is created first, then the quote form is sent; "Thanks for your inquiry! We will contact you
// shortly!". A failure keeps everything typed and says why.

export interface ContactSalesInput {
  defaultUsers: number
}

export interface ContactSalesContext {
  defaultUsers: number
  values: ContactSalesValues
  showErrors: boolean
  error: string | null
}

export type ContactSalesEvent =
  | { type: 'contact.open' }
  | { type: 'contact.close' }
  | { type: 'contact.change'; field: keyof ContactSalesValues; value: string }
  | { type: 'contact.submit' }

const fresh = (defaultUsers: number): ContactSalesValues => ({
  usersNumber: String(defaultUsers),
  phone: '',
  message: '',
})

export const contactSalesMachine = setup({
  types: {
    context: {} as ContactSalesContext,
    events: {} as ContactSalesEvent,
    input: {} as ContactSalesInput,
  },
  actors: {
    createSalesRequest: fromPromise<void, ContactSalesValues>(async () => undefined),
    sendQuoteForm: fromPromise<void, ContactSalesValues>(async () => undefined),
  },
  guards: {
    valid: ({ context }) => holds(ContactSalesForm, context.values),
  },
  actions: {
    reset: assign(({ context }) => ({ values: fresh(context.defaultUsers), showErrors: false, error: null })),
    change: assign({
      values: ({ context }, change: { field: keyof ContactSalesValues; value: string }) => ({
        ...context.values,
        [change.field]: change.value,
      }),
    }),
    showErrors: assign({ showErrors: true }),
    setError: assign({ error: (_, message: string) => message }),
    clearError: assign({ error: null }),
    /** Provided by the app: a toast. */
    notify: (_, _toast: { type: 'success' | 'error'; title: string }) => {},
  },
}).createMachine({
  id: 'contactSales',
  context: ({ input }) => ({
    defaultUsers: input.defaultUsers,
    values: fresh(input.defaultUsers),
    showErrors: false,
    error: null,
  }),
  initial: 'closed',
  states: {
    closed: { on: { 'contact.open': { target: 'editing', actions: 'reset' } } },
    editing: {
      on: {
        'contact.close': 'closed',
        'contact.change': { actions: { type: 'change', params: ({ event }) => event } },
        'contact.submit': [
          { guard: 'valid', target: 'requesting', actions: 'clearError' },
          { actions: 'showErrors' },
        ],
      },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        id: 'createSalesRequest',
        src: 'createSalesRequest',
        input: ({ context }) => context.values,
        onDone: 'quoting',
        onError: { target: 'editing', actions: { type: 'setError', params: failureMessage } },
      },
    },
    quoting: {
      tags: ['busy'],
      invoke: {
        id: 'sendQuoteForm',
        src: 'sendQuoteForm',
        input: ({ context }) => context.values,
        onDone: {
          target: 'closed',
          actions: { type: 'notify', params: { type: 'success', title: CONTACT_SALES_TEXTS.thanks } },
        },
        onError: { target: 'editing', actions: { type: 'setError', params: failureMessage } },
      },
    },
  },
})
