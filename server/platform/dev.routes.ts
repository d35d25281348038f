import { PATHS } from '../../src/domain/api-paths'
import { allow } from '../auth/access'
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { jobSender, type GatewayEnv } from '../context'
import {
  companies,
  exerciseAnswers,
  policies,
  trainingCampaigns,
  userTasks,
  exerciseAssignments,
  notificationViews,
  outbox,
  phishingCampaigns,
  users,
  reportSchedules,
} from '../db/schema'
import { invalid, notFound } from '../errors'
import { simulateLearnerActivity } from '../exercise/learner-activity'
import { advanceSimulations } from '../simulation/demo-clock'
import { jobQueueOverview, queueOf } from '../jobs/staff-view'
import { sendDueReports } from '../reports/schedules'
import { simulatePolicyAcknowledgement, simulateTrainingProgress } from '../learning/learner-progress'

// Development only: the mail the gateway would have sent and a reset of one user's notification flags (e2e files share one database; the popover's first opening
// is what a test checks). All answer 404 in production.
export function devRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get(PATHS.devOutbox, allow.development(), async (c) => {
    const to = c.req.query('to')?.trim().toLowerCase()
    const query = c.var.deps.db.select().from(outbox)
    const rows = await (to ? query.where(eq(outbox.to, to)) : query)
      .orderBy(desc(outbox.createdAt))
      .limit(100)
    return c.json({ items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) })
  })
  // The process's memory, for the bench's load run (development only, like everything here).
  app.get(`/__dev/memory`, allow.development(), (c) => c.json(process.memoryUsage()))
  // The background job queue as the staff page shows it (/platform/jobs), for a developer without a staff sign-in.
  app.get(`/__dev/jobs`, allow.development(), async (c) => {
    queueOf(c.var.deps)
    return c.json(await jobQueueOverview(c.var.deps.db))
  })
  app.post(`/__dev/notifications/reset`, allow.development(), async (c) => {
    const email = c.req.query('email')?.trim().toLowerCase() ?? ''
    const { db } = c.var.deps
    const [user] = await db
      .update(users)
      .set({ notificationsShown: false, suspendedCampaignsNotificationShown: false })
      .where(eq(users.email, email))
      .returning({ id: users.id })
    if (!user) throw notFound('No such user')
    await db.delete(notificationViews).where(eq(notificationViews.userId, user.id))
    return c.body(null, 204)
  })
  // The feature-flag service's switch: a flag on or off for one company (a console open on that company picks
  // it up at its next poll).
  app.post(`/__dev/flags`, allow.development(), async (c) => {
    const companyId = c.req.query('companyId') ?? ''
    const flag = c.req.query('flag') ?? ''
    if (!/^[a-z0-9-]{1,64}$/.test(flag)) throw invalid([{ field: 'flag', message: 'A flag name.' }])
    const { db } = c.var.deps
    const [company] = await db.select().from(companies).where(eq(companies.id, companyId))
    if (!company) throw notFound('No such company')
    const on = c.req.query('on') === 'true'
    const flags = on ? [...new Set([...company.flags, flag])] : company.flags.filter((name) => name !== flag)
    await db.update(companies).set({ flags }).where(eq(companies.id, companyId))
    return c.json({ flags })
  })
  // Moves a company's phishing simulations `days` (whole) into the past and runs the scheduler: what fell due is
  // mailed to the outbox; with simulate=1 (the default) the demo recipients react to it.
  app.post(`/__dev/simulation/advance`, allow.development(), async (c) => {
    const days = Number(c.req.query('days') ?? 1)
    if (!Number.isInteger(days) || days < 0 || days > 60)
      throw invalid([{ field: 'days', message: 'A whole number from 0 to 60.' }])
    const { db, publicUrl, smtpRelay } = c.var.deps
    return c.json({
      data: await advanceSimulations(db, c.req.query('companyId') ?? '', days, {
        publicUrl: publicUrl ?? new URL(c.req.url).origin,
        relayed: smtpRelay ?? false,
        simulate: c.req.query('simulate') !== '0',
        now: c.var.deps.now?.() ?? new Date(),
        jobs: jobSender(c.var.deps),
      }),
    })
  })
  // Moves a company's running exercise campaigns `days` into the past, then lets the simulated learners
  // answer whatever has become due: a report fills the way it would over those days.
  app.post(`/__dev/exercise/advance`, allow.development(), async (c) => {
    const days = Number(c.req.query('days') ?? 1)
    const companyId = c.req.query('companyId') ?? ''
    if (!Number.isFinite(days) || days <= 0 || days > 60)
      throw invalid([{ field: 'days', message: 'From 0 to 60.' }])
    const { db } = c.var.deps
    const shift = sql`make_interval(secs => ${days * 86_400})`
    const running = db
      .select({ id: phishingCampaigns.id })
      .from(phishingCampaigns)
      .where(and(eq(phishingCampaigns.companyId, companyId), isNull(phishingCampaigns.archivedAt)))
    await db
      .update(phishingCampaigns)
      .set({ startedAt: sql`${phishingCampaigns.startedAt} - ${shift}` })
      .where(inArray(phishingCampaigns.id, running))
    await db
      .update(exerciseAssignments)
      .set({
        deliverAt: sql`${exerciseAssignments.deliverAt} - ${shift}`,
        dueAt: sql`${exerciseAssignments.dueAt} - ${shift}`,
        completedAt: sql`${exerciseAssignments.completedAt} - ${shift}`,
      })
      .where(inArray(exerciseAssignments.campaignId, running))
    await db
      .update(exerciseAnswers)
      .set({ answeredAt: sql`${exerciseAnswers.answeredAt} - ${shift}` })
      .where(inArray(exerciseAnswers.campaignId, running))
    const ids = (await running).map((row) => row.id)
    for (const id of ids) await simulateLearnerActivity(db, jobSender(c.var.deps), new Date(), id)
    return c.json({ data: { campaigns: ids.length } })
  })
  // Moves a company's training campaigns (of one course, with courseId) `days` into the past, then lets the
  // simulated learners open and finish their courses as they would have over those days: the statistics fill.
  app.post(`/__dev/training/advance`, allow.development(), async (c) => {
    const days = Number(c.req.query('days') ?? 1)
    const companyId = c.req.query('companyId') ?? ''
    const courseId = c.req.query('courseId')
    if (!Number.isFinite(days) || days <= 0 || days > 60)
      throw invalid([{ field: 'days', message: 'From 0 to 60.' }])
    const { db } = c.var.deps
    const shift = sql`make_interval(secs => ${days * 86_400})`
    const which = and(
      eq(trainingCampaigns.companyId, companyId),
      courseId ? eq(trainingCampaigns.courseId, courseId) : undefined,
    )
    const campaigns = db.select({ id: trainingCampaigns.id }).from(trainingCampaigns).where(which)
    await db
      .update(userTasks)
      .set({
        dueAt: sql`${userTasks.dueAt} - ${shift}`,
        completedAt: sql`${userTasks.completedAt} - ${shift}`,
      })
      .where(inArray(userTasks.sourceId, campaigns))
    await db
      .update(trainingCampaigns)
      .set({
        startDate: sql`${trainingCampaigns.startDate} - ${shift}`,
        dateEnded: sql`${trainingCampaigns.dateEnded} - ${shift}`,
      })
      .where(which)
    const now = c.var.deps.now?.() ?? new Date()
    return c.json({
      data: await simulateTrainingProgress(db, jobSender(c.var.deps), now, {
        companyId,
        ...(courseId ? { courseId } : {}),
      }),
    })
  })
  // Moves a company's policies `days` into the past, then lets the simulated learners acknowledge them.
  app.post(`/__dev/policies/advance`, allow.development(), async (c) => {
    const days = Number(c.req.query('days') ?? 1)
    const companyId = c.req.query('companyId') ?? ''
    if (!Number.isFinite(days) || days <= 0 || days > 60)
      throw invalid([{ field: 'days', message: 'From 0 to 60.' }])
    const { db } = c.var.deps
    const shift = sql`make_interval(secs => ${days * 86_400})`
    const ids = db.select({ id: policies.id }).from(policies).where(eq(policies.companyId, companyId))
    await db
      .update(userTasks)
      .set({
        dueAt: sql`${userTasks.dueAt} - ${shift}`,
        completedAt: sql`${userTasks.completedAt} - ${shift}`,
      })
      .where(inArray(userTasks.sourceId, ids))
    await db
      .update(policies)
      .set({
        createdAt: sql`${policies.createdAt} - ${shift}`,
        updatedAt: sql`${policies.updatedAt} - ${shift}`,
      })
      .where(eq(policies.companyId, companyId))
    return c.json({
      data: await simulatePolicyAcknowledgement(db, c.var.deps.now?.() ?? new Date(), companyId),
    })
  })
  // Moves a company's scheduled reports `days` closer to due, then mails what fell due (the demo clock of the
  // scheduled reports: a monthly report arrives without waiting a month).
  app.post(`/__dev/reports/advance`, allow.development(), async (c) => {
    const days = Number(c.req.query('days') ?? 1)
    if (!Number.isInteger(days) || days < 0 || days > 62)
      throw invalid([{ field: 'days', message: 'A whole number from 0 to 62.' }])
    const { db } = c.var.deps
    await db
      .update(reportSchedules)
      .set({ nextRunAt: sql`${reportSchedules.nextRunAt} - make_interval(days => ${days}::int)` })
      .where(eq(reportSchedules.companyId, c.req.query('companyId') ?? ''))
    return c.json({
      data: { mailed: await sendDueReports(db, jobSender(c.var.deps), c.var.deps.now?.() ?? new Date()) },
    })
  })
  return app
}
