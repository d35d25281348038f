import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import { type Context } from 'hono'
import { integer, object, optional, size, string, enums } from 'superstruct'
import { TRAINING_DAYS_MAX, isReasonableDate } from '../../src/domain/request-limits'
import { CampaignInfo, TRAINING_TEXTS, TRAINING_USERS_TYPE } from '../../src/domain/training-campaign'
import type { GatewayEnv } from '../context'
import { courses, departments, groups, trainingCampaigns, users } from '../db/schema'
import { invalid, notFound } from '../errors'
import { checkedAttachment } from './attachments'
import { ownsAll } from '../users/owned-ids'

// Training campaigns (000 §3 campaign info, §7 campaign calls): started for all users, departments, groups or
// selected learners, updated, ended, deleted; the admin panel's list split into normal and gaming, and the
// completed / not-started learners of one campaign, paged and searched.

export const DAY_MS = 86_400_000

export const USERS_TYPE = TRAINING_USERS_TYPE

export const Body = object({ companyId: optional(string()), campaignInfo: CampaignInfo })

/** The gateway checks what the form checks: days, start date, and a selection that is the company's own. */
export async function checkedInfo(c: Context<GatewayEnv>, info: CampaignInfo, startEditable: boolean) {
  const companyId = c.req.param('companyId')!
  const days = info.days_to_complete
  if (!Number.isInteger(days) || days < 1 || days > TRAINING_DAYS_MAX)
    throw invalid([{ field: 'days_to_complete', message: TRAINING_TEXTS.daysMax }])
  const start = new Date(info.start_date)
  if (startEditable) {
    if (!isReasonableDate(start))
      throw invalid([{ field: 'start_date', message: TRAINING_TEXTS.startInvalid }])
    // A day's grace: "today" is the admin's today, whatever the zone.
    if (start.getTime() < Date.now() - DAY_MS)
      throw invalid([{ field: 'start_date', message: TRAINING_TEXTS.startPast }])
  }
  const { db } = c.var.deps
  const departmentIds = info.campaign_assignment_type === 'DEPARTMENTS' ? (info.user_departments ?? []) : []
  const groupIds = info.campaign_assignment_type === 'GROUPS' ? (info.selectedGroups ?? []) : []
  const userIds = info.campaign_assignment_type === 'SELECTED_USERS' ? (info.selectedUsers ?? []) : []
  const selection = { departmentIds, groupIds, userIds }
  const chosen = departmentIds.length + groupIds.length + userIds.length
  if (info.campaign_assignment_type !== 'ALL_USERS' && chosen === 0)
    throw invalid([{ field: 'campaign_assignment_type', message: TRAINING_TEXTS.atLeastOne }])
  const own = (table: typeof departments | typeof groups, ids: string[]) => ownsAll(db, table, companyId, ids)
  const ownUsers =
    userIds.length === 0 ||
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, companyId), inArray(users.id, userIds)))
    ).length === new Set(userIds).size
  if (!(await own(departments, departmentIds)) || !(await own(groups, groupIds)) || !ownUsers)
    throw notFound('Some of the chosen departments, groups or users are not in this company.')
  const [course] = await db
    .select({ id: courses.id, isGaming: courses.isGaming })
    .from(courses)
    .where(
      and(
        eq(courses.id, info.courseId),
        or(isNull(courses.customTrainingCompanyId), eq(courses.customTrainingCompanyId, companyId)),
        eq(courses.isDraft, false),
        isNull(courses.disabledAt),
      ),
    )
  if (!course) throw notFound('Course not found')
  const attachment = await checkedAttachment(db, companyId, info.attachment)
  return { companyId, start, selection, course, attachment }
}

export async function ownCampaign(c: Context<GatewayEnv>, campaignId: string) {
  const [campaign] = await c.var.deps.db
    .select()
    .from(trainingCampaigns)
    .where(
      and(eq(trainingCampaigns.id, campaignId), eq(trainingCampaigns.companyId, c.req.param('companyId')!)),
    )
  if (!campaign) throw notFound('Training not found')
  return campaign
}

export const ListBody = object({
  limitPerPage: optional(size(integer(), 1, 100)),
  page: optional(size(integer(), 0, 100_000)),
  order: optional(enums(['ASC', 'DESC', 'asc', 'desc'])),
  orderBy: optional(enums(['name', 'email', 'completedAt', 'dueAt'])),
  search: optional(size(string(), 0, 255)),
})
