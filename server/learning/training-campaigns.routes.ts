import { BASE, PATHS } from '../../src/domain/api-paths'
import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import { learnerTaskPage } from './learner-tasks'
import { TRAINING_TEXTS } from '../../src/domain/training-campaign'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { trainingCampaigns, users, userTasks } from '../db/schema'
import { ApiError, invalid, body } from '../errors'
import { learnersFor } from '../exercise/learners'
import { campaignRows } from './progress'
import { enrol } from '../users/enrolment'
import { Body, DAY_MS, ListBody, USERS_TYPE, checkedInfo, ownCampaign } from './campaigns'

const guard = allow.company()

export function campaignRoutes() {
  const app = new Hono<GatewayEnv>()

  app.post(PATHS.campaign.pattern, guard, body(Body), async (c) => {
    const { campaignInfo } = c.req.valid('json')
    const { companyId, start, selection, course, attachment } = await checkedInfo(c, campaignInfo, true)
    const { db } = c.var.deps
    const id = `cmp_trn_${randomUUID()}`
    const [campaign] = await db
      .insert(trainingCampaigns)
      .values({
        id,
        companyId,
        courseId: course.id,
        name: campaignInfo.campaign_name,
        startDate: start,
        daysToComplete: campaignInfo.days_to_complete,
        assignmentType: campaignInfo.campaign_assignment_type,
        isGaming: course.isGaming,
        status: 'running',
        notificationsEnabled: campaignInfo.notificationsEnabled,
        notificationSubject: campaignInfo.notificationSubject ?? '',
        notificationMessage: campaignInfo.notificationMessage ?? '',
        selection,
        attachment,
        progress: { completed: 0, inProgress: 0, notStarted: 0, overdue: 0 },
      })
      .returning()
    const learners = await learnersFor(db, companyId, USERS_TYPE[campaignInfo.campaign_assignment_type], [
      ...selection.departmentIds,
      ...selection.groupIds,
      ...selection.userIds,
    ])
    await enrol(
      db,
      campaign!,
      learners.map((learner) => learner.id),
    )
    return c.json({ id, message: TRAINING_TEXTS.started }, 201)
  })

  /** Name, days, notifications and (before it starts) the start date; who it reaches stays as started. */
  app.put(PATHS.campaign.pattern, guard, body(Body), async (c) => {
    const { campaignInfo } = c.req.valid('json')
    if (!campaignInfo.id) throw invalid([{ field: 'id', message: TRAINING_TEXTS.required }])
    const campaign = await ownCampaign(c, campaignInfo.id)
    if (campaign.dateEnded) throw new ApiError(409, 'campaign_ended', TRAINING_TEXTS.alreadyEnded)
    // Its learners each have a due date of their own; the course's training-after-failure card sets it.
    if (campaign.source === 'afterFailure')
      throw new ApiError(409, 'after_failure', 'Training after failure is set on the course’s settings.')
    const started = campaign.startDate.getTime() <= Date.now()
    const { start, attachment } = await checkedInfo(
      c,
      { ...campaignInfo, courseId: campaign.courseId },
      !started,
    )
    const { db } = c.var.deps
    await db.transaction(async (tx) => {
      await tx
        .update(trainingCampaigns)
        .set({
          name: campaignInfo.campaign_name,
          daysToComplete: campaignInfo.days_to_complete,
          startDate: started ? campaign.startDate : start,
          notificationsEnabled: campaignInfo.notificationsEnabled,
          notificationSubject: campaignInfo.notificationSubject ?? '',
          notificationMessage: campaignInfo.notificationMessage ?? '',
          attachment,
        })
        .where(eq(trainingCampaigns.id, campaign.id))
      // The learners' due dates follow the campaign's new length.
      const startAt = started ? campaign.startDate : start
      await tx
        .update(userTasks)
        .set({
          title: campaignInfo.campaign_name,
          dueAt: new Date(startAt.getTime() + campaignInfo.days_to_complete * DAY_MS),
        })
        .where(eq(userTasks.sourceId, campaign.id))
    })
    return c.json({ message: TRAINING_TEXTS.updated })
  })

  app.put(PATHS.endCampaign.pattern, guard, async (c) => {
    const campaign = await ownCampaign(c, c.req.param('campaignId'))
    if (campaign.dateEnded) throw new ApiError(409, 'campaign_ended', TRAINING_TEXTS.alreadyEnded)
    await c.var.deps.db
      .update(trainingCampaigns)
      .set({ dateEnded: new Date(), status: 'ended' })
      .where(and(eq(trainingCampaigns.id, campaign.id), isNull(trainingCampaigns.dateEnded)))
    return c.json({ message: TRAINING_TEXTS.ended })
  })

  app.delete(PATHS.deleteCampaign.pattern, guard, async (c) => {
    const campaign = await ownCampaign(c, c.req.param('campaignId'))
    await c.var.deps.db.transaction(async (tx) => {
      await tx.delete(userTasks).where(eq(userTasks.sourceId, campaign.id))
      await tx.delete(trainingCampaigns).where(eq(trainingCampaigns.id, campaign.id))
    })
    return c.json({ message: TRAINING_TEXTS.deleted })
  })

  app.get(PATHS.adminPanelCampaigns.pattern, guard, async (c) => {
    const { db } = c.var.deps
    const campaigns = await db
      .select()
      .from(trainingCampaigns)
      .where(eq(trainingCampaigns.companyId, c.req.param('companyId')))
      .orderBy(desc(trainingCampaigns.startDate))
    const rows = await campaignRows(db, campaigns)
    return c.json({
      campaigns: rows.filter((row) => !row.isGaming),
      gamingCampaigns: rows.filter((row) => row.isGaming),
    })
  })

  for (const list of ['completed', 'notStarted'] as const)
    app.post(
      `${BASE.api}/campaign/company/:companyId/campaign/:campaignId/${list}`,
      guard,
      body(ListBody),
      async (c) => {
        const campaign = await ownCampaign(c, c.req.param('campaignId'))
        const body = c.req.valid('json')
        const size = body.limitPerPage ?? 25
        const page = body.page ?? 0
        const direction = (body.order ?? 'ASC').toUpperCase() === 'DESC' ? desc : asc
        const column =
          body.orderBy === 'email'
            ? users.email
            : body.orderBy === 'completedAt'
              ? userTasks.completedAt
              : body.orderBy === 'dueAt'
                ? userTasks.dueAt
                : users.name
        const { rows, totalCount } = await learnerTaskPage(c.var.deps.db, {
          where: [
            eq(userTasks.sourceId, campaign.id),
            eq(userTasks.status, list === 'completed' ? 'completed' : 'not_started'),
          ],
          search: body.search,
          order: direction(column),
          page,
          size,
        })
        return c.json({ items: rows, pageInfo: { totalCount, pageNumber: page, pageSize: size } })
      },
    )

  // 000 §7 tasks/status: whether the company has assigned training at all, and whether some still runs.
  app.get(PATHS.taskStatus.pattern, allow.company(), async (c) => {
    const rows = await c.var.deps.db
      .select({ dateEnded: trainingCampaigns.dateEnded })
      .from(trainingCampaigns)
      .where(eq(trainingCampaigns.companyId, c.req.param('companyId')))
    return c.json({
      data: {
        hasAssignments: rows.length > 0,
        hasActiveCampaign: rows.some((row) => row.dateEnded === null),
      },
    })
  })

  return app
}
