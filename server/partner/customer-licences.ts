import { and, desc, eq, sql } from 'drizzle-orm'
import {
  MAX_LICENCES,
  UPSELL_STATUSES,
  licenceCountProblem,
  type LicencePrice,
} from '../../src/domain/customer-licences'
import { COUPON_TEXTS, seatPriceCents, totalCents } from '../../src/domain/plan'
import type { CompanyRow } from '../context'
import type { Database } from '../db/open'
import { companies, coupons, subscriptions } from '../db/schema'
import { ApiError, forbidden, invalid, notFound } from '../errors'

// Licences for a partner's customers (001 §6): allocated from the partner's wallet — the wallet and the customer
// move together in one transaction, the wallet rows locked, so two allocations never spend one licence twice —
// or bought for the customer at the price calculate_price quoted: a first purchase, or an upsell when the
// customer's billing is ACTIVE, PAST_DUE or UNPAID. A purchase is invoiced to the partner (a transaction).

export const DAY_MS = 86_400_000
export const YEAR_MS = 365 * DAY_MS
export const INVOICE_DUE_DAYS = 30

export type Db = Pick<Database, 'select' | 'insert' | 'update'>

/** The customer now holds `count` more licensed seats, and is on Boost. */
export async function addLicensedSeats(db: Db, customerId: string, count: number, now: Date) {
  await db
    .update(companies)
    .set({
      paidSeats: sql`${companies.paidSeats} + ${count}`,
      hasBoost: true,
      subscriptionType: 'PAID',
      updatedAt: now,
    })
    .where(eq(companies.id, customerId))
}

/** The partner's own customer by its id; another's reads as not found, a disabled one is refused. */
export async function customerOf(db: Database, partner: CompanyRow, customerId: string): Promise<CompanyRow> {
  const [customer] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, customerId), eq(companies.parentCompanyId, partner.id)))
  if (!customer) throw notFound('Customer not found')
  if (customer.disabledAt) throw forbidden('company_disabled', 'Company is disabled')
  return customer
}

/** The typed count as a whole number within bounds, or the purchase form's message (422). */
export function countOf(value: number, field: string, max = MAX_LICENCES): number {
  const problem = licenceCountProblem(String(value), max, field === 'licensesToAllocate' ? 'allocate' : 'buy')
  if (problem) throw invalid([{ field, message: problem }])
  return value
}

export async function latestSubscription(db: Db, companyId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1)
  return row
}

export const isUpsellStatus = (status: string | undefined) =>
  status !== undefined && (UPSELL_STATUSES as readonly string[]).includes(status.toUpperCase())

/**
 * The quote: the customer's seat price on an upsell, the tier price on a first purchase, less a coupon; the
 * partner's bank pays first (bankWithdrawal), and what it does not cover is due. In a purchase the partner's
 * row is locked, so two purchases never spend the same credit.
 */
export async function priceFor(
  db: Db,
  customerId: string,
  licences: number,
  code: string,
  upsell: boolean,
  partnerId: string,
  lock = false,
): Promise<LicencePrice> {
  let percentOff = 0
  const coupon = code.trim().toUpperCase()
  if (coupon) {
    const [row] = await db.select().from(coupons).where(eq(coupons.code, coupon))
    if (!row || (row.expiresAt && row.expiresAt.getTime() < Date.now()))
      throw new ApiError(404, 'coupon_invalid', COUPON_TEXTS.invalid)
    percentOff = row.percentOff
  }
  const current = upsell ? await latestSubscription(db, customerId) : undefined
  const perLicence = current?.pricePerUserCents ?? seatPriceCents(licences)
  const subtotal = licences * perLicence
  const total = totalCents(licences, perLicence, percentOff)
  const bank = db
    .select({ cents: companies.bankBalanceCents })
    .from(companies)
    .where(eq(companies.id, partnerId))
  const [partner] = lock ? await bank.for('update') : await bank
  return {
    licences,
    pricePerLicence: perLicence / 100,
    subtotal: subtotal / 100,
    discount: (subtotal - total) / 100,
    bankWithdrawal: Math.min(partner?.cents ?? 0, total) / 100,
    total: total / 100,
    coupon: coupon || null,
  }
}
