import { COUPON_TEXTS } from '../../src/domain/plan'
import { defineFlow } from '../flow'
import { licenceBuyMachine, quoteIsCurrent } from './licence-buy.machine'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

const quote = {
  licences: 30,
  pricePerLicence: 24,
  subtotal: 720,
  discount: 72,
  bankWithdrawal: 0,
  total: 648,
  coupon: 'WELCOME10',
}

export const licenceBuyScenarios: Scenarios<typeof licenceBuyMachine> = {
  inputs: [
    { customerId: 'cmp_none', customerName: 'Wide World Importers', upsell: false },
    { customerId: 'cmp_granted', customerName: 'Contoso', upsell: true },
  ],
  events: {
    'buy.change': [
      { type: 'buy.change', patch: { count: '30', promotionCode: 'WELCOME10' } },
      { type: 'buy.change', patch: { count: '0' } },
      { type: 'buy.change', patch: { orderNumber: 'PO-7788' } },
    ],
    'buy.confirm': [
      { type: 'buy.confirm', confirmed: true },
      { type: 'buy.confirm', confirmed: false },
    ],
    'buy.submit': [{ type: 'buy.submit' }],
    'buy.cancel': [{ type: 'buy.cancel' }],
  },
  outcomes: {
    quote: { done: [quote], error: [failure(404, 'coupon_invalid', COUPON_TEXTS.invalid)] },
    buy: { done: [30], error: [offline] },
  },
  enabledEventsOnly: 'Buy is disabled until the quote is for what is typed and the purchase is confirmed.',
  abstractContext: (context) => ({
    count: context.draft.count,
    code: context.draft.promotionCode !== '',
    order: context.draft.orderNumber !== '',
    price: context.price === null ? null : quoteIsCurrent(context) ? 'current' : 'stale',
    priceFailure: context.priceFailure !== null,
    confirmed: context.confirmed,
    failure: context.failure !== null,
  }),
  maxStates: 20000,
}

export const licenceBuyFlow = defineFlow({
  id: 'licenceBuy',
  file: 'partner/licence-buy',
  title: 'Buy licenses for a customer',
  description:
    'From My Customers, per customer: the number of licenses, an optional promotion code and order number; once typing pauses the price is calculated (a first purchase, or an upsell when the customer’s billing is ACTIVE, PAST_DUE or UNPAID); a code that does not exist is said on its field; Buy needs the quote of what is typed and the confirmation, and ends with "Licenses have been bought!".',
  routes: [
    '/partner-portal/companies',
    '/partner-portal/reseller/customers',
    '/partner-portal/subreseller/customers',
  ],
  machine: licenceBuyMachine,
  scenarios: licenceBuyScenarios,
})
