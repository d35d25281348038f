import { randomUUID } from 'node:crypto'
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import type { UsersType } from '../../src/domain/exercise-campaign'
import { MONTHLY_DAYS_DEFAULT, type MonthlyVideoSettings } from '../../src/domain/monthly-video'
import type { Database } from '../db/open'
import { companies, monthlyVideoAssignments, monthlyVideos, userTasks } from '../db/schema'
import { learnersFor } from '../exercise/learners'

// Giving a month's video to a company's learners: once per company and month (a unique row claimed first, so
// several gateway processes, or a click racing the scheduler, give it once), each learner a task due the
// setting's days later.

const DAY_MS = 86_400_000
const USERS_TYPE: Record<MonthlyVideoSettings['assignmentType'], UsersType> = {
  ALL_USERS: 'USERS_ALL',
  DEPARTMENTS: 'USERS_FROM_DEPARTMENTS',
  GROUPS: 'USERS_FROM_GROUPS',
}

export const DEFAULT_MONTHLY_SETTINGS: MonthlyVideoSettings = {
  enabled: false,
  assignmentType: 'ALL_USERS',
  departmentIds: [],
  groupIds: [],
  daysToComplete: MONTHLY_DAYS_DEFAULT,
}

export const monthOf = (at: Date) => at.toISOString().slice(0, 7)

/** Gives `month`'s video to the company now; null when there is no video or it was given already. */
export async function assignMonthlyVideo(
  db: Database,
  companyId: string,
  settings: MonthlyVideoSettings,
  now: Date,
  month = monthOf(now),
) {
  const [video] = await db.select().from(monthlyVideos).where(eq(monthlyVideos.month, month))
  if (!video) return null
  return db.transaction(async (tx) => {
    const dueAt = new Date(now.getTime() + settings.daysToComplete * DAY_MS)
    const [claimed] = await tx
      .insert(monthlyVideoAssignments)
      .values({ id: `mva_${randomUUID()}`, companyId, month, videoId: video.id, assignedAt: now, dueAt })
      .onConflictDoNothing()
      .returning()
    if (!claimed) return null
    const learners = await learnersFor(tx, companyId, USERS_TYPE[settings.assignmentType], [
      ...settings.departmentIds,
      ...settings.groupIds,
    ])
    const rows = learners.map((learner) => ({
      id: `tsk_${randomUUID()}`,
      companyId,
      userId: learner.id,
      kind: 'monthlyVideo',
      sourceId: claimed.id,
      title: `Monthly video: ${video.title}`,
      status: 'not_started',
      dueAt,
    }))
    for (let start = 0; start < rows.length; start += 5000)
      await tx.insert(userTasks).values(rows.slice(start, start + 5000))
    return { id: claimed.id, learners: rows.length }
  })
}

/** The scheduler's part: every company with automatic assignment on gets this month's video once. */
export async function assignDueMonthlyVideos(db: Database, now: Date) {
  const enabled = await db
    .select({ id: companies.id, settings: companies.monthlyVideo })
    .from(companies)
    .where(and(isNotNull(companies.monthlyVideo), sql`(${companies.monthlyVideo} ->> 'enabled')::boolean`))
  let given = 0
  for (const company of enabled)
    if (company.settings && (await assignMonthlyVideo(db, company.id, company.settings, now))) given += 1
  return given
}
