import { createHash, randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import ical, { ICalCalendarMethod } from 'ical-generator'
import { BASE, PATHS } from '../../src/domain/api-paths'
import { CATEGORY_LABELS } from '../../src/domain/calendar-planner'
import { ROLE_GROUPS, type Role } from '../../src/domain/roles'
import { allow } from '../auth/access'
import {
  allActivities,
  exerciseActivities,
  simulationActivities,
  trainingActivities,
  type Activity,
  type Range,
} from '../calendar/activities'
import type { GatewayEnv } from '../context'
import { calendarFeeds, companies, users } from '../db/schema'
import { invalid, notFound } from '../errors'

// The activity calendar's calls (002 §7 "Calendar", each with a from / to range; the monthly video and tournament
// calls live with their areas) and the admin's private iCalendar subscription (issue 31).

const guard = allow.company()
const DAY = 86_400_000
/** A planner reads three years at most (a year back to a year ahead); more is refused, not silently cut. */
const MAX_SPAN_DAYS = 3 * 366 + 31

function rangeOf(c: Context<GatewayEnv>): Range {
  const now = c.var.deps.now?.() ?? new Date()
  const read = (name: 'from' | 'to', fallback: Date) => {
    const text = c.req.query(name)
    if (text === undefined) return fallback
    const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) && name === 'to' ? `${text}T23:59:59.999Z` : text)
    if (text.length > 40 || Number.isNaN(date.getTime()))
      throw invalid([{ field: name, message: 'A date: YYYY-MM-DD or an ISO instant.' }])
    return date
  }
  const from = read('from', new Date(now.getTime() - 366 * DAY))
  const to = read('to', new Date(now.getTime() + 366 * DAY))
  if (to < from) throw invalid([{ field: 'to', message: 'The range ends before it starts.' }])
  if (to.getTime() - from.getTime() > MAX_SPAN_DAYS * DAY)
    throw invalid([{ field: 'to', message: 'A range of at most three years.' }])
  return { from, to }
}

/** One entry as the calendar calls send it: the spec's training fields (002 §3) and the planner's common ones. */
const entryOf = (activity: Activity) => ({
  id: activity.id,
  category: activity.category,
  courseId: activity.courseId,
  name: activity.name,
  startAt: activity.startAt.toISOString(),
  startedAt: activity.startAt.toISOString(),
  status: activity.status,
  assignedUsers: activity.assignedUsers,
  completionPercentage: activity.completionPercentage,
  deleted: activity.deleted,
  active: activity.status === 'running' || activity.status === 'ongoing' || activity.status === 'IN_PROGRESS',
})

const tokenHash = (token: string) => createHash('sha256').update(`calendar-feed:${token}`).digest('hex')

export function activityCalendarRoutes() {
  const app = new Hono<GatewayEnv>()
  const company = (c: Context<GatewayEnv>) => c.req.param('companyId')!

  app.get(PATHS.trainingCalendar.pattern, guard, async (c) => {
    const rows = await trainingActivities(
      c.var.deps.db,
      company(c),
      rangeOf(c),
      c.var.deps.now?.() ?? new Date(),
    )
    return c.json({ data: rows.filter((row) => row.category !== 'devTraining').map(entryOf) })
  })
  app.get(PATHS.developersCalendar.pattern, guard, async (c) => {
    const rows = await trainingActivities(
      c.var.deps.db,
      company(c),
      rangeOf(c),
      c.var.deps.now?.() ?? new Date(),
    )
    return c.json({ data: rows.filter((row) => row.category === 'devTraining').map(entryOf) })
  })
  // Two versions of the phishing exercise calendar (a feature flag chooses, 002 §2.10); one table answers both.
  app.get(PATHS.exerciseCalendar.pattern, guard, async (c) =>
    c.json({ data: (await exerciseActivities(c.var.deps.db, company(c), rangeOf(c))).map(entryOf) }),
  )
  app.get(PATHS.exerciseCalendarV1.pattern, guard, async (c) =>
    c.json({ data: (await exerciseActivities(c.var.deps.db, company(c), rangeOf(c))).map(entryOf) }),
  )
  app.get(PATHS.simulationCalendar.pattern, guard, async (c) =>
    c.json({ data: (await simulationActivities(c.var.deps.db, company(c), rangeOf(c))).map(entryOf) }),
  )

  // The caller's own subscription: whether it exists; a new address (the old one stops); revoking it.
  const feedOwner = allow.ownCompany()
  app.get(PATHS.calendarFeed.pattern, feedOwner, async (c) => {
    const [feed] = await c.var.deps.db
      .select({ createdAt: calendarFeeds.createdAt, lastReadAt: calendarFeeds.lastReadAt })
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.userId, c.var.auth.user.id), eq(calendarFeeds.companyId, company(c))))
    return c.json({
      subscribed: feed !== undefined,
      createdAt: feed?.createdAt.toISOString() ?? null,
      lastReadAt: feed?.lastReadAt?.toISOString() ?? null,
    })
  })
  app.post(PATHS.calendarFeed.pattern, feedOwner, async (c) => {
    const token = randomBytes(32).toString('base64url')
    const { db } = c.var.deps
    await db.transaction(async (tx) => {
      await tx
        .delete(calendarFeeds)
        .where(and(eq(calendarFeeds.userId, c.var.auth.user.id), eq(calendarFeeds.companyId, company(c))))
      await tx
        .insert(calendarFeeds)
        .values({ tokenHash: tokenHash(token), companyId: company(c), userId: c.var.auth.user.id })
    })
    const origin = new URL(c.req.url).origin
    // The address is shown once; it is not kept, only its hash.
    return c.json({ url: `${origin}${BASE.api}/calendar_feed/${token}.ics` }, 201)
  })
  app.delete(PATHS.calendarFeed.pattern, feedOwner, async (c) => {
    await c.var.deps.db
      .delete(calendarFeeds)
      .where(and(eq(calendarFeeds.userId, c.var.auth.user.id), eq(calendarFeeds.companyId, company(c))))
    return c.body(null, 204)
  })

  app.get(
    `${BASE.api}/calendar_feed/:file`,
    allow.public('the address carries a random 256-bit token (kept hashed), revocable by its admin'),
    async (c) => {
      const token = c.req.param('file').replace(/\.ics$/, '')
      const { db } = c.var.deps
      const [feed] = await db
        .select({
          companyId: calendarFeeds.companyId,
          userId: calendarFeeds.userId,
          role: users.role,
          userCompany: users.companyId,
          companyName: companies.name,
          userDisabledAt: users.disabledAt,
          companyDisabledAt: companies.disabledAt,
        })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.userId))
        .innerJoin(companies, eq(companies.id, calendarFeeds.companyId))
        .where(eq(calendarFeeds.tokenHash, tokenHash(token)))
      // An admin who left the company, lost the admin role or was disabled (by the console or SCIM), or whose
      // company was disabled, takes the feed with them: the same answer as an unknown token.
      if (
        !feed ||
        feed.userDisabledAt !== null ||
        feed.companyDisabledAt !== null ||
        feed.userCompany !== feed.companyId ||
        !(ROLE_GROUPS.adminPanel as readonly Role[]).includes(feed.role as Role)
      )
        throw notFound('No such calendar feed')
      const now = c.var.deps.now?.() ?? new Date()
      const activities = await allActivities(
        db,
        feed.companyId,
        { from: new Date(now.getTime() - 366 * DAY), to: new Date(now.getTime() + 2 * 366 * DAY) },
        now,
      )
      await db
        .update(calendarFeeds)
        .set({ lastReadAt: now })
        .where(eq(calendarFeeds.tokenHash, tokenHash(token)))
      const origin = new URL(c.req.url).origin
      const calendar = ical({
        name: `${feed.companyName}: awareness activities`,
        prodId: { company: 'awareness-console', product: 'activity-calendar', language: 'EN' },
        method: ICalCalendarMethod.PUBLISH,
        ttl: 3600,
      })
      for (const activity of activities) {
        if (activity.deleted) continue
        const start = activity.startAt
        const end =
          activity.endAt && activity.endAt > start ? activity.endAt : new Date(start.getTime() + 3_600_000)
        calendar.createEvent({
          id: `${activity.category}-${activity.id}@awareness-console`,
          start,
          end,
          stamp: now,
          summary: `${CATEGORY_LABELS[activity.category]}: ${activity.name}`,
          description: `${activity.assignedUsers} learners · ${activity.completionPercentage}% · ${activity.status}`,
          url: `${origin}/home`,
        })
      }
      c.header('Content-Type', 'text/calendar; charset=utf-8')
      c.header('Cache-Control', 'private, max-age=300')
      return c.body(calendar.toString())
    },
  )
  return app
}
