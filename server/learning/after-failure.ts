import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { AFTER_FAILURE_TEXTS } from '../../src/domain/training-after-failure'
import type { Database } from '../db/open'
import { companies, courses, trainingCampaigns, users, userTasks } from '../db/schema'

// Training after failure: whoever fails a phishing test (phished in a simulation, a wrong answer in an
// exercise) receives the company's chosen course once, due a set number of days after the failure. The
// learners gather in one running campaign of that course per company, marked as its own source, so the
// course statistics tell them apart from what admins assigned.

const DAY_MS = 86_400_000

export type FailureSource = 'simulation' | 'exercise'

export async function assignAfterFailure(
  db: Database,
  companyId: string,
  userIds: readonly string[],
  source: FailureSource,
  at: Date,
): Promise<number> {
  if (userIds.length === 0) return 0
  const [company] = await db
    .select({ setting: companies.trainingAfterFailure })
    .from(companies)
    .where(eq(companies.id, companyId))
  const setting = company?.setting
  if (!setting) return 0
  if (source === 'simulation' ? !setting.onSimulation : !setting.onExercise) return 0
  // Only the company's own active learners (a simulation may reach outside addresses).
  const learners = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.companyId, companyId), inArray(users.id, [...new Set(userIds)]), isNull(users.disabledAt)),
    )
  if (learners.length === 0) return 0
  return db.transaction(async (tx) => {
    // One campaign per company and course; serialised so two failures at once do not make two.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`after-failure:${companyId}`}::text))`)
    const all = await tx
      .select({ id: trainingCampaigns.id, dateEnded: trainingCampaigns.dateEnded })
      .from(trainingCampaigns)
      .where(
        and(
          eq(trainingCampaigns.companyId, companyId),
          eq(trainingCampaigns.courseId, setting.courseId),
          eq(trainingCampaigns.source, 'afterFailure'),
        ),
      )
    // Once: whoever already received it after an earlier failure is not given it again.
    const given = all.length
      ? await tx
          .select({ userId: userTasks.userId })
          .from(userTasks)
          .where(
            and(
              inArray(
                userTasks.sourceId,
                all.map((campaign) => campaign.id),
              ),
              inArray(
                userTasks.userId,
                learners.map((learner) => learner.id),
              ),
            ),
          )
      : []
    const fresh = learners
      .map((learner) => learner.id)
      .filter((id) => !given.some((row) => row.userId === id))
    if (fresh.length === 0) return 0
    let campaign = all.find((row) => row.dateEnded === null)
    if (!campaign) {
      const [course] = await tx
        .select({ name: courses.name })
        .from(courses)
        .where(eq(courses.id, setting.courseId))
      if (!course) return 0
      ;[campaign] = await tx
        .insert(trainingCampaigns)
        .values({
          id: `trn_af_${randomUUID()}`,
          companyId,
          courseId: setting.courseId,
          name: AFTER_FAILURE_TEXTS.campaignName(course.name),
          startDate: at,
          daysToComplete: setting.days,
          assignmentType: 'SELECTED_USERS',
          status: 'running',
          source: 'afterFailure',
          notificationsEnabled: false,
          progress: { completed: 0, inProgress: 0, notStarted: 0, overdue: 0 },
        })
        .returning({ id: trainingCampaigns.id, dateEnded: trainingCampaigns.dateEnded })
    }
    const [row] = await tx.select().from(trainingCampaigns).where(eq(trainingCampaigns.id, campaign!.id))
    await tx
      .update(trainingCampaigns)
      .set({ selection: { ...row!.selection, userIds: [...row!.selection.userIds, ...fresh] } })
      .where(eq(trainingCampaigns.id, campaign!.id))
    await tx.insert(userTasks).values(
      fresh.map((userId) => ({
        id: `tsk_${randomUUID()}`,
        companyId,
        userId,
        kind: 'training',
        sourceId: campaign!.id,
        title: row!.name,
        status: 'not_started',
        dueAt: new Date(at.getTime() + setting.days * DAY_MS),
      })),
    )
    return fresh.length
  })
}
