import { randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import { array, boolean, enums, integer, object, optional, size, string } from 'superstruct'
import { TRAINING_DAYS_MAX, isReasonableDate } from '../../src/domain/request-limits'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { courses, trainingCampaigns, users } from '../db/schema'
import { ApiError, notFound, readBody } from '../errors'
import { enrol } from '../users/enrolment'

const guard = allow.company()

/** POST /api/v1/campaign/{companyId}: starting a training campaign (used by "Add users and begin training"). */
export function campaignRoutes() {
  const app = new Hono<GatewayEnv>()
  app.post('/campaign/:companyId', guard, async (c) => {
    const { campaignInfo } = await readBody(
      c,
      object({
        companyId: string(),
        campaignInfo: object({
          courseId: string(),
          courseName: optional(size(string(), 0, 200)),
          totalChapters: optional(size(integer(), 0, 10_000)),
          user_departments: optional(size(array(string()), 0, 1000)),
          campaign_name: size(string(), 1, 200),
          campaign_assignment_type: enums(['ALL_USERS', 'DEPARTMENTS', 'GROUPS', 'SELECTED_USERS']),
          days_to_complete: size(integer(), 1, TRAINING_DAYS_MAX),
          start_date: string(),
          notificationsEnabled: boolean(),
        }),
      }),
    )
    const start = new Date(campaignInfo.start_date)
    if (!isReasonableDate(start))
      throw new ApiError(422, 'invalid_request', 'The start date should be valid.')
    const id = `cmp_trn_${randomUUID()}`
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.id, campaignInfo.courseId))
    if (!course) throw notFound('Course not found')
    const [campaign] = await db
      .insert(trainingCampaigns)
      .values({
        id,
        companyId,
        courseId: campaignInfo.courseId,
        name: campaignInfo.campaign_name,
        startDate: start,
        daysToComplete: campaignInfo.days_to_complete,
        assignmentType: campaignInfo.campaign_assignment_type,
        status: 'running',
        notificationsEnabled: campaignInfo.notificationsEnabled,
        progress: { completed: 0, inProgress: 0, notStarted: 0, overdue: 0 },
      })
      .returning()
    if (campaignInfo.campaign_assignment_type === 'ALL_USERS') {
      const everyone = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, companyId), isNull(users.disabledAt)))
      await enrol(
        db,
        campaign!,
        everyone.map((user) => user.id),
      )
    }
    return c.json({ id }, 201)
  })
  return app
}
