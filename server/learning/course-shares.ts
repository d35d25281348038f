import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { CourseCustomer, ShareStage } from '../../src/domain/course-sharing'
import type { Database } from '../db/open'
import { companies, courses, courseShares, trainingCampaigns } from '../db/schema'
import { learnersFor } from '../exercise/learners'
import { enrol } from '../users/enrolment'
import { campaignProgress } from './progress'

// What sharing a course does in the customer's company (001 §3, §4; issue 27 ★ versioned sharing): a custom
// course is copied into it (a course of its own, the library's Shared category, holding the partner's version);
// a platform course is read as it is. A delivery is a training campaign there, to all its users. Updating a
// copy rewrites its outline in place, so the copy's id — and every learner's task under its campaigns — stays.

type Db = Pick<Database, 'select' | 'insert' | 'update'>
export type CourseRecord = typeof courses.$inferSelect
type ShareRecord = typeof courseShares.$inferSelect
type CampaignRecord = typeof trainingCampaigns.$inferSelect

/** A custom course is copied; the platform's own are read as they are. */
export const isCopied = (course: CourseRecord) => course.customTrainingCompanyId !== null

const outlineOf = (course: CourseRecord) => ({
  name: course.name,
  description: course.description,
  courseType: course.courseType,
  language: course.language,
  languages: course.languages,
  thumbnail: course.thumbnail,
  sections: course.sections,
  totalChapters: course.totalChapters,
  totalQuizzes: course.totalQuizzes,
  totalTimeInMinutes: course.totalTimeInMinutes,
  sharedVersion: course.version,
})

export async function copyInto(db: Db, course: CourseRecord, customerId: string): Promise<string> {
  const id = `crs_shr_${randomUUID()}`
  await db.insert(courses).values({
    id,
    ...outlineOf(course),
    customTrainingCompanyId: customerId,
    category: 'Shared',
    tags: [],
    sortOrder: course.sortOrder,
    sharedFromCourseId: course.id,
  })
  return id
}

/** The customer's copy brought to the partner's version: same id, so its deliveries and progress stay. */
export async function updateCopy(db: Db, course: CourseRecord, copyId: string) {
  await db.update(courses).set(outlineOf(course)).where(eq(courses.id, copyId))
}

export async function startDelivery(
  db: Db & Pick<Database, 'delete'>,
  options: {
    /** A seeded delivery names its own; a partner's gets a fresh one. */
    id?: string
    customerId: string
    courseId: string
    name: string
    startDate: Date
    daysToComplete: number
    notificationsEnabled: boolean
    subject: string
    message: string
  },
) {
  const [campaign] = await db
    .insert(trainingCampaigns)
    .values({
      id: options.id ?? `cmp_trn_${randomUUID()}`,
      companyId: options.customerId,
      courseId: options.courseId,
      name: options.name,
      startDate: options.startDate,
      daysToComplete: options.daysToComplete,
      assignmentType: 'ALL_USERS',
      status: 'running',
      notificationsEnabled: options.notificationsEnabled,
      notificationSubject: options.notificationsEnabled ? options.subject : '',
      notificationMessage: options.notificationsEnabled ? options.message : '',
      progress: { completed: 0, inProgress: 0, notStarted: 0, overdue: 0 },
      source: 'partner',
    })
    .returning()
  const learners = await learnersFor(db as Database, options.customerId, 'USERS_ALL', [])
  await enrol(
    db as Database,
    campaign!,
    learners.map((learner) => learner.id),
  )
  return campaign!
}

export const isRunning = (campaign: CampaignRecord | null | undefined) =>
  campaign !== null && campaign !== undefined && campaign.dateEnded === null

function stageOf(share: ShareRecord, campaign: CampaignRecord | undefined, now: Date): ShareStage {
  if (campaign) {
    if (campaign.dateEnded) return 'ended'
    return campaign.startDate.getTime() > now.getTime() ? 'scheduled' : 'started'
  }
  return share.copyCourseId ? 'copied' : 'shared'
}

/** The shares of one course with their customers, copies and latest deliveries. */
export async function sharesOf(db: Database, partnerId: string, courseId: string) {
  const rows = await db
    .select({ share: courseShares, company: companies, copy: courses })
    .from(courseShares)
    .innerJoin(companies, eq(companies.id, courseShares.customerCompanyId))
    .leftJoin(courses, eq(courses.id, courseShares.copyCourseId))
    .where(and(eq(courseShares.partnerCompanyId, partnerId), eq(courseShares.courseId, courseId)))
    .orderBy(companies.name, companies.id)
  const campaignIds = rows.flatMap((row) => (row.share.campaignId ? [row.share.campaignId] : []))
  const campaigns = campaignIds.length
    ? await db.select().from(trainingCampaigns).where(inArray(trainingCampaigns.id, campaignIds))
    : []
  return rows.map((row) => ({
    ...row,
    campaign: campaigns.find((campaign) => campaign.id === row.share.campaignId),
  }))
}

export async function courseCustomers(
  db: Database,
  partnerId: string,
  course: CourseRecord,
  now = new Date(),
): Promise<CourseCustomer[]> {
  const shares = await sharesOf(db, partnerId, course.id)
  const progress = await campaignProgress(
    db,
    shares.flatMap((row) => (row.campaign ? [row.campaign.id] : [])),
    now,
  )
  return shares.map(({ share, company, copy, campaign }) => {
    const p = campaign ? progress.get(campaign.id) : undefined
    const learners = p ? p.completed + p.inProgress + p.notStarted + p.overdue : 0
    const copiedVersion = copy?.sharedVersion ?? null
    return {
      companyId: company.id,
      companyName: company.name,
      progress: p && learners > 0 ? Math.round((100 * p.completed) / learners) : 0,
      // 001 §4 decides the actions by the start date: only a delivery still running has one.
      startDate: campaign && !campaign.dateEnded ? campaign.startDate.toISOString() : null,
      receivedDate: share.sharedAt.toISOString(),
      stage: stageOf(share, campaign, now),
      copiedVersion,
      updateAvailable: copiedVersion !== null && copiedVersion < course.version,
    }
  })
}

/** The partner's direct customers, live, among `ids` (all of them when null). */
export async function directCustomers(db: Database, partnerId: string, ids: string[] | null) {
  return db
    .select()
    .from(companies)
    .where(
      and(
        eq(companies.parentCompanyId, partnerId),
        isNull(companies.disabledAt),
        ids ? inArray(companies.id, ids) : undefined,
      ),
    )
}
