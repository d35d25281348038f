import { and, eq, inArray, sql } from 'drizzle-orm'
import { type SimulationCard } from '../../src/domain/simulation/answers'
import { type SimulationStatus } from '../../src/domain/simulation/campaign'
import { recipientScore } from '../../src/domain/simulation/outcomes'
import type { Database } from '../db/open'
import { companies, simulationCampaigns, simulationDeliveries } from '../db/schema'

// A list card's figures (002 §3 "Campaign": statistic, assigned users, average score), from the deliveries'
// kept-current outcome columns: one grouped read for a page of cards.

export type CampaignRow = typeof simulationCampaigns.$inferSelect

interface Totals {
  sent: number
  reported: number
  phished: number
  phishedReported: number
  users: number
  currentRound: number
  firstSentAt: Date | null
}

export async function campaignTotals(db: Database, rows: CampaignRow[]): Promise<Map<string, Totals>> {
  if (rows.length === 0) return new Map()
  const d = simulationDeliveries
  const result = await db
    .select({
      campaignId: d.campaignId,
      sent: sql<number>`count(*) filter (where ${d.state} = 'sent')::int`,
      reported: sql<number>`count(*) filter (where ${d.reportedAt} is not null and ${d.phishedAt} is null)::int`,
      phished: sql<number>`count(*) filter (where ${d.phishedAt} is not null and ${d.reportedAt} is null)::int`,
      phishedReported: sql<number>`count(*) filter (where ${d.phishedAt} is not null and ${d.reportedAt} is not null)::int`,
      users: sql<number>`count(distinct ${d.userId})::int`,
      currentRound: sql<number>`count(*) filter (where ${d.roundNumber} = (select round_number from simulation_campaigns c where c.id = ${d.campaignId}))::int`,
      firstSentAt: sql<string | null>`min(coalesce(${d.sentAt}, ${d.mailedAt}))`,
    })
    .from(d)
    .where(
      inArray(
        d.campaignId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(d.campaignId)
  return new Map(
    result.map((row) => [
      row.campaignId,
      { ...row, firstSentAt: row.firstSentAt ? new Date(row.firstSentAt) : null },
    ]),
  )
}

/** Ours: the score of every sent mail averaged (domain `recipientScore`), or null before the first is sent. */
export function averageScore(totals: Totals | undefined): number | null {
  if (!totals || totals.sent === 0) return null
  const ignored = totals.sent - totals.reported - totals.phished - totals.phishedReported
  const points =
    totals.reported * recipientScore({ phished: false, reported: true }) +
    totals.phishedReported * recipientScore({ phished: true, reported: true }) +
    totals.phished * recipientScore({ phished: true, reported: false }) +
    Math.max(ignored, 0) * recipientScore({ phished: false, reported: false })
  return Math.round(points / totals.sent)
}

async function isSuspended(db: Database, companyId: string) {
  const [company] = await db
    .select({ hasBoost: companies.hasBoost, trialStatus: companies.trialStatus })
    .from(companies)
    .where(eq(companies.id, companyId))
  return !!company && !company.hasBoost && company.trialStatus === 'expired'
}

export async function simulationCards(db: Database, companyId: string, rows: CampaignRow[]) {
  const [totals, suspended] = await Promise.all([campaignTotals(db, rows), isSuspended(db, companyId)])
  return rows.map((row): SimulationCard => {
    const total = totals.get(row.id)
    // A company whose trial ran out keeps its campaigns but sends nothing more: they show as suspended.
    const status: SimulationStatus =
      row.archivedAt !== null ? 'ARCHIVED' : suspended ? 'SUSPENDED' : (row.status as SimulationStatus)
    return {
      id: row.id,
      name: row.name,
      status,
      kind: row.kind as SimulationCard['kind'],
      recurrence: row.recurrence as SimulationCard['recurrence'],
      startAt: row.startAt.toISOString(),
      startedAt: total?.firstSentAt?.toISOString() ?? null,
      archivedAt: row.archivedAt?.toISOString() ?? null,
      roundNumber: row.roundNumber,
      roundsTotal: row.roundsTotal,
      statistic: {
        reportedCount: (total?.reported ?? 0) + (total?.phishedReported ?? 0),
        phishedCount: (total?.phished ?? 0) + (total?.phishedReported ?? 0),
        totalCount: total?.sent ?? 0,
      },
      assignedUsers: total?.currentRound ?? 0,
      usersCount: total?.users ?? 0,
      averageScore: averageScore(total),
    }
  })
}

export const ownSimulation = (companyId: string, campaignId: string) =>
  and(eq(simulationCampaigns.companyId, companyId), eq(simulationCampaigns.id, campaignId))
