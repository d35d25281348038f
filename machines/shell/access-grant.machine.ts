import { assign, fromPromise, setup } from 'xstate'
import { PARTNER_ACCESS_TEXTS } from '../../src/domain/partner-access'
import { errorOf, messageOf } from '../event-params'

// The customer admin's side of log in as a customer (002 §6 "Parent-company access"): a pending request
// with isAccessDialog=true in the URL (from /access-for-reseller) opens the confirm dialog; confirming sets
// the status to access.

export interface AccessGrantInput {
  /** isAccessDialog=true is in the URL. */
  asked: boolean
  /** The company view says a request is pending. */
  pending: boolean
}

export interface AccessGrantContext extends AccessGrantInput {
  failure: string | null
}

export type AccessGrantEvent = { type: 'access.confirm' } | { type: 'access.dismiss' }

export const accessGrantMachine = setup({
  types: {
    context: {} as AccessGrantContext,
    events: {} as AccessGrantEvent,
    input: {} as AccessGrantInput,
  },
  actors: {
    grantAccess: fromPromise<void>(async () => undefined),
  },
  guards: {
    isAskedAndPending: ({ context }) => context.asked && context.pending,
  },
  actions: {
    setFailure: assign({
      failure: (_, error: unknown) => messageOf(error),
    }),
    clearFailure: assign({ failure: null }),
    /** Provided by the app: drops isAccessDialog from the URL so a reload does not ask again. */
    forgetRequest: () => {},
    /** Provided by the app: a success toast and a fresh company view. */
    announceGranted: (_, _title: string) => {},
  },
}).createMachine({
  id: 'accessGrant',
  context: ({ input }) => ({ ...input, failure: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isAskedAndPending', target: 'open' }, { target: 'closed' }],
    },
    open: {
      tags: ['open'],
      on: {
        'access.confirm': { target: 'granting', actions: 'clearFailure' },
        'access.dismiss': 'closed',
      },
    },
    granting: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'grantAccess',
        src: 'grantAccess',
        onDone: {
          target: 'closed',
          actions: { type: 'announceGranted', params: PARTNER_ACCESS_TEXTS.granted },
        },
        onError: { target: 'open', actions: { type: 'setFailure', params: errorOf } },
      },
    },
    closed: { type: 'final', entry: 'forgetRequest' },
  },
})
