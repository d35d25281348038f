import { emitWebhookEvents } from '../webhooks/emit'
import type { JobSender } from '../jobs/sender'
import { createHash } from 'node:crypto'
import { and, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm'
import type { Database } from '../db/open'
import { policies, trainingCampaigns, userTasks } from '../db/schema'
import { writeLearnerReviews } from './learner-reviews'

// The learner-progress simulator: learners take an assigned course over its days the way people do — most
// start within the first half and finish in time, some start and stall, some finish late, some never open it.
// Every choice is a hash of (campaign, learner), so a run is repeatable, and moving the clock forward only
// advances a learner (never back). It runs at seed time and through the dev endpoint that moves time forward.

const DAY_MS = 86_400_000
const CHUNK = 1000

const unit = (...parts: string[]) =>
  createHash('sha1').update(parts.join('|')).digest().readUInt32BE(0) / 0x1_0000_0000

type Status = 'not_started' | 'in_progress' | 'completed'
const RANK: Record<Status, number> = { not_started: 0, in_progress: 1, completed: 2 }

/** The days after the start when a learner opens the course and finishes it (null: never). */
export function learnerPlan(campaignId: string, userId: string, days: number) {
  const profile = unit(campaignId, userId)
  const open = unit(campaignId, userId, 'open')
  const pace = unit(campaignId, userId, 'pace')
  if (profile < 0.1) return { startsAt: null, completesAt: null }
  if (profile < 0.25) return { startsAt: open * days * 0.6, completesAt: null }
  if (profile < 0.37) return { startsAt: open * days * 0.8, completesAt: days + 1 + pace * 6 }
  const startsAt = open * days * 0.5
  return { startsAt, completesAt: Math.min(startsAt + 0.2 + pace * days * 0.45, days - 0.1) }
}

/** Where a learner stands `elapsed` days after the start, and when they finished. */
export function learnerStatus(plan: ReturnType<typeof learnerPlan>, elapsed: number): Status {
  if (plan.completesAt !== null && elapsed >= plan.completesAt) return 'completed'
  if (plan.startsAt !== null && elapsed >= plan.startsAt) return 'in_progress'
  return 'not_started'
}

/** Advances the unfinished learners of the running campaigns (of a company, of one course in it, or one campaign) to where `now` finds them. */
export async function simulateTrainingProgress(
  db: Database,
  jobs: JobSender | null,
  now: Date,
  { companyId, campaignId, courseId }: { companyId?: string; campaignId?: string; courseId?: string },
) {
  const campaigns = await db
    .select({
      id: trainingCampaigns.id,
      companyId: trainingCampaigns.companyId,
      courseId: trainingCampaigns.courseId,
      startDate: trainingCampaigns.startDate,
      daysToComplete: trainingCampaigns.daysToComplete,
    })
    .from(trainingCampaigns)
    .where(
      and(
        companyId ? eq(trainingCampaigns.companyId, companyId) : undefined,
        campaignId ? eq(trainingCampaigns.id, campaignId) : undefined,
        courseId ? eq(trainingCampaigns.courseId, courseId) : undefined,
        eq(trainingCampaigns.status, 'running'),
        isNull(trainingCampaigns.dateEnded),
        lte(trainingCampaigns.startDate, now),
      ),
    )
  let advanced = 0
  for (const campaign of campaigns) {
    const elapsed = (now.getTime() - campaign.startDate.getTime()) / DAY_MS
    const open = await db
      .select({ id: userTasks.id, userId: userTasks.userId, status: userTasks.status })
      .from(userTasks)
      .where(and(eq(userTasks.sourceId, campaign.id), ne(userTasks.status, 'completed')))
    const changes = open.flatMap((task) => {
      const plan = learnerPlan(campaign.id, task.userId, campaign.daysToComplete)
      const status = learnerStatus(plan, elapsed)
      if (RANK[status] <= RANK[task.status as Status]) return []
      const completedAt =
        status === 'completed'
          ? new Date(campaign.startDate.getTime() + plan.completesAt! * DAY_MS).toISOString()
          : null
      return [{ id: task.id, userId: task.userId, status, completedAt }]
    })
    for (const status of ['in_progress', 'completed'] as const) {
      const rows = changes.filter((change) => change.status === status)
      for (let start = 0; start < rows.length; start += CHUNK) {
        const chunk = rows.slice(start, start + CHUNK)
        if (status === 'in_progress') {
          await db
            .update(userTasks)
            .set({ status })
            .where(
              inArray(
                userTasks.id,
                chunk.map((row) => row.id),
              ),
            )
          continue
        }
        // Each learner finished at an instant of their own: one statement over a list of (id, instant).
        const values = sql.join(
          chunk.map((row) => sql`(${row.id}, ${row.completedAt}::timestamptz)`),
          sql`, `,
        )
        await db.execute(
          sql`update user_tasks set status = 'completed', completed_at = v.at from (values ${values}) as v(id, at) where user_tasks.id = v.id`,
        )
      }
    }
    const finished = changes.filter((change) => change.status === 'completed')
    await emitWebhookEvents(
      db,
      jobs,
      campaign.companyId,
      'training.completed',
      finished.map((change) => ({
        campaignId: campaign.id,
        courseId: campaign.courseId,
        userId: change.userId,
        completedAt: change.completedAt,
      })),
      now,
    )
    await writeLearnerReviews(
      db,
      campaign,
      finished.map((change) => ({ userId: change.userId, completedAt: change.completedAt! })),
    )
    advanced += changes.length
  }
  return { campaigns: campaigns.length, advanced }
}

/** Policies: most acknowledge within the days, some late, some never (repeatable, only forward). */
export async function simulatePolicyAcknowledgement(db: Database, now: Date, companyId: string) {
  const running = await db
    .select()
    .from(policies)
    .where(and(eq(policies.companyId, companyId), isNull(policies.endedAt)))
  let acknowledged = 0
  for (const policy of running) {
    const start = (policy.updatedAt ?? policy.createdAt).getTime()
    const elapsed = (now.getTime() - start) / DAY_MS
    const open = await db
      .select({ id: userTasks.id, userId: userTasks.userId })
      .from(userTasks)
      .where(and(eq(userTasks.sourceId, policy.id), ne(userTasks.status, 'completed')))
    const done = open.flatMap((task) => {
      const salt = `${policy.id}|r${policy.revision}`
      const profile = unit(salt, task.userId)
      const days = policy.daysToAcknowledge
      const at =
        profile < 0.15
          ? null
          : profile < 0.27
            ? days + 1 + unit(salt, task.userId, 'late') * 4
            : unit(salt, task.userId, 'at') * days * 0.7
      return at !== null && at <= elapsed
        ? [{ id: task.id, completedAt: new Date(start + at * DAY_MS).toISOString() }]
        : []
    })
    for (let index = 0; index < done.length; index += CHUNK) {
      const values = sql.join(
        done.slice(index, index + CHUNK).map((row) => sql`(${row.id}, ${row.completedAt}::timestamptz)`),
        sql`, `,
      )
      await db.execute(
        sql`update user_tasks set status = 'completed', completed_at = v.at from (values ${values}) as v(id, at) where user_tasks.id = v.id`,
      )
    }
    acknowledged += done.length
  }
  return { policies: running.length, acknowledged }
}
