import { eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/open'
import type { JobSender } from '../jobs/sender'
import { simulationCampaigns, simulationDeliveries, simulationEvents } from '../db/schema'
import { simulateRecipients } from './demo-recipients'
import { dispatchDue, openDueRounds } from './dispatcher'

// The demo clock (development only, like the exercise simulator's): a company's simulations move `days` into
// the past, then the scheduler runs as it would have over those days and, when asked, the demo recipients
// react to what arrived.

export async function advanceSimulations(
  db: Database,
  companyId: string,
  days: number,
  options: { publicUrl: string; relayed: boolean; simulate: boolean; now: Date; jobs: JobSender | null },
) {
  const shift = sql`make_interval(days => ${days}::int)`
  const ids = (
    await db
      .select({ id: simulationCampaigns.id })
      .from(simulationCampaigns)
      .where(eq(simulationCampaigns.companyId, companyId))
  ).map((row) => row.id)
  if (ids.length > 0) {
    const c = simulationCampaigns
    await db
      .update(c)
      .set({
        startAt: sql`${c.startAt} - ${shift}`,
        nextRoundAt: sql`${c.nextRoundAt} - ${shift}`,
        archivedAt: sql`${c.archivedAt} - ${shift}`,
        createdAt: sql`${c.createdAt} - ${shift}`,
        firstDate: sql`to_char(${c.firstDate}::date - ${days}::int, 'YYYY-MM-DD')`,
      })
      .where(inArray(c.id, ids))
    const d = simulationDeliveries
    await db
      .update(d)
      .set({
        plannedAt: sql`${d.plannedAt} - ${shift}`,
        mailedAt: sql`${d.mailedAt} - ${shift}`,
        sentAt: sql`${d.sentAt} - ${shift}`,
        openedAt: sql`${d.openedAt} - ${shift}`,
        clickedAt: sql`${d.clickedAt} - ${shift}`,
        phishedAt: sql`${d.phishedAt} - ${shift}`,
        reportedAt: sql`${d.reportedAt} - ${shift}`,
      })
      .where(inArray(d.campaignId, ids))
    await db
      .update(simulationEvents)
      .set({ at: sql`${simulationEvents.at} - ${shift}` })
      .where(inArray(simulationEvents.campaignId, ids))
  }
  const rounds = await openDueRounds(db, options.now)
  const mailed = await dispatchDue(db, options.now, options)
  if (options.simulate) await simulateRecipients(db, options.jobs, options.now, companyId)
  return { campaigns: ids.length, rounds, mailed }
}
