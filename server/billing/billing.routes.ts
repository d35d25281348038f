import { PATHS } from '../../src/domain/api-paths'
import { allow } from '../auth/access'
import { randomBytes } from 'node:crypto'
import { and, eq, isNull, ne } from 'drizzle-orm'
import { Hono } from 'hono'
import { literal, number, object, optional, size, string } from 'superstruct'
import { TRIAL_DAYS } from '../../src/domain/constants'
import type { GatewayEnv } from '../context'
import { checkoutSessions, companies, subscriptions, trainingCampaigns } from '../db/schema'
import { ApiError, notFound, body } from '../errors'
import { companyInvoices, invoicePdf } from '../billing/invoices'
import { CHECKOUT_TTL_MS, DAY, assertCanBuy, companyOf, downgradePreview, priceOf } from '../billing/accounts'

const guard = allow.company()

export function billingApiRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.subscriptions.pattern, guard, async (c) => {
    const rows = await c.var.deps.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, c.req.param('companyId')))
      .orderBy(subscriptions.createdAt)
    return c.json({
      data: rows.map((row) => ({
        stripe_subscription_id: row.id,
        stripe_current_period_end: row.currentPeriodEnd.toISOString(),
        stripe_reserved_seats: row.reservedSeats,
        stripe_price_per_user_cents: row.pricePerUserCents,
        status: row.status,
      })),
    })
  })

  app.get(PATHS.pricing.pattern, guard, async (c) => {
    const company = await companyOf(c.var.deps.db, c.req.param('companyId'))
    assertCanBuy(company)
    const quantity = Number(c.req.query('usersNumber') ?? '')
    if (!Number.isSafeInteger(quantity))
      throw new ApiError(422, 'invalid_users_number', 'Number of Users must be a whole number.')
    const price = await priceOf(c.var.deps.db, company, quantity, c.req.query('couponCode') ?? '')
    // The seat price after the coupon, so per user per month (pricePerSeat / 12) matches the total.
    return c.json({
      pricing: { pricePerSeat: price.total / quantity / 100, totalPrice: price.total / 100 },
    })
  })

  app.post(
    PATHS.checkout.pattern,
    guard,
    body(
      object({
        email: size(string(), 1, 320),
        companyId: string(),
        quantity: number(),
        clientReferenceId: optional(size(string(), 0, 200)),
        // Our addition: the spec's body carries no coupon; the pricing call takes one.
        couponCode: optional(size(string(), 0, 64)),
      }),
    ),
    async (c) => {
      const body = c.req.valid('json')
      const { db } = c.var.deps
      const company = await companyOf(db, c.req.param('companyId'))
      if (body.companyId !== company.id)
        throw new ApiError(422, 'invalid_request', 'companyId does not match the path')
      assertCanBuy(company)
      if (!Number.isSafeInteger(body.quantity))
        throw new ApiError(422, 'invalid_users_number', 'Number of Users must be a whole number.')
      const price = await priceOf(db, company, body.quantity, body.couponCode ?? '')
      const id = `cs_${randomBytes(24).toString('base64url')}`
      await db.insert(checkoutSessions).values({
        id,
        companyId: company.id,
        userId: c.var.auth.user.id,
        mode: price.mode,
        quantity: body.quantity,
        couponCode: price.coupon,
        pricePerSeatCents: price.perSeat,
        totalCents: price.total,
        status: 'open',
        expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS),
      })
      return c.text(`${new URL(c.req.url).origin}/billing/api/v1/checkout/${id}`)
    },
  )

  app.post(PATHS.trial.pattern, guard, async (c) => {
    const { db } = c.var.deps
    const company = await companyOf(db, c.req.param('companyId'))
    assertCanBuy(company)
    if (company.hasBoost || company.trialStatus !== 'available')
      throw new ApiError(409, 'trial_unavailable', 'The Boost trial has already been used.')
    await db
      .update(companies)
      .set({
        trialStatus: 'active',
        trialEndsAt: new Date(Date.now() + TRIAL_DAYS * DAY),
        updatedAt: new Date(),
      })
      .where(eq(companies.id, company.id))
    return c.body(null, 204)
  })

  app.put(PATHS.trialDisable.pattern, guard, async (c) => {
    const { db } = c.var.deps
    const company = await companyOf(db, c.req.param('companyId'))
    if (company.trialStatus !== 'active' && company.trialStatus !== 'trialing')
      throw new ApiError(409, 'trial_not_running', 'There is no running trial to end.')
    await db
      .update(companies)
      .set({ trialStatus: 'expired', trialEndsAt: new Date(), updatedAt: new Date() })
      .where(eq(companies.id, company.id))
    return c.body(null, 204)
  })
  return app
}

/** Under /billing/api/v1: the change to Free, its preview (our addition), and the local checkout pages. */
export function billingServiceRoutes() {
  const app = new Hono<GatewayEnv>()

  /** Our paths (the spec names the rows, not the calls): every purchase as an invoice, and its PDF. */
  app.get(PATHS.invoices.pattern, guard, async (c) => {
    const company = await companyOf(c.var.deps.db, c.req.param('companyId'))
    return c.json({ data: await companyInvoices(c.var.deps.db, company, c.var.deps.now?.() ?? new Date()) })
  })

  app.get(PATHS.invoicePdf.pattern, guard, async (c) => {
    const company = await companyOf(c.var.deps.db, c.req.param('companyId'))
    const invoices = await companyInvoices(c.var.deps.db, company, c.var.deps.now?.() ?? new Date())
    const invoice = invoices.find((row) => row.id === c.req.param('invoiceId') && row.hasPdf)
    if (!invoice) throw notFound('Invoice not found')
    const pdf = await invoicePdf(invoice)
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoice.number}.pdf"`,
      'Cache-Control': 'private, no-store',
    })
  })

  // 000 §7 GET billing/api/v1/company/{id}/bank: the company's credit, drawn on by its next purchases.
  app.get(PATHS.bank.pattern, guard, async (c) => {
    const company = await companyOf(c.var.deps.db, c.req.param('companyId'))
    return c.json({ data: { balance: company.bankBalanceCents / 100, currency: 'USD' } })
  })

  app.get(PATHS.downgradePreview.pattern, guard, async (c) =>
    c.json(await downgradePreview(c.var.deps.db, c.req.param('companyId'))),
  )

  app.patch(
    PATHS.subscriptionType.pattern,
    guard,
    body(object({ subscriptionType: literal('FREE') })),
    async (c) => {
      c.req.valid('json')
      const { db } = c.var.deps
      const company = await companyOf(db, c.req.param('companyId'))
      assertCanBuy(company)
      if (!company.hasBoost)
        throw new ApiError(409, 'already_free', 'Your company is already on the Free plan.')
      await db.transaction(async (tx) => {
        await tx
          .update(companies)
          .set({ hasBoost: false, subscriptionType: 'FREE', paidSeats: 0, updatedAt: new Date() })
          .where(eq(companies.id, company.id))
        await tx
          .update(subscriptions)
          .set({ status: 'canceled' })
          .where(and(eq(subscriptions.companyId, company.id), ne(subscriptions.status, 'canceled')))
        await tx
          .update(trainingCampaigns)
          .set({ status: 'suspended' })
          .where(
            and(
              eq(trainingCampaigns.companyId, company.id),
              isNull(trainingCampaigns.dateEnded),
              eq(trainingCampaigns.status, 'running'),
            ),
          )
      })
      return c.body(null, 204)
    },
  )

  return app
}
