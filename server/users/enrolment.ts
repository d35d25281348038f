import { randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../db/open'
import { trainingCampaigns, userTasks } from '../db/schema'

// A running all-users training campaign is every learner's task, including learners added after it began.

const DAY = 86_400_000

export async function enrolInAllUsersCampaigns(db: Database, companyId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return
  const campaigns = await db
    .select()
    .from(trainingCampaigns)
    .where(
      and(
        eq(trainingCampaigns.companyId, companyId),
        eq(trainingCampaigns.assignmentType, 'ALL_USERS'),
        eq(trainingCampaigns.status, 'running'),
        isNull(trainingCampaigns.dateEnded),
      ),
    )
  for (const campaign of campaigns) await enrol(db, campaign, userIds)
}

export async function enrol(
  db: Database,
  campaign: typeof trainingCampaigns.$inferSelect,
  userIds: readonly string[],
) {
  const rows = userIds.map((userId) => ({
    id: `tsk_${randomUUID()}`,
    companyId: campaign.companyId,
    userId,
    kind: campaign.isGaming ? 'gaming' : 'training',
    sourceId: campaign.id,
    title: campaign.name,
    status: 'not_started',
    dueAt: new Date(campaign.startDate.getTime() + campaign.daysToComplete * DAY),
  }))
  for (let start = 0; start < rows.length; start += 5000)
    await db.insert(userTasks).values(rows.slice(start, start + 5000))
}
