import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import {
  MONTHLY_VIDEO_TEXTS,
  MonthlyVideoSettings,
  type MonthlyVideoEntry,
} from '../../src/domain/monthly-video'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import {
  companies,
  departments,
  groups,
  monthlyVideoAssignments,
  monthlyVideos,
  userTasks,
} from '../db/schema'
import { ApiError, invalid, notFound, body } from '../errors'
import { assignMonthlyVideo, DEFAULT_MONTHLY_SETTINGS, monthOf } from '../monthly-video/assign'
import { PATHS } from '../../src/domain/api-paths'

// The monthly video calendar: `api/v2/company/{id}/activities_calendar/monthly_video` (002 §7, a from / to
// range) for the history, and ours for this month's video, the automatic assignment's settings and assigning
// this month's video now.

const guard = allow.company()

async function settingsOf(c: Context<GatewayEnv>) {
  const [company] = await c.var.deps.db
    .select({ settings: companies.monthlyVideo })
    .from(companies)
    .where(eq(companies.id, c.req.param('companyId')!))
  if (!company) throw notFound('Company not found')
  return company.settings ?? DEFAULT_MONTHLY_SETTINGS
}

/** Each assignment with its video's title and how many of its learners watched. */
async function entries(c: Context<GatewayEnv>, from: string, to: string): Promise<MonthlyVideoEntry[]> {
  const { db } = c.var.deps
  const rows = await db
    .select({
      id: monthlyVideoAssignments.id,
      month: monthlyVideoAssignments.month,
      assignedAt: monthlyVideoAssignments.assignedAt,
      title: monthlyVideos.title,
    })
    .from(monthlyVideoAssignments)
    .innerJoin(monthlyVideos, eq(monthlyVideos.id, monthlyVideoAssignments.videoId))
    .where(
      and(
        eq(monthlyVideoAssignments.companyId, c.req.param('companyId')!),
        gte(monthlyVideoAssignments.month, from),
        lte(monthlyVideoAssignments.month, to),
      ),
    )
    .orderBy(desc(monthlyVideoAssignments.month))
  const counts = rows.length
    ? await db
        .select({
          id: userTasks.sourceId,
          assigned: sql<number>`count(*)`.mapWith(Number),
          completed: sql<number>`count(*) filter (where ${userTasks.status} = 'completed')`.mapWith(Number),
        })
        .from(userTasks)
        .where(
          inArray(
            userTasks.sourceId,
            rows.map((row) => row.id),
          ),
        )
        .groupBy(userTasks.sourceId)
    : []
  return rows.map((row) => {
    const count = counts.find((item) => item.id === row.id)
    const assigned = count?.assigned ?? 0
    return {
      id: row.id,
      month: row.month,
      title: row.title,
      assignedAt: row.assignedAt.toISOString(),
      assignedUsers: assigned,
      completionPercentage: assigned ? Math.round(((count?.completed ?? 0) / assigned) * 100) : 0,
    }
  })
}

const monthParam = (value: string | undefined, fallback: string) => {
  const text = (value ?? fallback).slice(0, 7)
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(text)) throw invalid([{ field: 'from', message: 'A month: YYYY-MM.' }])
  return text
}

export function monthlyVideoRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.monthlyVideoCalendar.pattern, guard, async (c) => {
    const now = c.var.deps.now?.() ?? new Date()
    const yearAgo = new Date(now.getTime() - 366 * 86_400_000)
    const from = monthParam(c.req.query('from'), monthOf(yearAgo))
    const to = monthParam(c.req.query('to'), monthOf(now))
    if (to < from) throw invalid([{ field: 'to', message: 'The range ends before it starts.' }])
    return c.json({ data: await entries(c, from, to) })
  })

  /** This month's video, its assignment if given, the settings and the last twelve months. */
  app.get(PATHS.monthlyVideo.pattern, guard, async (c) => {
    const now = c.var.deps.now?.() ?? new Date()
    const month = monthOf(now)
    const [current] = await c.var.deps.db.select().from(monthlyVideos).where(eq(monthlyVideos.month, month))
    const history = await entries(c, monthOf(new Date(now.getTime() - 366 * 86_400_000)), month)
    return c.json({
      current: current ?? null,
      currentEntry: history.find((entry) => entry.month === month) ?? null,
      settings: await settingsOf(c),
      history,
    })
  })

  app.put(PATHS.monthlyVideoSettings.pattern, guard, body(MonthlyVideoSettings), async (c) => {
    const settings = c.req.valid('json')
    const companyId = c.req.param('companyId')
    const { db } = c.var.deps
    const chosen = settings.assignmentType === 'DEPARTMENTS' ? settings.departmentIds : settings.groupIds
    if (settings.assignmentType !== 'ALL_USERS') {
      if (chosen.length === 0)
        throw invalid([{ field: 'assignmentType', message: 'At least one value must be selected' }])
      const table = settings.assignmentType === 'DEPARTMENTS' ? departments : groups
      const own = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.companyId, companyId), inArray(table.id, chosen)))
      if (own.length !== new Set(chosen).size)
        throw notFound('Some of the chosen departments or groups are not in this company.')
    }
    const kept = {
      ...settings,
      departmentIds: settings.assignmentType === 'DEPARTMENTS' ? settings.departmentIds : [],
      groupIds: settings.assignmentType === 'GROUPS' ? settings.groupIds : [],
    }
    await db.update(companies).set({ monthlyVideo: kept }).where(eq(companies.id, companyId))
    return c.json({ message: MONTHLY_VIDEO_TEXTS.saved })
  })

  /** This month's video now, to whom the settings say (once a month). */
  app.post(PATHS.monthlyVideoAssignNow.pattern, guard, async (c) => {
    const now = c.var.deps.now?.() ?? new Date()
    const given = await assignMonthlyVideo(c.var.deps.db, c.req.param('companyId'), await settingsOf(c), now)
    if (!given) {
      const [video] = await c.var.deps.db
        .select({ id: monthlyVideos.id })
        .from(monthlyVideos)
        .where(eq(monthlyVideos.month, monthOf(now)))
      if (!video) throw notFound(MONTHLY_VIDEO_TEXTS.noVideo)
      throw new ApiError(409, 'already_assigned', MONTHLY_VIDEO_TEXTS.alreadyAssigned)
    }
    return c.json({ message: MONTHLY_VIDEO_TEXTS.assigned, learners: given.learners })
  })
  return app
}
