import { PATHS } from '../../src/domain/api-paths'
import { randomUUID } from 'node:crypto'
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { partnerOf } from './customers'
import { AllocateBody, BuyBody, LICENCE_TEXTS } from '../../src/domain/customer-licences'
import { allow } from '../auth/access'
import type { CompanyRow, GatewayEnv } from '../context'
import { companies, licenceWallets, licenseAllocations, subscriptions, transactions } from '../db/schema'
import { ApiError, forbidden, body } from '../errors'
import {
  DAY_MS,
  INVOICE_DUE_DAYS,
  YEAR_MS,
  addLicensedSeats,
  countOf,
  customerOf,
  isUpsellStatus,
  latestSubscription,
  priceFor,
  type Db,
} from '../partner/customer-licences'

export function customerLicenceRoutes() {
  const app = new Hono<GatewayEnv>()

  app.post(PATHS.allocateLicences.pattern, allow.ownCompany(), body(AllocateBody), async (c) => {
    const partner = partnerOf(c.var.auth.company)
    const { licensesToAllocate } = c.req.valid('json')
    const customer = await customerOf(c.var.deps.db, partner, c.req.param('customerId'))
    const now = c.var.deps.now?.() ?? new Date()
    const count = countOf(licensesToAllocate, 'licensesToAllocate')
    await c.var.deps.db.transaction(async (tx) => {
      // The partner's live batches, soonest to expire first, locked until the allocation is written.
      const batches = await tx
        .select()
        .from(licenceWallets)
        .where(
          and(
            eq(licenceWallets.companyId, partner.id),
            gt(licenceWallets.expiresAt, now),
            gt(licenceWallets.balance, 0),
          ),
        )
        .orderBy(asc(licenceWallets.expiresAt), asc(licenceWallets.id))
        .for('update')
      const balance = batches.reduce((sum, batch) => sum + batch.balance, 0)
      if (balance === 0) throw new ApiError(409, 'wallet_empty', LICENCE_TEXTS.noWallet)
      if (count > balance)
        throw new ApiError(409, 'wallet_insufficient', LICENCE_TEXTS.wallet(balance), {
          validationResults: [{ field: 'licensesToAllocate', message: LICENCE_TEXTS.wallet(balance) }],
        })
      let left = count
      for (const batch of batches) {
        if (left === 0) break
        const taken = Math.min(left, batch.balance)
        left -= taken
        await tx
          .update(licenceWallets)
          .set({ balance: batch.balance - taken })
          .where(eq(licenceWallets.id, batch.id))
        await tx.insert(licenceWallets).values({
          id: `lw_${randomUUID()}`,
          companyId: customer.id,
          balance: taken,
          expiresAt: batch.expiresAt,
          createdAt: now,
        })
      }
      await addLicensedSeats(tx, customer.id, count, now)
      await tx.insert(licenseAllocations).values({
        id: `alc_${randomUUID()}`,
        partnerCompanyId: partner.id,
        customerCompanyId: customer.id,
        licences: count,
        allocatedBy: c.var.auth.user.email,
        createdAt: now,
      })
    })
    return c.json({ message: LICENCE_TEXTS.allocated, licensesAllocated: count })
  })

  // The reseller's and the sub-reseller's purchase calls (001 §6): the same purchase for the caller's own
  // customer; a first purchase and an upsell each through its own path, refused when the customer is the other.
  for (const [kind, tier] of [
    ['RESELLER', 'resellers'],
    ['SUBRESELLER', 'subresellers'],
  ] as const) {
    for (const upsell of [false, true]) {
      const path = (upsell ? PATHS.customerSubscriptionUpgrade : PATHS.customerSubscriptions).only({ tier })
      const pricePath = (
        upsell ? PATHS.customerSubscriptionUpgradePrice : PATHS.customerSubscriptionPrice
      ).only({
        tier,
      })
      const guardKind = (partner: CompanyRow) => {
        // An MSP partner buys through the reseller path too; only a sub-reseller has its own.
        if ((kind === 'SUBRESELLER') !== (partner.type === 'SUBRESELLER'))
          throw forbidden('wrong_partner_kind', "You don't have permission to access")
      }
      const checkKind = async (db: Db, customer: CompanyRow) => {
        const current = await latestSubscription(db, customer.id)
        if (isUpsellStatus(current?.status) !== upsell)
          throw new ApiError(
            409,
            upsell ? 'not_subscribed' : 'already_subscribed',
            upsell
              ? 'This customer has no subscription to add licenses to.'
              : 'This customer already has a subscription: add licenses to it.',
          )
      }
      app.get(pricePath, allow.ownCompany(), async (c) => {
        const partner = partnerOf(c.var.auth.company)
        guardKind(partner)
        const customer = await customerOf(c.var.deps.db, partner, c.req.param('customerId'))
        await checkKind(c.var.deps.db, customer)
        const count = countOf(Number(c.req.query('licensesNumber') ?? ''), 'licensesNumber')
        return c.json(
          await priceFor(
            c.var.deps.db,
            customer.id,
            count,
            c.req.query('promotionCode') ?? '',
            upsell,
            partner.id,
          ),
        )
      })
      app.post(path, allow.ownCompany(), body(BuyBody), async (c) => {
        const partner = partnerOf(c.var.auth.company)
        guardKind(partner)
        const body = c.req.valid('json')
        const customer = await customerOf(c.var.deps.db, partner, c.req.param('customerId'))
        const count = countOf(body.licensesNumber, 'licensesNumber')
        const now = c.var.deps.now?.() ?? new Date()
        const { db } = c.var.deps
        const price = await db.transaction(async (tx) => {
          await checkKind(tx, customer)
          const quote = await priceFor(
            tx,
            customer.id,
            count,
            body.promotionCode ?? '',
            upsell,
            partner.id,
            true,
          )
          const withdrawn = Math.round(quote.bankWithdrawal * 100)
          if (withdrawn > 0)
            await tx
              .update(companies)
              .set({ bankBalanceCents: sql`${companies.bankBalanceCents} - ${withdrawn}` })
              .where(eq(companies.id, partner.id))
          const due = Math.round(quote.total * 100) - withdrawn
          const current = upsell ? await latestSubscription(tx, customer.id) : undefined
          if (current)
            await tx
              .update(subscriptions)
              .set({ reservedSeats: current.reservedSeats + count })
              .where(eq(subscriptions.id, current.id))
          else
            await tx.insert(subscriptions).values({
              id: `sub_${randomUUID()}`,
              companyId: customer.id,
              status: 'active',
              currentPeriodStart: now,
              currentPeriodEnd: new Date(now.getTime() + YEAR_MS),
              reservedSeats: count,
              pricePerUserCents: Math.round(quote.pricePerLicence * 100),
              createdAt: now,
            })
          await addLicensedSeats(tx, customer.id, count, now)
          const invoiced = partner.features.hasPayByInvoiceAccess === true && due > 0
          await tx.insert(transactions).values({
            id: `txn_${randomUUID()}`,
            partnerCompanyId: partner.id,
            customerCompanyId: customer.id,
            buyer: `${c.var.auth.user.name} ${c.var.auth.user.lastName}`.trim(),
            adminEmail: c.var.auth.user.email,
            licences: count,
            subtotalCents: Math.round(quote.subtotal * 100),
            discountCents: Math.round(quote.discount * 100),
            bankWithdrawalCents: withdrawn,
            amountDueCents: due,
            paymentStatus: invoiced ? 'OPEN' : 'PAID',
            method: invoiced ? 'INVOICE' : 'CREDIT_CARD',
            cardLast4: invoiced ? null : '4242',
            invoiceNumber: `${partner.slug.slice(0, 3).toUpperCase()}-${now.getUTCFullYear()}-${randomUUID().slice(0, 6).toUpperCase()}`,
            orderNumber: body.orderNumber?.trim() || null,
            dueDate: new Date(now.getTime() + INVOICE_DUE_DAYS * DAY_MS),
            paidDate: invoiced ? null : now,
            createdAt: now,
          })
          return quote
        })
        return c.json({ message: LICENCE_TEXTS.bought, price }, 201)
      })
    }
  }
  return app
}
