import { assign, fromPromise, setup } from 'xstate'
import { licenceCountProblem, type LicencePrice } from '../../src/domain/customer-licences'
import { failureMessage } from '../event-params'

// Buy licences for a customer (001 §3 "Purchase form", §6 calculate_price and subscriptions[/upgrade]; "Licenses
// have been bought!"): the number of licences, an optional promotion code and order number. Once the count is
// valid and typing pauses, the price is calculated (a first purchase, or an upsell when the customer's billing is
// ACTIVE, PAST_DUE or UNPAID — the input says which); a code that does not exist is said on its field. Buy needs
// the quote of exactly what is typed and the partner's confirmation (transactionConfirmed).

export const QUOTE_PAUSE_MS = 400

export interface LicenceBuyInput {
  customerId: string
  customerName: string
  /** An upsell (the customer's billing is ACTIVE, PAST_DUE or UNPAID) or a first purchase. */
  upsell: boolean
  /** The number of licences to start from (the forecast's seats); 1 without it. */
  count?: string
}

export interface BuyDraft {
  count: string
  promotionCode: string
  orderNumber: string
}

export interface LicenceBuyContext extends LicenceBuyInput {
  draft: BuyDraft
  /** The quote and the draft it was made for. */
  price: (LicencePrice & { for: BuyDraft }) | null
  priceFailure: string | null
  confirmed: boolean
  failure: string | null
  bought: number
}

export type LicenceBuyEvent =
  | { type: 'buy.change'; patch: Partial<BuyDraft> }
  | { type: 'buy.confirm'; confirmed: boolean }
  | { type: 'buy.submit' }
  | { type: 'buy.cancel' }

export interface QuoteRequest {
  customerId: string
  upsell: boolean
  licensesNumber: number
  promotionCode: string
}

const sameDraft = (a: BuyDraft, b: BuyDraft) =>
  a.count.trim() === b.count.trim() &&
  a.promotionCode.trim().toUpperCase() === b.promotionCode.trim().toUpperCase()

/** The quote on screen is for what is typed now. */
export const quoteIsCurrent = (context: Pick<LicenceBuyContext, 'price' | 'draft'>) =>
  context.price !== null && sameDraft(context.price.for, context.draft)

export const buyCountProblem = (draft: BuyDraft) => licenceCountProblem(draft.count)

export const licenceBuyMachine = setup({
  types: {
    context: {} as LicenceBuyContext,
    events: {} as LicenceBuyEvent,
    input: {} as LicenceBuyInput,
    output: {} as { bought: number },
  },
  actors: {
    quote: fromPromise<LicencePrice, QuoteRequest>(async ({ input }) => ({
      licences: input.licensesNumber,
      pricePerLicence: 24,
      subtotal: input.licensesNumber * 24,
      discount: 0,
      bankWithdrawal: 0,
      total: input.licensesNumber * 24,
      coupon: null,
    })),
    buy: fromPromise<number, QuoteRequest & { orderNumber: string }>(
      async ({ input }) => input.licensesNumber,
    ),
  },
  delays: { quotePause: QUOTE_PAUSE_MS },
  guards: {
    countValid: ({ context }) => buyCountProblem(context.draft) === null,
    canBuy: ({ context }) =>
      buyCountProblem(context.draft) === null &&
      quoteIsCurrent(context) &&
      context.confirmed &&
      context.draft.orderNumber.trim().length <= 64,
  },
  actions: {
    change: assign({
      draft: ({ context }, patch: Partial<BuyDraft>) => ({ ...context.draft, ...patch }),
      priceFailure: null,
    }),
    setPrice: assign({
      price: ({ context }, price: LicencePrice) => ({ ...price, for: { ...context.draft } }),
      priceFailure: null,
    }),
    setPriceFailure: assign({ price: null, priceFailure: (_, message: string) => message }),
    confirm: assign({ confirmed: (_, confirmed: boolean) => confirmed }),
    setFailure: assign({ failure: (_, message: string) => message }),
    clearFailure: assign({ failure: null }),
    setBought: assign({ bought: (_, count: number) => count }),
  },
}).createMachine({
  id: 'licenceBuy',
  context: ({ input }) => ({
    ...input,
    draft: { count: input.count ?? '1', promotionCode: '', orderNumber: '' },
    price: null,
    priceFailure: null,
    confirmed: false,
    failure: null,
    bought: 0,
  }),
  output: ({ context }) => ({ bought: context.bought }),
  initial: 'quoting',
  states: {
    editing: {
      on: {
        'buy.change': { target: 'waiting', actions: { type: 'change', params: ({ event }) => event.patch } },
        'buy.confirm': { actions: { type: 'confirm', params: ({ event }) => event.confirmed } },
        // Buy is offered only for the quote of what is typed, confirmed: nothing else to refuse.
        'buy.submit': { guard: 'canBuy', target: 'buying', actions: 'clearFailure' },
        'buy.cancel': 'cancelled',
      },
    },
    // Typing: the quote waits for a pause; a count that is not valid is not quoted.
    waiting: {
      on: {
        'buy.change': {
          target: 'waiting',
          reenter: true,
          actions: { type: 'change', params: ({ event }) => event.patch },
        },
        'buy.confirm': { actions: { type: 'confirm', params: ({ event }) => event.confirmed } },
        'buy.cancel': 'cancelled',
      },
      after: { quotePause: [{ guard: 'countValid', target: 'quoting' }, { target: 'editing' }] },
    },
    quoting: {
      tags: ['quoting'],
      on: {
        'buy.change': { target: 'waiting', actions: { type: 'change', params: ({ event }) => event.patch } },
        'buy.confirm': { actions: { type: 'confirm', params: ({ event }) => event.confirmed } },
        'buy.cancel': 'cancelled',
      },
      invoke: {
        id: 'quote',
        src: 'quote',
        input: ({ context }) => ({
          customerId: context.customerId,
          upsell: context.upsell,
          licensesNumber: Number(context.draft.count.trim()),
          promotionCode: context.draft.promotionCode.trim(),
        }),
        onDone: { target: 'editing', actions: { type: 'setPrice', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: { type: 'setPriceFailure', params: failureMessage } },
      },
    },
    buying: {
      tags: ['busy'],
      invoke: {
        id: 'buy',
        src: 'buy',
        input: ({ context }) => ({
          customerId: context.customerId,
          upsell: context.upsell,
          licensesNumber: Number(context.draft.count.trim()),
          promotionCode: context.draft.promotionCode.trim(),
          orderNumber: context.draft.orderNumber.trim(),
        }),
        onDone: { target: 'bought', actions: { type: 'setBought', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    bought: { type: 'final' },
    cancelled: { type: 'final' },
  },
})
