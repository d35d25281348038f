import { assign, fromPromise, setup } from 'xstate'
import { POLICY_ALREADY_CONFIRMED } from '../../src/domain/policy-agreement'
import type { SessionUser } from '../../src/domain/session-user'
import { errorOf, failureMessage } from '../event-params'

// The Policy Agreement dialog (000 §6): asked only when the signed-in user must confirm (the rule is
// policyAgreementRequired); it cannot be dismissed, only confirmed. The confirmation is posted, then the user is
// refreshed. "Already confirmed" (another tab got there first) counts as done, silently; any other failure
// stays in the dialog with its message.

export interface PolicyAgreementInput {
  required: boolean
}

export interface PolicyAgreementContext {
  required: boolean
  error: string | null
}

export type PolicyAgreementEvent = { type: 'policy.confirm' }

export const policyAgreementMachine = setup({
  types: {
    context: {} as PolicyAgreementContext,
    events: {} as PolicyAgreementEvent,
    input: {} as PolicyAgreementInput,
  },
  actors: {
    confirmPolicy: fromPromise<void>(async () => undefined),
    /** The signed-in user as the gateway now has them (their agreement recorded). */
    refreshUser: fromPromise<SessionUser | null>(async () => null),
  },
  guards: {
    required: ({ context }) => context.required,
    alreadyConfirmed: (_, error: unknown) =>
      (error as { code?: unknown } | null)?.code === POLICY_ALREADY_CONFIRMED,
  },
  actions: {
    setError: assign({ error: (_, message: string) => message }),
    clearError: assign({ error: null }),
    /** Provided by the page: the session's user is the refreshed one. */
    reportUser: (_, _user: SessionUser | null) => {},
  },
}).createMachine({
  id: 'policyAgreement',
  context: ({ input }) => ({ required: input.required, error: null }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'required', target: 'asking' }, { target: 'notNeeded' }],
    },
    notNeeded: { type: 'final' },
    asking: { on: { 'policy.confirm': { target: 'confirming', actions: 'clearError' } } },
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirmPolicy',
        src: 'confirmPolicy',
        onDone: 'refreshing',
        onError: [
          { guard: { type: 'alreadyConfirmed', params: errorOf }, target: 'refreshing' },
          { target: 'asking', actions: { type: 'setError', params: failureMessage } },
        ],
      },
    },
    refreshing: {
      tags: ['busy'],
      invoke: {
        id: 'refreshUser',
        src: 'refreshUser',
        onDone: { target: 'confirmed', actions: { type: 'reportUser', params: ({ event }) => event.output } },
        // Confirmed on the gateway; the session catches up on its next load.
        onError: 'confirmed',
      },
    },
    confirmed: { type: 'final' },
  },
})
