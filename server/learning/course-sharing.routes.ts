import { PATHS } from '../../src/domain/api-paths'
import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { COURSE_SHARE_TEXTS, ResyncBatch, ShareBatch } from '../../src/domain/course-sharing'
import { TRAINING_TEXTS } from '../../src/domain/training-campaign'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { companies, courses, courseShares, trainingCampaigns } from '../db/schema'
import { ApiError, body } from '../errors'
import {
  copyInto,
  courseCustomers,
  isCopied,
  isRunning,
  sharesOf,
  startDelivery,
  updateCopy,
} from './course-shares'
import {
  candidatesWhere,
  deliveryOf,
  namedShares,
  paging,
  published,
  queryIds,
  reachable,
  sharingPartner,
} from './course-sharing'

const guard = allow.ownCompany()

export function courseSharingRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.sharedCourseCompanies.pattern, guard, async (c) => {
    const { partner, course } = await sharingPartner(
      c.var.deps.db,
      c.var.auth.company,
      c.req.param('courseId'),
    )
    return c.json({
      companies: await courseCustomers(c.var.deps.db, partner.id, course),
      courseVersion: course.version,
      isSpecial: course.isSpecial,
    })
  })

  app.get(PATHS.unsharedCourseCompanies.pattern, guard, async (c) => {
    const { partner, course } = await sharingPartner(
      c.var.deps.db,
      c.var.auth.company,
      c.req.param('courseId'),
    )
    const { pageNumber, pageSize, search, actionType } = paging(c.req.query())
    const { db } = c.var.deps
    const where = candidatesWhere(partner.id, course.id, actionType, search)
    const [rows, [total], [available]] = await Promise.all([
      db
        .select({ companyId: companies.id, companyName: companies.name, isBoosted: companies.hasBoost })
        .from(companies)
        .where(where)
        .orderBy(
          c.req.query('order') === 'desc' ? desc(companies.name) : asc(companies.name),
          asc(companies.id),
        )
        .limit(pageSize)
        .offset(pageNumber * pageSize),
      db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(companies)
        .where(where),
      db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(companies)
        .where(and(where, eq(companies.hasBoost, true))),
    ])
    return c.json({
      companies: rows,
      totalAvailableCount: available?.n ?? 0,
      pageInfo: { totalCount: total?.n ?? 0, pageNumber, pageSize },
    })
  })

  app.post(PATHS.courseShareBatch.only({ action: 'share' }), guard, body(ShareBatch), async (c) => {
    const body = c.req.valid('json')
    const { partner, course } = await sharingPartner(
      c.var.deps.db,
      c.var.auth.company,
      c.req.param('courseId'),
    )
    published(course)
    const { db } = c.var.deps
    const customers = await reachable(db, partner.id, body)
    const existing = await sharesOf(db, partner.id, course.id)
    const already = customers.filter((company) => existing.some((row) => row.company.id === company.id))
    if (!body.isAllCustomers && already.length > 0)
      throw new ApiError(
        409,
        'already_shared',
        `${already.map((company) => company.name).join(', ')} already have the course.`,
      )
    const fresh = customers.filter((company) => !already.includes(company))
    await db.transaction(async (tx) => {
      for (const company of fresh)
        await tx.insert(courseShares).values({
          id: `csh_${randomUUID()}`,
          partnerCompanyId: partner.id,
          courseId: course.id,
          customerCompanyId: company.id,
          copyCourseId: isCopied(course) ? await copyInto(tx, course, company.id) : null,
        })
    })
    return c.json({ count: fresh.length, message: COURSE_SHARE_TEXTS.granted })
  })

  app.post(PATHS.courseShareBatch.only({ action: 'start' }), guard, body(ShareBatch), async (c) => {
    const body = c.req.valid('json')
    const delivery = deliveryOf(body)
    const { partner, course } = await sharingPartner(
      c.var.deps.db,
      c.var.auth.company,
      c.req.param('courseId'),
    )
    published(course)
    const { db } = c.var.deps
    const customers = await reachable(db, partner.id, body)
    const existing = await sharesOf(db, partner.id, course.id)
    const running = customers.filter((company) =>
      existing.some((row) => row.company.id === company.id && isRunning(row.campaign)),
    )
    if (!body.isAllCustomers && running.length > 0)
      throw new ApiError(409, 'delivery_running', COURSE_SHARE_TEXTS.alreadyRunning, {
        validationResults: running.map((company) => ({ field: company.id, message: company.name })),
      })
    const starting = customers.filter((company) => !running.includes(company))
    await db.transaction(async (tx) => {
      for (const company of starting) {
        const share = existing.find((row) => row.company.id === company.id)?.share
        const copyId = share
          ? share.copyCourseId
          : isCopied(course)
            ? await copyInto(tx, course, company.id)
            : null
        const campaign = await startDelivery(tx, {
          customerId: company.id,
          courseId: copyId ?? course.id,
          name: course.name,
          startDate: delivery.start,
          daysToComplete: delivery.days,
          notificationsEnabled: delivery.notificationsEnabled,
          subject: delivery.subject,
          message: delivery.message,
        })
        if (share)
          await tx.update(courseShares).set({ campaignId: campaign.id }).where(eq(courseShares.id, share.id))
        else
          await tx.insert(courseShares).values({
            id: `csh_${randomUUID()}`,
            partnerCompanyId: partner.id,
            courseId: course.id,
            customerCompanyId: company.id,
            copyCourseId: copyId,
            campaignId: campaign.id,
          })
      }
    })
    return c.json({ count: starting.length, message: COURSE_SHARE_TEXTS.started })
  })

  app.patch(PATHS.courseEndBatch.pattern, guard, async (c) => {
    const ids = queryIds(c.req.queries('customerCompanyIds') ?? [])
    const { partner, course } = await sharingPartner(
      c.var.deps.db,
      c.var.auth.company,
      c.req.param('courseId'),
    )
    const shares = await namedShares(c.var.deps.db, partner.id, course, { ids, all: false })
    const notRunning = shares.filter((row) => !isRunning(row.campaign))
    if (notRunning.length > 0)
      throw new ApiError(409, 'delivery_not_running', TRAINING_TEXTS.alreadyEnded, {
        validationResults: notRunning.map((row) => ({ field: row.company.id, message: row.company.name })),
      })
    const campaignIds = shares.map((row) => row.campaign!.id)
    await c.var.deps.db
      .update(trainingCampaigns)
      .set({ dateEnded: new Date(), status: 'ended' })
      .where(and(inArray(trainingCampaigns.id, campaignIds), isNull(trainingCampaigns.dateEnded)))
    return c.json({ count: shares.length, message: COURSE_SHARE_TEXTS.ended })
  })

  app.delete(PATHS.courseUnshareBatch.pattern, guard, async (c) => {
    const ids = queryIds(c.req.queries('customerCompanyIds') ?? [])
    const { partner, course } = await sharingPartner(
      c.var.deps.db,
      c.var.auth.company,
      c.req.param('courseId'),
    )
    if (course.isSpecial) throw new ApiError(409, 'special_course', COURSE_SHARE_TEXTS.special)
    const shares = await namedShares(c.var.deps.db, partner.id, course, { ids, all: false })
    if (shares.some((row) => isRunning(row.campaign)))
      throw new ApiError(409, 'delivery_running', COURSE_SHARE_TEXTS.stillRunning)
    await c.var.deps.db.transaction(async (tx) => {
      await tx.delete(courseShares).where(
        inArray(
          courseShares.id,
          shares.map((row) => row.share.id),
        ),
      )
      const copies = shares.flatMap((row) => (row.share.copyCourseId ? [row.share.copyCourseId] : []))
      // The copy leaves the customer's library; its ended deliveries keep their course for the reports.
      if (copies.length > 0)
        await tx.update(courses).set({ deleted: true }).where(inArray(courses.id, copies))
    })
    return c.json({ count: shares.length, message: COURSE_SHARE_TEXTS.removed })
  })

  /** Ours (versioned sharing): behind copies brought to the partner's version, learners' progress kept. */
  app.post(PATHS.courseResyncBatch.pattern, guard, body(ResyncBatch), async (c) => {
    const body = c.req.valid('json')
    const { partner, course } = await sharingPartner(
      c.var.deps.db,
      c.var.auth.company,
      c.req.param('courseId'),
    )
    const shares = await namedShares(c.var.deps.db, partner.id, course, {
      ids: body.customerCompanyIds,
      all: body.isAllCustomers,
    })
    const behind = shares.filter((row) => row.copy !== null && (row.copy.sharedVersion ?? 0) < course.version)
    if (behind.length === 0 || (!body.isAllCustomers && behind.length !== shares.length))
      throw new ApiError(409, 'not_behind', COURSE_SHARE_TEXTS.notBehind)
    await c.var.deps.db.transaction(async (tx) => {
      for (const row of behind) {
        await updateCopy(tx, course, row.copy!.id)
        await tx.update(courseShares).set({ syncedAt: new Date() }).where(eq(courseShares.id, row.share.id))
      }
    })
    return c.json({ count: behind.length, message: COURSE_SHARE_TEXTS.updated })
  })

  return app
}
