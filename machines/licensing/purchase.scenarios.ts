import { defineFlow } from '../flow'
import { canDecrement, usersNumberError } from '../../src/domain/plan'
import { COUPON_INVALID, purchaseMachine } from './purchase.machine'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

export const purchaseScenarios: Scenarios<typeof purchaseMachine> = {
  events: {
    'number.change': [
      { type: 'number.change', value: '12.5' },
      { type: 'number.change', value: '120' },
    ],
    'number.increment': [{ type: 'number.increment' }],
    'number.decrement': [{ type: 'number.decrement' }],
    'coupon.change': [{ type: 'coupon.change', value: 'WELCOME10' }],
    'coupon.apply': [{ type: 'coupon.apply' }],
    'pricing.retry': [{ type: 'pricing.retry' }],
    buy: [{ type: 'buy' }],
  },
  inputs: [
    { mode: 'users', usersNumber: '50', coupon: '', cancelled: false },
    { mode: 'users', usersNumber: '100', coupon: 'WELCOME10', cancelled: true },
  ],
  outcomes: {
    getPricing: {
      done: [{ pricePerSeat: 36, totalPrice: 1800 }],
      error: [failure(404, COUPON_INVALID, 'This coupon code does not exist.'), offline],
    },
    checkout: { done: ['http://127.0.0.1:5174/billing/api/v1/checkout/cs_test'], error: [offline] },
  },
  // What the graph tells apart is kept small; the view adapter checks only these (see purchase.view.tsx).
  // Checkout and pricing failures are shown only in the states that show them.
  abstractContext: (context, snapshot) => ({
    valid: usersNumberError(context.usersNumber, context.mode) === null,
    decrementable: canDecrement(context.usersNumber, context.mode),
    coupon: context.coupon !== '',
    applied: context.appliedCoupon !== '',
    priced: context.pricing !== null,
    couponError: context.couponError !== null,
    checkoutError: snapshot.matches({ editing: 'priced' }) ? context.checkoutError !== null : null,
    cancelled: context.cancelled,
  }),
  maxStates: 100000,
}

export const purchaseFlow = defineFlow({
  id: 'purchase',
  file: 'licensing/purchase',
  title: 'Purchase',
  description:
    'Number of users (or licences on Boost) with ± 50 and the minimum rules, an optional coupon ("This coupon code does not exist." keeps what was typed), the price asked 400 ms after typing pauses (per user per month and per year), then checkout and the same-window redirect; a failed or cancelled checkout keeps every value.',
  routes: ['/licensing'],
  machine: purchaseMachine,
  scenarios: purchaseScenarios,
})
