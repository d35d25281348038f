import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import {
  COURSE_SHARE_PAGE_SIZE,
  COURSE_SHARE_TEXTS,
  INHERIT_SETTINGS,
  ResyncBatch,
  ShareBatch,
  type InheritSetting,
} from '../../src/domain/course-sharing'
import { ID_LENGTH_MAX, TRAINING_DAYS_MAX, isReasonableDate } from '../../src/domain/request-limits'
import { TRAINING_TEXTS } from '../../src/domain/training-campaign'
import { CUSTOM_TRAINING_TEXTS } from '../../src/domain/custom-training'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import type { Database } from '../db/open'
import { companies, courses, courseShares, trainingCampaigns } from '../db/schema'
import { ApiError, forbidden, invalid, notFound, readBody } from '../errors'
import {
  copyInto,
  courseCustomers,
  directCustomers,
  isCopied,
  isRunning,
  sharesOf,
  startDelivery,
  updateCopy,
  type CourseRecord,
} from '../training/course-shares'

// Course sharing to customers (001 §4, §7): the customers that have a partner's course, the ones it can still
// reach, share (copy), start deliveries, end them by course, remove (unshare), and ours: update behind copies to
// the partner's version. Only a partner, on its own company, for a course it may share (the platform's, or its
// own custom one; never a game or another's copy), for its own live direct customers; every batch is
// all-or-nothing: one customer that may not take the action refuses the whole request, saying why.

const guard = allow.ownCompany()
const DAY_MS = 86_400_000
const MAX_PAGE_SIZE = 100

/** The caller's own partner company and a course it may share. */
async function sharingPartner(c: Context<GatewayEnv>) {
  const { company } = c.var.auth
  if (!company.isPartner) throw forbidden('not_a_partner', COURSE_SHARE_TEXTS.notPartner)
  const [course] = await c.var.deps.db
    .select()
    .from(courses)
    .where(
      and(
        eq(courses.id, c.req.param('courseId')!),
        eq(courses.deleted, false),
        isNull(courses.sharedFromCourseId),
        sql`(${courses.customTrainingCompanyId} is null or ${courses.customTrainingCompanyId} = ${company.id})`,
      ),
    )
  if (!course) throw notFound('Course not found')
  if (course.isGaming) throw new ApiError(409, 'gaming_course', COURSE_SHARE_TEXTS.gaming)
  return { partner: company, course }
}

/** A custom training reaches customers once published and while active (001 §4 draft → publish). */
function published(course: CourseRecord) {
  if (course.isDraft || course.disabledAt)
    throw new ApiError(409, 'custom_training/not_published', CUSTOM_TRAINING_TEXTS.notPublished)
}

/** The customers named by a batch (ids from the query string or the body), or all that have the course. */
async function namedShares(
  c: Context<GatewayEnv>,
  partnerId: string,
  course: CourseRecord,
  selection: { ids: string[]; all: boolean },
) {
  const shares = await sharesOf(c.var.deps.db, partnerId, course.id)
  if (selection.all) return shares
  const ids = [...new Set(selection.ids)]
  if (ids.length === 0)
    throw invalid([{ field: 'customerCompanyIds', message: COURSE_SHARE_TEXTS.addCustomers }])
  const found = shares.filter((row) => ids.includes(row.company.id))
  // Another partner's company, a missing one and one without the course read the same.
  if (found.length !== ids.length) throw notFound(COURSE_SHARE_TEXTS.notShared)
  return found
}

function queryIds(c: Context<GatewayEnv>) {
  const ids = c.req.queries('customerCompanyIds') ?? []
  if (ids.length > 1000 || ids.some((id) => id.length === 0 || id.length > ID_LENGTH_MAX))
    throw invalid([{ field: 'customerCompanyIds', message: 'Invalid customers.' }])
  return ids
}

function paging(query: Record<string, string>) {
  const pageNumber = Number(query.pageNumber ?? 0)
  const pageSize = Number(query.pageSize ?? COURSE_SHARE_PAGE_SIZE)
  if (!Number.isSafeInteger(pageNumber) || pageNumber < 0)
    throw new ApiError(422, 'invalid_page', 'Invalid page.')
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    throw new ApiError(422, 'invalid_page', 'Invalid page size.')
  const actionType = (query.actionType ?? 'copy') as InheritSetting
  if (!INHERIT_SETTINGS.includes(actionType))
    throw invalid([{ field: 'actionType', message: 'Unknown action type.' }])
  const search = String(query.searchText ?? '')
    .trim()
    .slice(0, 255)
    .replace(/[\\%_]/g, (ch) => `\\${ch}`)
  return { pageNumber, pageSize, search, actionType }
}

/** Who the dialog may still add: no share yet (copy), or no delivery running (copy and start). */
function candidatesWhere(partnerId: string, courseId: string, actionType: InheritSetting, search: string) {
  const taken =
    actionType === 'copy'
      ? sql`exists (select 1 from course_shares cs where cs.customer_company_id = "companies"."id" and cs.course_id = ${courseId})`
      : sql`exists (select 1 from course_shares cs join training_campaigns tc on tc.id = cs.campaign_id where cs.customer_company_id = "companies"."id" and cs.course_id = ${courseId} and tc.date_ended is null)`
  return and(
    eq(companies.parentCompanyId, partnerId),
    isNull(companies.disabledAt),
    sql`not ${taken}`,
    search ? ilike(companies.name, `%${search}%`) : undefined,
  )
}

/** The start of a delivery: days as the training form allows them, a start not in the past. */
function deliveryOf(body: ShareBatch) {
  const days = body.daysToComplete
  if (days === undefined || !Number.isInteger(days) || days < 1 || days > TRAINING_DAYS_MAX)
    throw invalid([{ field: 'daysToComplete', message: TRAINING_TEXTS.daysMax }])
  const start = new Date(body.startDate ?? '')
  if (!isReasonableDate(start)) throw invalid([{ field: 'startDate', message: TRAINING_TEXTS.startInvalid }])
  // A day's grace: "today" is the partner's today, whatever the zone.
  if (start.getTime() < Date.now() - DAY_MS)
    throw invalid([{ field: 'startDate', message: TRAINING_TEXTS.startPast }])
  const notificationsEnabled = body.notificationsEnabled ?? false
  const subject = (body.subject ?? '').trim()
  const message = (body.message ?? '').trim()
  if (notificationsEnabled && (!subject || !message))
    throw invalid([
      ...(subject ? [] : [{ field: 'subject', message: TRAINING_TEXTS.required }]),
      ...(message ? [] : [{ field: 'message', message: TRAINING_TEXTS.required }]),
    ])
  return { start, days, notificationsEnabled, subject, message }
}

/** The customers a share or start may reach: every one named is the partner's, live and boosted. */
async function reachable(db: Database, partnerId: string, body: ShareBatch) {
  const wanted = body.isAllCustomers ? null : [...new Set(body.customerCompanyIds)]
  if (wanted?.length === 0)
    throw invalid([{ field: 'customerCompanyIds', message: COURSE_SHARE_TEXTS.addCustomers }])
  const found = await directCustomers(db, partnerId, wanted)
  if (wanted && found.length !== wanted.length) throw notFound('Customer not found')
  const notBoosted = found.filter((company) => !company.hasBoost)
  if (wanted && notBoosted.length > 0)
    throw invalid(
      notBoosted.map((company) => ({
        field: 'customerCompanyIds',
        message: `${company.name}: ${COURSE_SHARE_TEXTS.notBoosted}`,
      })),
    )
  return found.filter((company) => company.hasBoost)
}

export function courseSharingRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get('/course/:companyId/companies_with_shared_trainings/:courseId', guard, async (c) => {
    const { partner, course } = await sharingPartner(c)
    return c.json({
      companies: await courseCustomers(c.var.deps.db, partner.id, course),
      courseVersion: course.version,
      isSpecial: course.isSpecial,
    })
  })

  app.get('/course/:companyId/companies_without_shared_training/:courseId', guard, async (c) => {
    const { partner, course } = await sharingPartner(c)
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

  app.post('/course/company/:companyId/share/:courseId/batch', guard, async (c) => {
    const body = await readBody(c, ShareBatch)
    const { partner, course } = await sharingPartner(c)
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

  app.post('/course/company/:companyId/start/:courseId/batch', guard, async (c) => {
    const body = await readBody(c, ShareBatch)
    const delivery = deliveryOf(body)
    const { partner, course } = await sharingPartner(c)
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

  app.patch('/campaign/company/:companyId/end/by_course/:courseId/batch', guard, async (c) => {
    const ids = queryIds(c)
    const { partner, course } = await sharingPartner(c)
    const shares = await namedShares(c, partner.id, course, { ids, all: false })
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

  app.delete('/course/company/:companyId/unshare/:courseId/batch', guard, async (c) => {
    const ids = queryIds(c)
    const { partner, course } = await sharingPartner(c)
    if (course.isSpecial) throw new ApiError(409, 'special_course', COURSE_SHARE_TEXTS.special)
    const shares = await namedShares(c, partner.id, course, { ids, all: false })
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
  app.post('/course/company/:companyId/resync/:courseId/batch', guard, async (c) => {
    const body = await readBody(c, ResyncBatch)
    const { partner, course } = await sharingPartner(c)
    const shares = await namedShares(c, partner.id, course, {
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
