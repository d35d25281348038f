import { and, eq, inArray, sql } from 'drizzle-orm'
import type { TrainingCampaignRow, TrainingProgress } from '../../src/domain/training-campaign'
import type { Database } from '../db/open'
import { courses, departments, groups, trainingCampaigns, userDepartments, userTasks } from '../db/schema'

// Training progress from the learners' tasks, never from a stored tally: completed, in progress, not started,
// and overdue (not completed past its due date), per campaign, per course and per department.

const EMPTY: TrainingProgress = { completed: 0, inProgress: 0, notStarted: 0, overdue: 0 }

// postgres-js does not bind a Date inside raw SQL: the instant goes as ISO text with its type.
const progressColumns = (now: Date, at = sql`${now.toISOString()}::timestamptz`) => ({
  completed: sql<number>`count(*) filter (where ${userTasks.status} = 'completed')`.mapWith(Number),
  inProgress:
    sql<number>`count(*) filter (where ${userTasks.status} = 'in_progress' and (${userTasks.dueAt} is null or ${userTasks.dueAt} >= ${at}))`.mapWith(
      Number,
    ),
  notStarted:
    sql<number>`count(*) filter (where ${userTasks.status} = 'not_started' and (${userTasks.dueAt} is null or ${userTasks.dueAt} >= ${at}))`.mapWith(
      Number,
    ),
  overdue:
    sql<number>`count(*) filter (where ${userTasks.status} <> 'completed' and ${userTasks.dueAt} < ${at})`.mapWith(
      Number,
    ),
})

/** Each campaign's progress, by id. */
export async function campaignProgress(db: Database, campaignIds: string[], now = new Date()) {
  const byId = new Map<string, TrainingProgress>()
  if (campaignIds.length === 0) return byId
  const rows = await db
    .select({ id: userTasks.sourceId, ...progressColumns(now) })
    .from(userTasks)
    .where(inArray(userTasks.sourceId, campaignIds))
    .groupBy(userTasks.sourceId)
  for (const { id, ...progress } of rows) byId.set(id, progress)
  return byId
}

type CampaignRecord = typeof trainingCampaigns.$inferSelect

/** The admin panel's view of campaigns, with their course and live progress. */
export async function campaignRows(db: Database, campaigns: CampaignRecord[], now = new Date()) {
  const progress = await campaignProgress(
    db,
    campaigns.map((campaign) => campaign.id),
    now,
  )
  const courseIds = [...new Set(campaigns.map((campaign) => campaign.courseId))]
  // Who a campaign reaches, by name: "Departments" alone told an admin nothing.
  const departmentIds = [...new Set(campaigns.flatMap((campaign) => campaign.selection.departmentIds))]
  const groupIds = [...new Set(campaigns.flatMap((campaign) => campaign.selection.groupIds))]
  const [departmentNames, groupNames] = await Promise.all([
    departmentIds.length
      ? db
          .select({ id: departments.id, name: departments.name })
          .from(departments)
          .where(inArray(departments.id, departmentIds))
      : Promise.resolve([]),
    groupIds.length
      ? db.select({ id: groups.id, name: groups.name }).from(groups).where(inArray(groups.id, groupIds))
      : Promise.resolve([]),
  ])
  const nameOf = (rows: { id: string; name: string }[]) => (id: string) =>
    rows.find((row) => row.id === id)?.name
  const names = courseIds.length
    ? await db
        .select({ id: courses.id, name: courses.name, thumbnail: courses.thumbnail })
        .from(courses)
        .where(inArray(courses.id, courseIds))
    : []
  return campaigns.map((campaign): TrainingCampaignRow => ({
    id: campaign.id,
    name: campaign.name,
    courseId: campaign.courseId,
    courseName: names.find((row) => row.id === campaign.courseId)?.name ?? '',
    courseImage: names.find((row) => row.id === campaign.courseId)?.thumbnail ?? null,
    status: campaign.dateEnded ? 'ended' : campaign.status,
    startDate: campaign.startDate.toISOString(),
    dateEnded: campaign.dateEnded?.toISOString() ?? null,
    daysToComplete: campaign.daysToComplete,
    assignmentType: campaign.assignmentType as TrainingCampaignRow['assignmentType'],
    departmentIds: campaign.selection.departmentIds,
    groupIds: campaign.selection.groupIds,
    userIds: campaign.selection.userIds,
    // A deleted department or group is left out rather than shown as an id.
    audienceNames: [
      ...campaign.selection.departmentIds.map(nameOf(departmentNames)),
      ...campaign.selection.groupIds.map(nameOf(groupNames)),
    ]
      .filter((name): name is string => name !== undefined)
      .sort((a, b) => a.localeCompare(b)),
    notificationsEnabled: campaign.notificationsEnabled,
    notificationSubject: campaign.notificationSubject,
    notificationMessage: campaign.notificationMessage,
    isGaming: campaign.isGaming,
    attachment: campaign.attachment ?? null,
    source: campaign.source === 'afterFailure' ? 'afterFailure' : 'admin',
    progress: progress.get(campaign.id) ?? EMPTY,
  }))
}

/** A course's statistics in a company: its campaigns, the totals over their learners, and per department. */
export async function courseStatistics(db: Database, companyId: string, courseId: string, now = new Date()) {
  const campaigns = await db
    .select()
    .from(trainingCampaigns)
    .where(and(eq(trainingCampaigns.companyId, companyId), eq(trainingCampaigns.courseId, courseId)))
  const ids = campaigns.map((campaign) => campaign.id)
  const rows = await campaignRows(db, campaigns, now)
  const totals = rows.reduce(
    (sum, row) => ({
      completed: sum.completed + row.progress.completed,
      inProgress: sum.inProgress + row.progress.inProgress,
      notStarted: sum.notStarted + row.progress.notStarted,
      overdue: sum.overdue + row.progress.overdue,
    }),
    EMPTY,
  )
  const perDepartment = ids.length
    ? await db
        .select({ id: departments.id, name: departments.name, ...progressColumns(now) })
        .from(userTasks)
        .leftJoin(userDepartments, eq(userDepartments.userId, userTasks.userId))
        .leftJoin(departments, eq(departments.id, userDepartments.departmentId))
        .where(inArray(userTasks.sourceId, ids))
        .groupBy(departments.id, departments.name)
        .orderBy(departments.name)
    : []
  const sources = (['admin', 'afterFailure'] as const).flatMap((source) => {
    const of = rows.filter((row) => (row.source ?? 'admin') === source)
    if (of.length === 0) return []
    return [
      {
        source,
        progress: of.reduce(
          (sum, row) => ({
            completed: sum.completed + row.progress.completed,
            inProgress: sum.inProgress + row.progress.inProgress,
            notStarted: sum.notStarted + row.progress.notStarted,
            overdue: sum.overdue + row.progress.overdue,
          }),
          EMPTY,
        ),
      },
    ]
  })
  return {
    totals,
    sources,
    departments: perDepartment.map(({ id, name, ...progress }) => ({
      id,
      name: name ?? 'No department',
      progress,
    })),
    campaigns: rows,
  }
}
