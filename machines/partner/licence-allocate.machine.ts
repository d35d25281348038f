import { assign, fromPromise, setup } from 'xstate'
import { licenceCountProblem, LICENCE_TEXTS, type WalletView } from '../../src/domain/customer-licences'
import { errorOf, failureMessage, messageOf } from '../event-params'
import type { ApiFailure } from '../../src/domain/api-failure'

// Allocate licences to a customer (001 §6 licenses/allocate; "Licenses have been allocated!"): the partner's
// wallet is read first, so the dialog says how many it holds and a count over it is refused before sending; an
// empty wallet says so and offers nothing to allocate. The gateway's refusal (another allocation spent the
// licences meanwhile) keeps the dialog and the count, with the wallet read again.

export interface LicenceAllocateInput {
  customerId: string
  customerName: string
  /** The count to start from (the forecast's overage); empty without it. */
  count?: string
}

export interface LicenceAllocateContext extends LicenceAllocateInput {
  wallet: WalletView | null
  count: string
  attempted: boolean
  failure: string | null
  allocated: number
}

export type LicenceAllocateEvent =
  | { type: 'allocate.count'; text: string }
  | { type: 'allocate.submit' }
  | { type: 'allocate.retry' }
  | { type: 'allocate.cancel' }

/** The count's problem against what the wallet holds. */
export const allocateProblem = (context: Pick<LicenceAllocateContext, 'count' | 'wallet'>) =>
  context.wallet && context.wallet.balance === 0
    ? LICENCE_TEXTS.noWallet
    : licenceCountProblem(context.count, context.wallet?.balance, 'allocate')

export const licenceAllocateMachine = setup({
  types: {
    context: {} as LicenceAllocateContext,
    events: {} as LicenceAllocateEvent,
    input: {} as LicenceAllocateInput,
    output: {} as { allocated: number },
  },
  actors: {
    loadWallet: fromPromise<WalletView>(async () => ({ balance: 0, expiresAt: null })),
    allocate: fromPromise<number, { customerId: string; count: number }>(async ({ input }) => input.count),
  },
  guards: {
    isValid: ({ context }) => allocateProblem(context) === null,
    hasBalance: ({ context }) => (context.wallet?.balance ?? 0) > 0,
    isWalletRefusal: (_, error: unknown) => (error as Partial<ApiFailure>).status === 409,
  },
  actions: {
    setWallet: assign({ wallet: (_, wallet: WalletView) => wallet }),
    setCount: assign({ count: (_, text: string) => text }),
    markAttempted: assign({ attempted: true }),
    setFailure: assign({ failure: (_, message: string) => message }),
    clearFailure: assign({ failure: null }),
    setAllocated: assign({ allocated: (_, count: number) => count }),
  },
}).createMachine({
  id: 'licenceAllocate',
  context: ({ input }) => ({
    ...input,
    wallet: null,
    count: input.count ?? '',
    attempted: false,
    failure: null,
    allocated: 0,
  }),
  output: ({ context }) => ({ allocated: context.allocated }),
  on: { 'allocate.cancel': '.cancelled' },
  initial: 'loadingWallet',
  states: {
    loadingWallet: {
      tags: ['busy'],
      invoke: {
        id: 'loadWallet',
        src: 'loadWallet',
        onDone: { target: 'editing', actions: { type: 'setWallet', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { 'allocate.retry': { target: 'loadingWallet', actions: 'clearFailure' } } },
    editing: {
      on: {
        // An empty wallet offers no count to type.
        'allocate.count': {
          guard: 'hasBalance',
          actions: { type: 'setCount', params: ({ event }) => event.text },
        },
        'allocate.submit': [
          { guard: 'isValid', target: 'allocating', actions: 'clearFailure' },
          { guard: 'hasBalance', actions: 'markAttempted' },
        ],
      },
    },
    allocating: {
      tags: ['busy'],
      on: { 'allocate.cancel': {} },
      invoke: {
        id: 'allocate',
        src: 'allocate',
        input: ({ context }) => ({ customerId: context.customerId, count: Number(context.count.trim()) }),
        onDone: {
          target: 'allocated',
          actions: { type: 'setAllocated', params: ({ event }) => event.output },
        },
        onError: [
          {
            // The wallet changed under the dialog: read it again, keep the count, say why.
            guard: { type: 'isWalletRefusal', params: errorOf },
            target: 'loadingWallet',
            actions: { type: 'setFailure', params: ({ event }) => messageOf(event.error) },
          },
          { target: 'editing', actions: { type: 'setFailure', params: failureMessage } },
        ],
      },
    },
    allocated: { type: 'final' },
    cancelled: { type: 'final' },
  },
})
