import { and, between, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm'
import { FREE_SEATS } from '../../src/domain/customers'
import { UPSELL_STATUSES } from '../../src/domain/customer-licences'
import {
  FORECAST_HORIZON_DAYS,
  roundMoney,
  type ForecastView,
  type Opportunity,
} from '../../src/domain/opportunity-forecast'
import { seatPriceCents } from '../../src/domain/plan'
import type { Database } from '../db/open'
import { companies, companyUserCounts, partnerInvitations, subscriptions } from '../db/schema'

// The partner's next 90 days, each opportunity priced: every figure comes from its own customers' rows (trial
// ends, subscription periods and seat prices, active-user counts, open invitations), four indexed reads.

const DAY_MS = 86_400_000

const money = (seats: number, centsPerSeat: number) => roundMoney((seats * centsPerSeat) / 100)

/** Each customer's latest subscription, the one its billing state and renewal come from. */
function latestSubscriptions(db: Database, partnerId: string) {
  return db
    .selectDistinctOn([subscriptions.companyId], {
      companyId: subscriptions.companyId,
      status: subscriptions.status,
      periodEnd: subscriptions.currentPeriodEnd,
      seats: subscriptions.reservedSeats,
      cents: subscriptions.pricePerUserCents,
      name: companies.name,
    })
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .where(and(eq(companies.parentCompanyId, partnerId), isNull(companies.disabledAt)))
    .orderBy(subscriptions.companyId, desc(subscriptions.createdAt))
}

export async function partnerForecast(
  db: Database,
  partnerId: string,
  now = new Date(),
): Promise<ForecastView> {
  const horizon = new Date(now.getTime() + FORECAST_HORIZON_DAYS * DAY_MS)
  const enabled = and(eq(companies.parentCompanyId, partnerId), isNull(companies.disabledAt))
  const activeUsers = sql<number>`coalesce(${companyUserCounts.activeUsers}, 0)`
  const [billing, trials, overages, invitations] = await Promise.all([
    latestSubscriptions(db, partnerId),
    db
      .select({ id: companies.id, name: companies.name, endsAt: companies.trialEndsAt, users: activeUsers })
      .from(companies)
      .leftJoin(companyUserCounts, eq(companyUserCounts.companyId, companies.id))
      .where(
        and(
          enabled,
          eq(companies.hasBoost, false),
          inArray(companies.trialStatus, ['active', 'trialing']),
          between(companies.trialEndsAt, now, horizon),
        ),
      ),
    db
      .select({
        id: companies.id,
        name: companies.name,
        boosted: companies.hasBoost,
        paidSeats: companies.paidSeats,
        users: companyUserCounts.activeUsers,
      })
      .from(companies)
      .innerJoin(companyUserCounts, eq(companyUserCounts.companyId, companies.id))
      .where(
        and(
          enabled,
          gt(
            companyUserCounts.activeUsers,
            sql`case when ${companies.hasBoost} then ${companies.paidSeats} else ${FREE_SEATS} end`,
          ),
        ),
      ),
    db
      .select({
        id: partnerInvitations.id,
        customerId: companies.id,
        name: companies.name,
        email: partnerInvitations.email,
        expiresAt: partnerInvitations.expiresAt,
      })
      .from(partnerInvitations)
      .innerJoin(companies, eq(companies.id, partnerInvitations.customerCompanyId))
      .where(
        and(
          eq(partnerInvitations.partnerCompanyId, partnerId),
          enabled,
          isNull(partnerInvitations.usedAt),
          isNull(partnerInvitations.revokedAt),
          lte(partnerInvitations.expiresAt, horizon),
        ),
      ),
  ])
  const billed = new Map(billing.map((row) => [row.companyId, row]))
  const isUpsell = (companyId: string) =>
    (UPSELL_STATUSES as readonly string[]).includes(billed.get(companyId)?.status.toUpperCase() ?? '')
  const paying = billing.filter((row) => row.seats > 0)
  // An invitation is priced at what the partner's paying customers hold on average (25 seats without any).
  const typicalSeats = paying.length
    ? Math.max(1, Math.round(paying.reduce((sum, row) => sum + row.seats, 0) / paying.length))
    : FREE_SEATS
  const opportunities: Opportunity[] = []
  const base = { upsell: false, invitationEmail: null }
  for (const trial of trials) {
    const seats = Math.max(1, Number(trial.users))
    opportunities.push({
      ...base,
      id: `trial:${trial.id}`,
      kind: 'TRIAL_ENDING',
      customerId: trial.id,
      customerName: trial.name,
      dueAt: trial.endsAt!.toISOString(),
      seats,
      expectedRevenue: money(seats, seatPriceCents(seats)),
      upsell: isUpsell(trial.id),
    })
  }
  for (const row of billing) {
    // Only a live subscription renews: a cancelled or ended one is not an opportunity of this kind.
    if (row.periodEnd < now || row.periodEnd > horizon || !isUpsell(row.companyId)) continue
    opportunities.push({
      ...base,
      id: `renewal:${row.companyId}`,
      kind: 'RENEWAL',
      customerId: row.companyId,
      customerName: row.name,
      dueAt: row.periodEnd.toISOString(),
      seats: row.seats,
      expectedRevenue: money(row.seats, row.cents),
      upsell: true,
    })
  }
  for (const over of overages) {
    const seats = over.users - (over.boosted ? over.paidSeats : FREE_SEATS)
    opportunities.push({
      ...base,
      id: `overage:${over.id}`,
      kind: 'OVERAGE',
      customerId: over.id,
      customerName: over.name,
      dueAt: now.toISOString(),
      seats,
      expectedRevenue: money(seats, billed.get(over.id)?.cents ?? seatPriceCents(seats)),
      upsell: isUpsell(over.id),
    })
  }
  for (const invitation of invitations)
    opportunities.push({
      ...base,
      id: `invitation:${invitation.id}`,
      kind: 'INVITATION',
      customerId: invitation.customerId,
      customerName: invitation.name,
      // An expired link is due now: resending it is the step.
      dueAt: new Date(Math.max(invitation.expiresAt.getTime(), now.getTime())).toISOString(),
      seats: typicalSeats,
      expectedRevenue: money(typicalSeats, seatPriceCents(typicalSeats)),
      invitationEmail: invitation.email,
    })
  // Plain comparisons: ISO instants order as text, and a collator would cost more than the queries.
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  opportunities.sort(
    (a, b) => byText(a.dueAt, b.dueAt) || b.expectedRevenue - a.expectedRevenue || byText(a.id, b.id),
  )
  return { generatedAt: now.toISOString(), horizonDays: FORECAST_HORIZON_DAYS, opportunities }
}
