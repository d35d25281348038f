import { and, eq, ilike, isNull, sql } from 'drizzle-orm'
import type { ShareBatch } from '../../src/domain/course-sharing'
import {
  COURSE_SHARE_PAGE_SIZE,
  COURSE_SHARE_TEXTS,
  INHERIT_SETTINGS,
  type InheritSetting,
} from '../../src/domain/course-sharing'
import { ID_LENGTH_MAX, TRAINING_DAYS_MAX, isReasonableDate } from '../../src/domain/request-limits'
import { TRAINING_TEXTS } from '../../src/domain/training-campaign'
import { CUSTOM_TRAINING_TEXTS } from '../../src/domain/custom-training'
import type { CompanyRow } from '../context'
import type { Database } from '../db/open'
import { companies, courses } from '../db/schema'
import { ApiError, forbidden, invalid, notFound } from '../errors'
import { directCustomers, sharesOf, type CourseRecord } from './course-shares'

// Course sharing to customers (001 §4, §7): the customers that have a partner's course, the ones it can still
// reach, share (copy), start deliveries, end them by course, remove (unshare), and ours: update behind copies to
// the partner's version. Only a partner, on its own company, for a course it may share (the platform's, or its
// own custom one; never a game or another's copy), for its own live direct customers; every batch is
// all-or-nothing: one customer that may not take the action refuses the whole request, saying why.

const DAY_MS = 86_400_000
const MAX_PAGE_SIZE = 100

/** The caller's own partner company and a course it may share. */
export async function sharingPartner(db: Database, company: CompanyRow, courseId: string) {
  if (!company.isPartner) throw forbidden('not_a_partner', COURSE_SHARE_TEXTS.notPartner)
  const [course] = await db
    .select()
    .from(courses)
    .where(
      and(
        eq(courses.id, courseId),
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
export function published(course: CourseRecord) {
  if (course.isDraft || course.disabledAt)
    throw new ApiError(409, 'custom_training/not_published', CUSTOM_TRAINING_TEXTS.notPublished)
}

/** The customers named by a batch (ids from the query string or the body), or all that have the course. */
export async function namedShares(
  db: Database,
  partnerId: string,
  course: CourseRecord,
  selection: { ids: string[]; all: boolean },
) {
  const shares = await sharesOf(db, partnerId, course.id)
  if (selection.all) return shares
  const ids = [...new Set(selection.ids)]
  if (ids.length === 0)
    throw invalid([{ field: 'customerCompanyIds', message: COURSE_SHARE_TEXTS.addCustomers }])
  const found = shares.filter((row) => ids.includes(row.company.id))
  // Another partner's company, a missing one and one without the course read the same.
  if (found.length !== ids.length) throw notFound(COURSE_SHARE_TEXTS.notShared)
  return found
}

export function queryIds(ids: string[]) {
  if (ids.length > 1000 || ids.some((id) => id.length === 0 || id.length > ID_LENGTH_MAX))
    throw invalid([{ field: 'customerCompanyIds', message: 'Invalid customers.' }])
  return ids
}

export function paging(query: Record<string, string>) {
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
export function candidatesWhere(
  partnerId: string,
  courseId: string,
  actionType: InheritSetting,
  search: string,
) {
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
export function deliveryOf(body: ShareBatch) {
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
export async function reachable(db: Database, partnerId: string, body: ShareBatch) {
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
