import { nullable, number, object, optional, size, string, type Infer } from 'superstruct'
import type { CustomerRow } from './customers'

// Licences for a partner's customers (001 §3 "Pricing and purchase", §4 "Trial and plan", §6 billing calls):
// allocated from the partner's wallet, or bought for the customer at a calculated price — a first purchase, or
// an upsell when the customer's billing is ACTIVE, PAST_DUE or UNPAID.

export const LICENCE_TEXTS = {
  allocated: 'Licenses have been allocated!',
  bought: 'Licenses have been bought!',
  /** 000 §5's licence messages. */
  notNumber: 'Value must be a number',
  notInteger: 'Value must be an integer',
  buyAtLeast: (n: number) => `You have to buy at least ${n} seats`,
  /** Ours: allocating from the wallet buys nothing. */
  count: 'Number of Licenses must be greater than or equal to 1.',
  tooMany: (max: number) => `Number of Licenses must be at most ${max.toLocaleString('en-US')}.`,
  wallet: (balance: number) =>
    `Your wallet holds ${balance.toLocaleString('en-US')} ${balance === 1 ? 'license' : 'licenses'}: allocate at most that many.`,
  noWallet: 'Your wallet has no licenses to allocate. Buy licenses for the customer instead.',
  orderNumber: 'Order number must be at most 64 characters.',
} as const

/** Minimum licences per purchase (001 §9) and a ceiling no single order passes. */
export const MIN_LICENCES = 1
export const MAX_LICENCES = 100_000

/** 001 §4: these billing states make a purchase an upsell rather than a first purchase. */
export const UPSELL_STATUSES = ['ACTIVE', 'PAST_DUE', 'UNPAID'] as const

export const isUpsell = (row: Pick<CustomerRow, 'subscription'>) =>
  (UPSELL_STATUSES as readonly string[]).includes(row.subscription.status)

/** The typed count's problem, or null for a whole number within bounds (000 §5 for a purchase). */
export function licenceCountProblem(
  text: string,
  max = MAX_LICENCES,
  purpose: 'buy' | 'allocate' = 'buy',
): string | null {
  const trimmed = text.trim()
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return LICENCE_TEXTS.notNumber
  const value = Number(trimmed)
  if (!Number.isInteger(value)) return LICENCE_TEXTS.notInteger
  if (value < MIN_LICENCES)
    return purpose === 'buy' ? LICENCE_TEXTS.buyAtLeast(MIN_LICENCES) : LICENCE_TEXTS.count
  if (value > max) return max < MAX_LICENCES ? LICENCE_TEXTS.wallet(max) : LICENCE_TEXTS.tooMany(max)
  return null
}

export const AllocateBody = object({ licensesToAllocate: number() })
export const BuyBody = object({
  licensesNumber: number(),
  orderNumber: optional(size(string(), 0, 64)),
  // Ours: the price the partner saw (calculate_price takes the code; the purchase must charge the same).
  promotionCode: optional(size(string(), 0, 64)),
})
export type BuyBody = Infer<typeof BuyBody>

/** 001 §3 "first-buy and upsell price data". Amounts in dollars. */
export const LicencePrice = object({
  licences: number(),
  pricePerLicence: number(),
  subtotal: number(),
  discount: number(),
  bankWithdrawal: number(),
  total: number(),
  coupon: nullable(string()),
  /** The partner's bank before this purchase (000 §7 bank), when it was read with the quote. */
  bankBalance: optional(number()),
})
export type LicencePrice = Infer<typeof LicencePrice>

/** GET billing/api/v1/company/{id}/bank. */
export const BankView = object({ data: object({ balance: number(), currency: string() }) })

/** What is left to pay once the bank has paid its part. */
export const amountDueOf = (price: LicencePrice) =>
  Math.round((price.total - price.bankWithdrawal) * 100) / 100

export const WalletView = object({ balance: number(), expiresAt: nullable(string()) })
export type WalletView = Infer<typeof WalletView>
