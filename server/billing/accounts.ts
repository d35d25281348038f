import { randomBytes } from 'node:crypto'
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { html } from 'hono/html'
import {
  COUPON_TEXTS,
  PLAN_TEXTS,
  seatPriceCents,
  totalCents,
  usersNumberError,
  type DowngradePreview,
  type PurchaseMode,
} from '../../src/domain/plan'
import { BOOST_ONLY_TITLES } from '../../src/domain/route-table'
import type { CompanyRow } from '../context'
import type { Database } from '../db/open'
import { providerPage } from '../views/provider-page'
import {
  checkoutSessions,
  companies,
  coupons,
  licenceWallets,
  phishingCampaigns,
  subscriptions,
  trainingCampaigns,
  userTasks,
} from '../db/schema'
import { ApiError, forbidden, notFound } from '../errors'

// Plans and billing (001 §7 "Company, subscription and billing"): subscriptions (the last record is the one
// used), pricing with coupons, the trial, a local checkout page standing in for the payment provider, and the
// change to Free with its preview. Buying is for direct companies only: a reseller's customer or the vendor
// integration is refused here, not just hidden in the SPA.

export const DAY = 86_400_000
export const CHECKOUT_TTL_MS = 30 * 60_000

export async function companyOf(db: Database, companyId: string): Promise<CompanyRow> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId))
  if (!company) throw notFound('Company not found')
  return company
}

export function assertCanBuy(company: CompanyRow) {
  if (company.parentCompanyId !== null || company.integration !== null)
    throw forbidden('managed_by_provider', PLAN_TEXTS.managedByProvider)
}

const modeOf = (company: CompanyRow): PurchaseMode => (company.hasBoost ? 'licenses' : 'users')

export async function priceOf(db: Database, company: CompanyRow, quantity: number, couponCode: string) {
  const mode = modeOf(company)
  const problem = usersNumberError(String(quantity), mode)
  if (problem) throw new ApiError(422, 'invalid_users_number', problem)
  let percentOff = 0
  const code = couponCode.trim().toUpperCase()
  if (code) {
    const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code))
    if (!coupon || (coupon.expiresAt && coupon.expiresAt.getTime() < Date.now()))
      throw new ApiError(404, 'coupon_invalid', COUPON_TEXTS.invalid)
    percentOff = coupon.percentOff
  }
  // Licences are priced at the company's current seat price; an upgrade by its size.
  const [current] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.companyId, company.id))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1)
  const perSeat = mode === 'licenses' && current ? current.pricePerUserCents : seatPriceCents(quantity)
  return { mode, perSeat, total: totalCents(quantity, perSeat, percentOff), coupon: code || null }
}

export const page = (title: string, body: ReturnType<typeof html>) =>
  providerPage('LOCAL CHECKOUT', title, body)

export async function openSession(db: Database, id: string) {
  const [session] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id))
  if (!session || session.status !== 'open' || session.expiresAt.getTime() < Date.now()) return null
  return session
}

/** Pays a checkout: an upgrade puts the company on Boost and resumes what the expired trial suspended. */
export async function fulfil(db: Database, session: typeof checkoutSessions.$inferSelect) {
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(checkoutSessions)
      .set({ status: 'paid', paidAt: new Date() })
      .where(and(eq(checkoutSessions.id, session.id), eq(checkoutSessions.status, 'open')))
      .returning()
    if (!claimed) return
    const company = await companyOf(tx, session.companyId)
    const seats = session.mode === 'licenses' ? company.paidSeats + session.quantity : session.quantity
    const now = new Date()
    await tx
      .update(companies)
      .set({
        hasBoost: true,
        subscriptionType: 'PAID',
        paidSeats: seats,
        // A running trial ends with the purchase.
        trialStatus: company.trialStatus === 'available' ? 'available' : 'expired',
        updatedAt: now,
      })
      .where(eq(companies.id, company.id))
    // The rule the purchase form states before paying (PURCHASE_TERMS): an upgrade starts a 12-month term;
    // licenses added on Boost run 12 months of their own (their wallet batch) and leave the plan's term alone.
    const [current] =
      session.mode === 'licenses'
        ? await tx
            .select()
            .from(subscriptions)
            .where(eq(subscriptions.companyId, company.id))
            .orderBy(desc(subscriptions.createdAt))
            .limit(1)
        : []
    await tx.insert(subscriptions).values({
      id: `sub_${randomBytes(8).toString('hex')}`,
      companyId: company.id,
      status: 'active',
      currentPeriodStart: current?.currentPeriodStart ?? now,
      currentPeriodEnd: current?.currentPeriodEnd ?? new Date(now.getTime() + 365 * DAY),
      reservedSeats: seats,
      pricePerUserCents: session.pricePerSeatCents,
    })
    if (session.mode === 'licenses')
      await tx.insert(licenceWallets).values({
        id: `lw_${randomBytes(8).toString('hex')}`,
        companyId: company.id,
        balance: session.quantity,
        checkoutSessionId: session.id,
        expiresAt: new Date(now.getTime() + 365 * DAY),
      })
    await tx
      .update(trainingCampaigns)
      .set({ status: 'running' })
      .where(and(eq(trainingCampaigns.companyId, company.id), eq(trainingCampaigns.status, 'suspended')))
  })
}

export async function downgradePreview(db: Database, companyId: string): Promise<DowngradePreview> {
  const training = await db
    .select({ id: trainingCampaigns.id, name: trainingCampaigns.name, isGaming: trainingCampaigns.isGaming })
    .from(trainingCampaigns)
    .where(and(eq(trainingCampaigns.companyId, companyId), isNull(trainingCampaigns.dateEnded)))
  const exercises = await db
    .select({
      id: phishingCampaigns.id,
      name: phishingCampaigns.name,
      assignments: phishingCampaigns.assignments,
    })
    .from(phishingCampaigns)
    .where(and(eq(phishingCampaigns.companyId, companyId), isNull(phishingCampaigns.archivedAt)))
  const ids = training.map((campaign) => campaign.id)
  const learners = ids.length
    ? await db
        .select({ sourceId: userTasks.sourceId, n: sql<number>`count(*)`.mapWith(Number) })
        .from(userTasks)
        .where(inArray(userTasks.sourceId, ids))
        .groupBy(userTasks.sourceId)
    : []
  const [outstanding] = ids.length
    ? await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(userTasks)
        .where(and(inArray(userTasks.sourceId, ids), ne(userTasks.status, 'completed')))
    : [{ n: 0 }]
  const byId = new Map(learners.map((row) => [row.sourceId, row.n]))
  return {
    campaigns: [
      ...training.map((campaign) => ({
        id: campaign.id,
        name: campaign.name,
        kind: campaign.isGaming ? ('gaming' as const) : ('training' as const),
        learners: byId.get(campaign.id) ?? 0,
      })),
      ...exercises.map((campaign) => ({
        id: campaign.id,
        name: campaign.name,
        kind: 'phishingExercise' as const,
        learners: campaign.assignments.total,
      })),
    ],
    assignments: outstanding?.n ?? 0,
    boostPages: [...BOOST_ONLY_TITLES],
  }
}
