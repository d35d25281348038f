import { BASE, PATHS } from '../../src/domain/api-paths'
import { allow } from '../auth/access'
import { randomUUID } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  payloadProblems,
  removedTargets,
  type CreateCampaignPayload,
  type LaunchPlan,
} from '../../src/domain/exercise-campaign'
import type { GatewayEnv } from '../context'
import { exerciseAssignments, phishingCampaigns } from '../db/schema'
import { ApiError, invalid, notFound, body } from '../errors'
import { insertAssignments, learnersFor } from '../exercise/learners'
import { refreshCampaignTotals } from '../exercise/totals'
import {
  CreateBody,
  UpdateBody,
  campaignCards,
  campaignPage,
  checkTargets,
  ownCampaign,
  paging,
  readPayload,
  resolveTemplates,
  schedule,
  targetIds,
} from '../exercise/campaigns'

const guard = allow.company()

export function exerciseCampaignRoutes() {
  const app = new Hono<GatewayEnv>()

  const list = (archived: boolean) =>
    app.get(PATHS.exerciseCampaigns.only({ list: archived ? 'archive' : 'active' }), guard, async (c) => {
      const { db } = c.var.deps
      const companyId = c.req.param('companyId')
      const { pageNumber, pageSize } = paging(c.req.query())
      return c.json({
        data: await campaignPage(db, companyId, { archived, pageNumber, pageSize }, new Date()),
      })
    })
  list(false)
  list(true)

  app.get(`${BASE.phishingExercise}/company/:companyId/campaign/:campaignId`, guard, async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const [row] = await db
      .select()
      .from(phishingCampaigns)
      .where(ownCampaign(companyId, c.req.param('campaignId')))
    if (!row) throw notFound('Campaign not found')
    const [card] = await campaignCards(db, companyId, [row], new Date())
    return c.json({ data: card })
  })

  app.post(PATHS.exerciseCampaignPreview.pattern, guard, body(CreateBody), async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const payload = c.req.valid('json') as CreateCampaignPayload
    const now = new Date()
    const learners = await readPayload(db, companyId, payload, now)
    const planned = schedule(learners, payload, now)
    const plan: LaunchPlan = {
      total: planned.length,
      zones: new Set(planned.map((p) => p.zone)).size,
      rows: planned.slice(0, 50).map((p) => ({
        id: p.learner.id,
        fullName: p.learner.fullName,
        email: p.learner.email,
        timeZone: p.zone,
        zoneKnown: p.zoneKnown,
        deliverAt: p.deliverAt.toISOString(),
        dueAt: p.dueAt.toISOString(),
      })),
    }
    return c.json({ data: plan })
  })

  app.post(PATHS.exerciseCampaignCreate.pattern, guard, body(CreateBody), async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const payload = c.req.valid('json') as CreateCampaignPayload
    const now = new Date()
    const learners = await readPayload(db, companyId, payload, now)
    const templateIds = await resolveTemplates(db, companyId, payload)
    const planned = schedule(learners, payload, now)
    const id = `phx_${randomUUID()}`
    const startedAt = new Date(Math.min(...planned.map((p) => p.deliverAt.getTime())))
    // One transaction: a failure part-way leaves no campaign without its learners.
    await db.transaction(async (tx) => {
      await tx.insert(phishingCampaigns).values({
        id,
        companyId,
        name: payload.name.trim(),
        status: startedAt > now ? 'queued' : 'ongoing',
        startedAt,
        daysToComplete: payload.daysToComplete,
        usersType: payload.usersType,
        packId: payload.packId,
        templateIds,
        assignments: {
          total: planned.length,
          completed: 0,
          inProgress: 0,
          notStarted: planned.length,
          overdue: 0,
        },
        score: null,
        isNotificationEnabled: payload.notification.isEnabled,
        notificationSubject: payload.notification.isEnabled ? payload.notification.subject.trim() : '',
        notificationMessage: payload.notification.isEnabled ? payload.notification.message.trim() : '',
        selectedDepartments: payload.selectedDepartmentsIds,
        selectedGroups: payload.selectedGroupsIds,
        selectedUsers: payload.selectedUsersIds,
      })
      await insertAssignments(tx, id, planned)
    })
    return c.json({ data: { id } }, 201)
  })

  // Campaign Settings (002 §4): name, notification, days and more targets; saved targets are never removed.
  app.put(PATHS.exerciseCampaignUpdate.pattern, guard, body(UpdateBody), async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const campaignId = c.req.param('campaignId')
    const body = c.req.valid('json')
    const [row] = await db.select().from(phishingCampaigns).where(ownCampaign(companyId, campaignId))
    if (!row) throw notFound('Campaign not found')
    if (row.archivedAt !== null)
      throw new ApiError(409, 'campaign_archived', 'An archived campaign cannot be changed.')
    const now = new Date()
    const payload: CreateCampaignPayload = {
      ...body,
      startedAt: null,
      usersType: row.usersType as CreateCampaignPayload['usersType'],
      packId: row.packId,
      templates: [],
      timeZone: 'UTC',
    }
    const problems = payloadProblems({ ...payload, packId: payload.packId ?? 'kept' }, now).filter(
      (problem) => problem.field !== 'timeZone',
    )
    const removed = [
      ...removedTargets(row.selectedDepartments, body.selectedDepartmentsIds),
      ...removedTargets(row.selectedGroups, body.selectedGroupsIds),
      ...removedTargets(row.selectedUsers, body.selectedUsersIds),
    ]
    if (removed.length > 0)
      problems.push({ field: 'learners', message: 'Saved departments, groups or users cannot be removed.' })
    if (problems.length > 0) throw invalid(problems)
    await checkTargets(db, companyId, payload)
    const learners = await learnersFor(db, companyId, payload.usersType, targetIds(payload))
    const assigned = new Set(
      (
        await db
          .select({ userId: exerciseAssignments.userId })
          .from(exerciseAssignments)
          .where(eq(exerciseAssignments.campaignId, campaignId))
      ).map((a) => a.userId),
    )
    const added = learners.filter((learner) => !assigned.has(learner.id))
    await db.transaction(async (tx) => {
      await tx
        .update(phishingCampaigns)
        .set({
          name: body.name.trim(),
          daysToComplete: body.daysToComplete,
          isNotificationEnabled: body.notification.isEnabled,
          notificationSubject: body.notification.isEnabled ? body.notification.subject.trim() : '',
          notificationMessage: body.notification.isEnabled ? body.notification.message.trim() : '',
          selectedDepartments: body.selectedDepartmentsIds,
          selectedGroups: body.selectedGroupsIds,
          selectedUsers: body.selectedUsersIds,
        })
        .where(ownCampaign(companyId, campaignId))
      // A new length moves every learner's due date from their own delivery.
      await tx
        .update(exerciseAssignments)
        .set({
          dueAt: sql`${exerciseAssignments.deliverAt} + make_interval(days => ${body.daysToComplete})`,
        })
        .where(eq(exerciseAssignments.campaignId, campaignId))
      const start = row.startedAt > now ? row.startedAt : now
      await insertAssignments(
        tx,
        campaignId,
        added.map((learner) => ({
          learner,
          zone: 'UTC',
          zoneKnown: false,
          deliverAt: start,
          dueAt: new Date(start.getTime() + body.daysToComplete * 86_400_000),
        })),
      )
    })
    await refreshCampaignTotals(db, campaignId, now)
    return c.json({ data: { id: campaignId, added: added.length } })
  })

  app.put(PATHS.exerciseCampaignArchive.pattern, guard, async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const campaignId = c.req.param('campaignId')
    const [row] = await db
      .update(phishingCampaigns)
      .set({ archivedAt: new Date(), status: 'ended' })
      .where(and(ownCampaign(companyId, campaignId), isNull(phishingCampaigns.archivedAt)))
      .returning({ id: phishingCampaigns.id })
    if (!row) throw notFound('Campaign not found')
    await refreshCampaignTotals(db, campaignId, new Date())
    return c.json({ data: { id: row.id } })
  })

  app.delete(PATHS.exerciseCampaignDelete.pattern, guard, async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const campaignId = c.req.param('campaignId')
    const [row] = await db
      .select({ archivedAt: phishingCampaigns.archivedAt })
      .from(phishingCampaigns)
      .where(ownCampaign(companyId, campaignId))
    if (!row) throw notFound('Campaign not found')
    // 002 §4: deleted from the archive list only.
    if (row.archivedAt === null)
      throw new ApiError(409, 'campaign_active', 'Archive the campaign before deleting it.')
    await db.delete(phishingCampaigns).where(ownCampaign(companyId, campaignId))
    return c.json({ data: { id: campaignId } })
  })

  return app
}
