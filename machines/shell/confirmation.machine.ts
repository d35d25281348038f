import { assign, setup } from 'xstate'

// The generic and the global confirmation dialog (000 §2 "Dialogs"): Confirm and Cancel; the global one
// defaults to the error colour. Whoever asked is answered through `answer`.

export type ConfirmationTone = 'default' | 'error'

export interface ConfirmationRequest {
  title: string
  message: string
  confirmLabel?: string
  tone?: ConfirmationTone
}

export interface ConfirmationContext {
  request: ConfirmationRequest | null
}

export type ConfirmationEvent =
  | ({ type: 'confirm.request' } & ConfirmationRequest)
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' }

export const confirmationMachine = setup({
  types: { context: {} as ConfirmationContext, events: {} as ConfirmationEvent },
  actions: {
    setRequest: assign({
      request: (_, request: ConfirmationRequest): ConfirmationRequest => ({
        ...request,
        tone: request.tone ?? 'error',
        confirmLabel: request.confirmLabel ?? 'Confirm',
      }),
    }),
    clearRequest: assign({ request: null }),
    /** Provided by the app: resolves the pending `confirm()` promise. */
    answer: (_, _confirmed: boolean) => {},
  },
}).createMachine({
  id: 'confirmation',
  context: { request: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'confirm.request': {
          target: 'open',
          actions: {
            type: 'setRequest',
            params: ({ event }) => ({
              title: event.title,
              message: event.message,
              ...(event.confirmLabel ? { confirmLabel: event.confirmLabel } : {}),
              ...(event.tone ? { tone: event.tone } : {}),
            }),
          },
        },
      },
    },
    open: {
      tags: ['open'],
      on: {
        'confirm.accept': { target: 'closed', actions: [{ type: 'answer', params: true }, 'clearRequest'] },
        'confirm.cancel': { target: 'closed', actions: [{ type: 'answer', params: false }, 'clearRequest'] },
      },
    },
  },
})
