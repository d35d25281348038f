import type { $Fetch } from 'ofetch'
import { array, boolean, create, number, string, type as shape } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import { BankView, LicencePrice, type WalletView } from '../../domain/customer-licences'

// Licences for a partner's customers (001 §6): the wallet, allocation, the price and the purchase.

const Wallets = shape({
  licenses: array(shape({ balance: number(), expiresAt: string(), isActive: boolean() })),
})

/** What the partner can allocate now: its live batches, and the soonest of their ends. */
export async function loadPartnerWallet(api: $Fetch, partnerId: string): Promise<WalletView> {
  const live = create(await api(PATHS.licenses(partnerId)), Wallets).licenses.filter(
    (batch) => batch.isActive,
  )
  return {
    balance: live.reduce((sum, batch) => sum + batch.balance, 0),
    expiresAt: live.map((batch) => batch.expiresAt).sort()[0] ?? null,
  }
}

export async function allocateLicences(api: $Fetch, partnerId: string, customerId: string, count: number) {
  const body = create(
    await api(PATHS.allocateLicences(partnerId, customerId), {
      method: 'POST',
      body: { licensesToAllocate: count },
    }),
    shape({ licensesAllocated: number() }),
  )
  return body.licensesAllocated
}

interface Purchase {
  partnerId: string
  subReseller: boolean
  customerId: string
  upsell: boolean
  licensesNumber: number
  promotionCode: string
}

/** 001 §6: the reseller (and MSP partner) buys through the resellers' path, a sub-reseller through its own. */
const tierOf = (purchase: Purchase) => (purchase.subReseller ? 'subresellers' : 'resellers')

/** The quote, with the partner's bank balance beside it (000 §7 bank): what the withdrawal is drawn from. */
export async function quoteLicences(api: $Fetch, purchase: Purchase): Promise<LicencePrice> {
  const price = purchase.upsell ? PATHS.customerSubscriptionUpgradePrice : PATHS.customerSubscriptionPrice
  const [quote, bank] = await Promise.all([
    api(price(tierOf(purchase), purchase.partnerId, purchase.customerId), {
      query: {
        licensesNumber: purchase.licensesNumber,
        ...(purchase.promotionCode ? { promotionCode: purchase.promotionCode } : {}),
      },
    }),
    api(PATHS.bank(purchase.partnerId)),
  ])
  return { ...create(quote, LicencePrice), bankBalance: create(bank, BankView).data.balance }
}

export async function buyLicences(
  api: $Fetch,
  purchase: Purchase & { orderNumber: string },
): Promise<number> {
  const buy = purchase.upsell ? PATHS.customerSubscriptionUpgrade : PATHS.customerSubscriptions
  const path = buy(tierOf(purchase), purchase.partnerId, purchase.customerId)
  const body = create(
    await api(path, {
      method: 'POST',
      body: {
        licensesNumber: purchase.licensesNumber,
        ...(purchase.orderNumber ? { orderNumber: purchase.orderNumber } : {}),
        ...(purchase.promotionCode ? { promotionCode: purchase.promotionCode } : {}),
      },
    }),
    shape({ price: shape({ licences: number() }) }),
  )
  return body.price.licences
}
