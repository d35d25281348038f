import { assign, fromPromise, setup } from 'xstate'
import type { ApiFailure } from '../../src/domain/api-failure'
import {
  canDecrement,
  decremented,
  incremented,
  usersNumberError,
  type Pricing,
  type PurchaseMode,
} from '../../src/domain/plan'
import { errorOf, failureMessage } from '../event-params'

// The purchase form (001 §2 "Purchase / upgrade dialog", §5, §9): a number of users (or licences for a
// company already on Boost) with ± 50, an optional coupon, the price asked of the gateway 400 ms after typing
// pauses, then checkout: the gateway answers with the checkout address and the browser goes there in the same
// window. Nothing typed is lost when pricing, the coupon or the checkout fails.

export const PRICING_DEBOUNCE_MS = 400

export interface PurchaseInput {
  mode: PurchaseMode
  usersNumber: string
  coupon: string
  /** Back from a cancelled checkout. */
  cancelled: boolean
}

export interface PurchaseContext {
  mode: PurchaseMode
  usersNumber: string
  coupon: string
  /** The coupon the price was asked with. */
  appliedCoupon: string
  pricing: Pricing | null
  couponError: string | null
  pricingError: string | null
  checkoutError: string | null
  cancelled: boolean
}

export type PurchaseEvent =
  | { type: 'number.change'; value: string }
  | { type: 'number.increment' }
  | { type: 'number.decrement' }
  | { type: 'coupon.change'; value: string }
  | { type: 'coupon.apply' }
  | { type: 'pricing.retry' }
  | { type: 'buy' }

/** The gateway's code for a coupon it does not know. */
export const COUPON_INVALID = 'coupon_invalid'

export const purchaseMachine = setup({
  types: {
    context: {} as PurchaseContext,
    events: {} as PurchaseEvent,
    input: {} as PurchaseInput,
  },
  actors: {
    getPricing: fromPromise<Pricing, { usersNumber: number; coupon: string; mode: PurchaseMode }>(
      async () => {
        throw new Error('getPricing not provided')
      },
    ),
    /** Resolves to the checkout address. */
    checkout: fromPromise<string, { usersNumber: number; coupon: string; mode: PurchaseMode }>(async () => {
      throw new Error('checkout not provided')
    }),
  },
  guards: {
    numberValid: ({ context }) => usersNumberError(context.usersNumber, context.mode) === null,
    canDecrement: ({ context }) => canDecrement(context.usersNumber, context.mode),
    // Only a coupon that was sent can be refused.
    couponRefused: ({ context }, error: unknown) =>
      context.appliedCoupon !== '' && (error as Partial<ApiFailure> | undefined)?.code === COUPON_INVALID,
    /** Apply is offered once something is typed. */
    couponTyped: ({ context }) => context.coupon.trim() !== '',
  },
  actions: {
    setNumber: assign({ usersNumber: (_, value: string) => value, checkoutError: null, cancelled: false }),
    setCoupon: assign({ coupon: (_, value: string) => value, couponError: null }),
    applyCoupon: assign({ appliedCoupon: ({ context }) => context.coupon.trim(), couponError: null }),
    setPricing: assign({ pricing: (_, pricing: Pricing) => pricing, pricingError: null }),
    /** The coupon is refused: say so under it, keep what was typed, price without it. */
    refuseCoupon: assign({ couponError: (_, message: string) => message, appliedCoupon: '' }),
    setPricingError: assign({ pricingError: (_, message: string) => message, pricing: null }),
    setCheckoutError: assign({ checkoutError: (_, message: string) => message }),
    /** Provided by the app: the same-window redirect. */
    redirect: (_, _url: string) => {},
  },
}).createMachine({
  id: 'purchase',
  context: ({ input }) => ({
    mode: input.mode,
    usersNumber: input.usersNumber,
    coupon: input.coupon,
    appliedCoupon: input.coupon.trim(),
    pricing: null,
    couponError: null,
    pricingError: null,
    checkoutError: null,
    cancelled: input.cancelled,
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'pricing',
      on: {
        'number.change': {
          target: '.waiting',
          reenter: true,
          actions: { type: 'setNumber', params: ({ event }) => event.value },
        },
        'number.increment': {
          target: '.waiting',
          reenter: true,
          actions: {
            type: 'setNumber',
            params: ({ context }) => incremented(context.usersNumber, context.mode),
          },
        },
        'number.decrement': {
          guard: 'canDecrement',
          target: '.waiting',
          reenter: true,
          actions: {
            type: 'setNumber',
            params: ({ context }) => decremented(context.usersNumber, context.mode),
          },
        },
        'coupon.change': { actions: { type: 'setCoupon', params: ({ event }) => event.value } },
        'coupon.apply': { guard: 'couponTyped', target: '.pricing', reenter: true, actions: 'applyCoupon' },
      },
      states: {
        waiting: {
          after: { [PRICING_DEBOUNCE_MS]: 'pricing' },
        },
        pricing: {
          always: [{ guard: 'numberValid', target: 'fetching' }, { target: 'invalid' }],
        },
        invalid: {},
        fetching: {
          tags: ['pricing'],
          invoke: {
            id: 'getPricing',
            src: 'getPricing',
            input: ({ context }) => ({
              usersNumber: Number(context.usersNumber.trim()),
              coupon: context.appliedCoupon,
              mode: context.mode,
            }),
            onDone: {
              target: 'priced',
              actions: { type: 'setPricing', params: ({ event }) => event.output },
            },
            onError: [
              {
                guard: { type: 'couponRefused', params: errorOf },
                target: 'fetching',
                reenter: true,
                actions: { type: 'refuseCoupon', params: ({ event }) => failureMessage({ event }) },
              },
              {
                target: 'pricingFailed',
                actions: { type: 'setPricingError', params: ({ event }) => failureMessage({ event }) },
              },
            ],
          },
        },
        priced: { on: { buy: '#purchase.checkingOut' } },
        pricingFailed: { on: { 'pricing.retry': 'fetching' } },
      },
    },
    checkingOut: {
      tags: ['busy'],
      invoke: {
        id: 'checkout',
        src: 'checkout',
        input: ({ context }) => ({
          usersNumber: Number(context.usersNumber.trim()),
          coupon: context.appliedCoupon,
          mode: context.mode,
        }),
        onDone: { target: 'redirecting', actions: { type: 'redirect', params: ({ event }) => event.output } },
        onError: {
          target: '#purchase.editing.priced',
          actions: { type: 'setCheckoutError', params: ({ event }) => failureMessage({ event }) },
        },
      },
    },
    /** The browser is leaving for the checkout page. */
    redirecting: { tags: ['busy'] },
  },
})
