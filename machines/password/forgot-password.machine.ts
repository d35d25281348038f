import { assign, fromPromise, setup } from 'xstate'
import { is } from 'superstruct'
import { ResetRequestForm } from '../../src/domain/password-reset'
import { failureMessage } from '../event-params'

// Forgot password (ours, issue 24), the request half: the address → "check your email", which reads the same
// whether or not the address has an account (the gateway answers both alike). A refusal (the client's sign-in
// budget spent, the gateway unreachable) keeps the address and says why.

export interface ForgotPasswordContext {
  /** The address last sent, shown in the confirmation and kept in the field after a failure. */
  email: string
  failure: string | null
}

export type ForgotPasswordEvent = { type: 'reset.request'; email: string } | { type: 'reset.again' }

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as { email?: string | null } | undefined,
  },
  actors: {
    /** Provided by the app: POST identity accounts/password-reset. */
    requestReset: fromPromise<void, { email: string }>(async () => undefined),
  },
  guards: {
    isValidEmail: (_, params: { email: string }) => is(params, ResetRequestForm),
  },
  actions: {
    keepEmail: assign({ email: (_, email: string) => email.trim(), failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({ email: input?.email?.trim() ?? '', failure: null }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['form'],
      on: {
        'reset.request': {
          guard: { type: 'isValidEmail', params: ({ event }) => ({ email: event.email }) },
          target: 'sending',
          actions: { type: 'keepEmail', params: ({ event }) => event.email },
        },
      },
    },
    sending: {
      tags: ['busy', 'form'],
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => ({ email: context.email }),
        onDone: 'sent',
        onError: { target: 'editing', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    sent: { on: { 'reset.again': 'editing' } },
  },
})
