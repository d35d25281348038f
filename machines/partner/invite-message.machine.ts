import { assign, fromPromise, setup } from 'xstate'
import { messageProblem } from '../../src/domain/customer-invitations'
import { failureMessage } from '../event-params'

// The default invite message (001 §2 "a default invite message editor", §6 PUT default_customer_invite_message),
// its toast said by My Customers:
// the text every invitation mail starts with unless the partner writes another. Save keeps it ("Invite Message
// updated successfully"); too long says so and cannot be saved; a refusal keeps the draft and says why.

export interface InviteMessageContext {
  draft: string
  failure: string | null
  saved: string | null
}

export type InviteMessageEvent =
  { type: 'message.change'; text: string } | { type: 'message.save' } | { type: 'message.cancel' }

export const inviteMessageMachine = setup({
  types: {
    context: {} as InviteMessageContext,
    events: {} as InviteMessageEvent,
    input: {} as { message: string | null },
    output: {} as { saved: string | null },
  },
  actors: {
    saveMessage: fromPromise<string, { message: string }>(async ({ input }) => input.message),
  },
  guards: { isValid: ({ context }) => messageProblem(context.draft) === null },
  actions: {
    change: assign({ draft: (_, text: string) => text }),
    setFailure: assign({ failure: (_, message: string) => message }),
    clearFailure: assign({ failure: null }),
    setSaved: assign({ saved: (_, message: string) => message }),
  },
}).createMachine({
  id: 'inviteMessage',
  context: ({ input }) => ({ draft: input.message ?? '', failure: null, saved: null }),
  output: ({ context }) => ({ saved: context.saved }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'message.change': { actions: { type: 'change', params: ({ event }) => event.text } },
        'message.save': { guard: 'isValid', target: 'saving', actions: 'clearFailure' },
        'message.cancel': 'cancelled',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveMessage',
        src: 'saveMessage',
        input: ({ context }) => ({ message: context.draft }),
        onDone: {
          target: 'saved',
          actions: [{ type: 'setSaved', params: ({ event }) => event.output }],
        },
        onError: { target: 'editing', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    saved: { type: 'final' },
    cancelled: { type: 'final' },
  },
})
