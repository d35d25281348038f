import { DIRECTORY_IDS_MAX, SELECTED_USERS_MAX, idList } from '../../src/domain/request-limits'
import { and, count, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm'
import { array, boolean, enums, nullable, number, object, size, string } from 'superstruct'
import {
  CAMPAIGN_TEXTS,
  isTimeZone,
  payloadProblems,
  USERS_TYPES,
  type CampaignCard,
  type CreateCampaignPayload,
} from '../../src/domain/exercise-campaign'
import type { Database } from '../db/open'
import { companies, exerciseAnswers, phishingCampaigns, phishingPacks, phishingTemplates } from '../db/schema'
import { ApiError, invalid } from '../errors'
import { checkOwnIds, learnersFor, scheduleLearners, type Learner } from './learners'
import { campaignTotals } from './totals'

// Phishing exercise campaigns (002 §7 "Phishing exercise"): the Active and Archived lists with each card's
// counts and statistics computed from stored assignments and answers, one campaign, create (every learner gets
// an assignment with their own delivery and due time), the launch plan shown before Launch, archive (one way),
// delete (archived only), and the learner counts the wizard's Settings step shows.

export const CreateBody = object({
  name: string(),
  startedAt: nullable(string()),
  daysToComplete: number(),
  notification: object({ isEnabled: boolean(), message: string(), subject: string() }),
  selectedDepartmentsIds: idList(DIRECTORY_IDS_MAX),
  selectedGroupsIds: idList(DIRECTORY_IDS_MAX),
  selectedUsersIds: idList(SELECTED_USERS_MAX),
  usersType: enums(USERS_TYPES),
  packId: nullable(string()),
  templates: size(array(object({ orderNumber: number(), templateId: string() })), 0, 100),
  timeZone: string(),
})
export const UpdateBody = object({
  name: string(),
  daysToComplete: number(),
  notification: object({ isEnabled: boolean(), message: string(), subject: string() }),
  selectedDepartmentsIds: idList(DIRECTORY_IDS_MAX),
  selectedGroupsIds: idList(DIRECTORY_IDS_MAX),
  selectedUsersIds: idList(SELECTED_USERS_MAX),
})
const MAX_PAGE_SIZE = 100

export function paging(query: Record<string, string>) {
  const pageNumber = Number(query.pageNumber ?? 0)
  const pageSize = Number(query.pageSize ?? 10)
  if (!Number.isSafeInteger(pageNumber) || pageNumber < 0)
    throw new ApiError(422, 'invalid_page', 'Invalid page.')
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    throw new ApiError(422, 'invalid_page', 'Invalid page size.')
  return { pageNumber, pageSize }
}

export const ownCampaign = (companyId: string, campaignId: string) =>
  and(eq(phishingCampaigns.companyId, companyId), eq(phishingCampaigns.id, campaignId))

async function suspended(db: Database, companyId: string) {
  const [company] = await db
    .select({ hasBoost: companies.hasBoost, trialStatus: companies.trialStatus })
    .from(companies)
    .where(eq(companies.id, companyId))
  return !!company && !company.hasBoost && company.trialStatus === 'expired'
}

type CampaignRow = typeof phishingCampaigns.$inferSelect

/** The cards of a list page: stored settings plus counts and statistics from the learners' answers. */
export async function campaignCards(db: Database, companyId: string, rows: CampaignRow[], now: Date) {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const packIds = [...new Set(rows.flatMap((row) => (row.packId ? [row.packId] : [])))]
  const [totals, packs, answers, isSuspended] = await Promise.all([
    campaignTotals(
      db,
      rows.map((row) => ({ id: row.id, templates: row.templateIds.length })),
      now,
    ),
    packIds.length ? db.select().from(phishingPacks).where(inArray(phishingPacks.id, packIds)) : [],
    db
      .select({ campaignId: exerciseAnswers.campaignId, answer: exerciseAnswers.answer, n: count() })
      .from(exerciseAnswers)
      .where(inArray(exerciseAnswers.campaignId, ids))
      .groupBy(exerciseAnswers.campaignId, exerciseAnswers.answer),
    suspended(db, companyId),
  ])
  return rows.map((row): CampaignCard => {
    const total = totals.get(row.id)!
    const pack = packs.find((p) => p.id === row.packId)
    const answered = (label: string) =>
      answers.filter((a) => a.campaignId === row.id && a.answer === label).reduce((sum, a) => sum + a.n, 0)
    const status =
      row.archivedAt !== null
        ? 'ended'
        : row.startedAt > now
          ? 'queued'
          : isSuspended
            ? 'SUSPENDED'
            : 'ongoing'
    return {
      id: row.id,
      name: row.name,
      status,
      startedAt: row.startedAt.toISOString(),
      archivedAt: row.archivedAt?.toISOString() ?? null,
      score: row.isOldVersion ? row.score : total.score,
      usersType: row.usersType as CampaignCard['usersType'],
      daysToComplete: row.daysToComplete,
      templates: row.templateIds.length,
      pack: pack ? { name: pack.name, thumbnail: pack.thumbnail } : null,
      assignments: row.isOldVersion ? row.assignments : total.counts,
      currentRound: {
        usersCount: row.isOldVersion ? row.assignments.total : total.counts.total,
        templatesCount: row.templateIds.length,
        statistic: {
          sent: total.delivered * row.templateIds.length,
          phishedReported: answered('REPORT_PHISHING'),
          phishedUnreported: answered('LOOKS_LEGIT'),
          openedReported: answered('CALL_AND_VERIFY') + answered('CHECK_OFFICIAL_APP'),
        },
      },
      isNotificationEnabled: row.isNotificationEnabled,
      notificationSubject: row.notificationSubject,
      notificationMessage: row.notificationMessage,
      selectedDepartments: row.selectedDepartments,
      selectedGroups: row.selectedGroups,
      learners: row.selectedUsers,
      isOldVersion: row.isOldVersion,
    }
  })
}

/** Every template of a pack, or the chosen ones in order; missing, deleted or foreign ones are named. */
/** A page of the active or archived campaigns, newest first, as cards. */
export async function campaignPage(
  db: Database,
  companyId: string,
  page: { archived: boolean; pageNumber: number; pageSize: number },
  now: Date,
) {
  const { archived, pageNumber, pageSize } = page
  const where = and(
    eq(phishingCampaigns.companyId, companyId),
    archived ? isNotNull(phishingCampaigns.archivedAt) : isNull(phishingCampaigns.archivedAt),
  )
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(phishingCampaigns)
      .where(where)
      .orderBy(
        desc(archived ? phishingCampaigns.archivedAt : phishingCampaigns.startedAt),
        desc(phishingCampaigns.id),
      )
      .limit(pageSize)
      .offset(pageNumber * pageSize),
    db.select({ n: count() }).from(phishingCampaigns).where(where),
  ])
  return { items: await campaignCards(db, companyId, rows, now), pageInfo: { totalCount: total?.n ?? 0 } }
}

export async function resolveTemplates(db: Database, companyId: string, payload: CreateCampaignPayload) {
  if (payload.packId) {
    const [pack] = await db.select().from(phishingPacks).where(eq(phishingPacks.id, payload.packId))
    if (!pack) throw invalid([{ field: 'packId', message: 'This template pack is no longer available.' }])
    const rows = await db
      .select({ id: phishingTemplates.id })
      .from(phishingTemplates)
      .where(
        and(
          eq(phishingTemplates.packId, pack.id),
          or(isNull(phishingTemplates.companyId), eq(phishingTemplates.companyId, companyId)),
        ),
      )
      .orderBy(phishingTemplates.name)
    if (rows.length === 0)
      throw invalid([{ field: 'packId', message: 'This template pack has no templates.' }])
    return rows.map((row) => row.id)
  }
  const ids = [...payload.templates].sort((a, b) => a.orderNumber - b.orderNumber).map((t) => t.templateId)
  const found = await db
    .select({ id: phishingTemplates.id })
    .from(phishingTemplates)
    .where(
      and(
        inArray(phishingTemplates.id, ids),
        or(isNull(phishingTemplates.companyId), eq(phishingTemplates.companyId, companyId)),
      ),
    )
  const missing = ids.filter((id) => !found.some((row) => row.id === id))
  if (missing.length > 0)
    throw new ApiError(409, 'templates_missing', CAMPAIGN_TEXTS.templatesGone, {
      validationResults: missing.map((id) => ({ field: 'templates', message: id })),
    })
  return ids
}

/** The targeted ids must all belong to the company: nobody assigns another tenant's people. */
export async function checkTargets(db: Database, companyId: string, payload: CreateCampaignPayload) {
  await checkOwnIds(db, companyId, payload.selectedUsersIds, 'selectedUsersIds', 'users')
  await checkOwnIds(db, companyId, payload.selectedDepartmentsIds, 'selectedDepartmentsIds', 'departments')
  await checkOwnIds(db, companyId, payload.selectedGroupsIds, 'selectedGroupsIds', 'groups')
}

export const targetIds = (payload: CreateCampaignPayload) =>
  payload.usersType === 'USERS_SELECTED'
    ? payload.selectedUsersIds
    : payload.usersType === 'USERS_FROM_DEPARTMENTS'
      ? payload.selectedDepartmentsIds
      : payload.usersType === 'USERS_FROM_GROUPS'
        ? payload.selectedGroupsIds
        : []

export async function readPayload(
  db: Database,
  companyId: string,
  payload: CreateCampaignPayload,
  now: Date,
) {
  const problems = payloadProblems(payload, now)
  if (problems.length > 0) throw invalid(problems)
  await checkTargets(db, companyId, payload)
  const learners = await learnersFor(db, companyId, payload.usersType, targetIds(payload))
  if (learners.length === 0) throw invalid([{ field: 'learners', message: CAMPAIGN_TEXTS.noSelectedUsers }])
  return learners
}

export const schedule = (learners: Learner[], payload: CreateCampaignPayload, now: Date) =>
  scheduleLearners(
    learners,
    payload.startedAt,
    payload.daysToComplete,
    isTimeZone(payload.timeZone) ? payload.timeZone : 'UTC',
    now,
  )
