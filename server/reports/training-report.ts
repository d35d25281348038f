import { and, eq, gte, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import { learnerChart } from '../../src/domain/report-charts'
import { rangeLabel } from '../../src/domain/report-range'
import {
  TRAINING_REPORT_CSV_FIELDS,
  TRAINING_REPORT_QUERY,
  TRAINING_REPORT_STATUSES,
  TRAINING_REPORT_STATUS_LABELS,
  TRAINING_REPORT_TEXTS,
  percentOf,
  type TrainingReportKind,
  type TrainingReportRow,
  type TrainingReportStatistics,
} from '../../src/domain/training-report'
import type { Database } from '../db/open'
import { courses, quizAnswers, trainingCampaigns, userTasks } from '../db/schema'
import { invalid } from '../errors'
import { companyHeading, type ReportDocument } from './document'
import { reportPaging, searchPattern, sortRows } from './query'
import { rangeOf } from './range'
import { checkedCourseIds } from './course-filter'

// The training and gaming reports (ours beside 002 §7's training/dashboard and gaming/dashboard):
// training|gaming/campaigns/report (paged JSON, or every row as CSV or PDF by Accept),
// training|gaming/campaigns/statistics and lists/courses. A campaign is in the period when it ran during any of
// it; its learners' progress is counted from their tasks at the moment of the call, or from its stored summary
// when it was recorded without per-learner rows.

export async function chosenCampaigns(
  db: Database,
  companyId: string,
  kind: TrainingReportKind,
  params: URLSearchParams,
) {
  const range = rangeOf(params)
  const statuses = params.getAll('statuses')
  if (statuses.some((status) => !(TRAINING_REPORT_STATUSES as readonly string[]).includes(status)))
    throw invalid([{ field: 'statuses', message: 'Unknown status.' }])
  const courseIds = await checkedCourseIds(db, companyId, params, TRAINING_REPORT_TEXTS.unknownCourse)
  const search = searchPattern(params)
  const t = trainingCampaigns
  const list = await db
    .select({
      id: t.id,
      name: t.name,
      courseName: courses.name,
      status: t.status,
      daysToComplete: t.daysToComplete,
      startDate: t.startDate,
      dateEnded: t.dateEnded,
      progress: t.progress,
    })
    .from(t)
    .innerJoin(courses, eq(courses.id, t.courseId))
    .where(
      and(
        eq(t.companyId, companyId),
        eq(t.isGaming, kind === 'gaming'),
        lt(t.startDate, range.end),
        or(isNull(t.dateEnded), gte(t.dateEnded, range.start)),
        statuses.length === 1 ? eq(t.status, statuses[0]!) : undefined,
        courseIds.length ? inArray(t.courseId, courseIds) : undefined,
        search ? ilike(t.name, `%${search}%`) : undefined,
      ),
    )
  return { list, range, statuses, courseIds, search: params.get('search') ?? '' }
}

export async function reportRows(db: Database, list: Awaited<ReturnType<typeof chosenCampaigns>>['list']) {
  if (list.length === 0) return []
  const now = sql`${new Date().toISOString()}::timestamptz`
  const ids = list.map((campaign) => campaign.id)
  const answers = await db
    .select({
      id: quizAnswers.campaignId,
      answered: sql<number>`count(*)`.mapWith(Number),
      correct: sql<number>`count(*) filter (where ${quizAnswers.correct})`.mapWith(Number),
    })
    .from(quizAnswers)
    .where(inArray(quizAnswers.campaignId, ids))
    .groupBy(quizAnswers.campaignId)
  const scoreOf = new Map(answers.map((row) => [row.id, Math.round((row.correct / row.answered) * 100)]))
  const counts = await db
    .select({
      id: userTasks.sourceId,
      total: sql<number>`count(*)`.mapWith(Number),
      completed: sql<number>`count(*) filter (where ${userTasks.status} = 'completed')`.mapWith(Number),
      overdue:
        sql<number>`count(*) filter (where ${userTasks.status} <> 'completed' and ${userTasks.dueAt} < ${now})`.mapWith(
          Number,
        ),
      inProgress:
        sql<number>`count(*) filter (where ${userTasks.status} = 'in_progress' and not coalesce(${userTasks.dueAt} < ${now}, false))`.mapWith(
          Number,
        ),
    })
    .from(userTasks)
    .where(inArray(userTasks.sourceId, ids))
    .groupBy(userTasks.sourceId)
  return list.map((campaign): TrainingReportRow => {
    const live = counts.find((row) => row.id === campaign.id)
    const stored = campaign.progress
    const figures = live
      ? {
          total: live.total,
          completed: live.completed,
          inProgress: live.inProgress,
          overdue: live.overdue,
          notStarted: live.total - live.completed - live.inProgress - live.overdue,
        }
      : {
          total: stored.completed + stored.inProgress + stored.notStarted + stored.overdue,
          ...stored,
        }
    return {
      id: campaign.id,
      name: campaign.name,
      courseName: campaign.courseName,
      status: campaign.status,
      ...figures,
      score: scoreOf.get(campaign.id) ?? null,
      daysToComplete: campaign.daysToComplete,
      startedAt: campaign.startDate.toISOString(),
      archivedAt: campaign.dateEnded?.toISOString() ?? null,
    }
  })
}

export function statisticsOf(
  rows: TrainingReportRow[],
  range: { from: string; to: string },
): TrainingReportStatistics {
  const sum = (key: 'total' | 'completed' | 'inProgress' | 'notStarted' | 'overdue') =>
    rows.reduce((total, row) => total + row[key], 0)
  return {
    campaigns: rows.length,
    assigned: sum('total'),
    completed: sum('completed'),
    inProgress: sum('inProgress'),
    notStarted: sum('notStarted'),
    overdue: sum('overdue'),
    completionPercentage: percentOf(sum('completed'), sum('total')),
    from: range.from,
    to: range.to,
  }
}

const statusLabel = (status: string) => TRAINING_REPORT_STATUS_LABELS[status as 'running'] ?? status

/** The figures of a period's campaigns (the reports hub's headline). */
export async function trainingStatistics(
  db: Database,
  companyId: string,
  kind: TrainingReportKind,
  params: URLSearchParams,
) {
  const chosen = await chosenCampaigns(db, companyId, kind, params)
  return statisticsOf(await reportRows(db, chosen.list), chosen.range)
}

/** The report as a document (CSV, PDF, the scheduled mail): every campaign under the query, with its figures. */
export async function trainingReportDocument(
  db: Database,
  companyId: string,
  kind: TrainingReportKind,
  params: URLSearchParams,
): Promise<ReportDocument> {
  const { orderBy, order } = reportPaging(params, TRAINING_REPORT_QUERY)
  const chosen = await chosenCampaigns(db, companyId, kind, params)
  const rows = sortRows(await reportRows(db, chosen.list), orderBy, order)
  const stats = statisticsOf(rows, chosen.range)
  const texts = TRAINING_REPORT_TEXTS[kind]
  return {
    ...(await companyHeading(db, companyId)),
    title: texts.title,
    fileName: texts.file,
    scope: [
      ['Period', rangeLabel(chosen.range)],
      ['Status', chosen.statuses.length ? chosen.statuses.map(statusLabel).join(', ') : 'All'],
      ...(chosen.courseIds.length
        ? ([['Courses', [...new Set(rows.map((row) => row.courseName))].join(', ') || '—']] as [
            string,
            string,
          ][])
        : []),
      ...(chosen.search ? ([['Search', chosen.search]] as [string, string][]) : []),
    ],
    figures: [
      ['Campaigns', String(stats.campaigns)],
      ['Learners', String(stats.assigned)],
      ['Completed', `${stats.completed} (${stats.completionPercentage}%)`],
      ['In progress', String(stats.inProgress)],
      ['Not started', String(stats.notStarted)],
      ['Overdue', String(stats.overdue)],
    ],
    chart: { title: 'Learners by status', slices: learnerChart(stats).slices },
    columns: [...TRAINING_REPORT_CSV_FIELDS],
    rows: rows.map((row) => [
      row.name,
      row.courseName,
      statusLabel(row.status),
      row.total,
      row.completed,
      row.inProgress,
      row.notStarted,
      row.overdue,
      percentOf(row.completed, row.total),
      row.score ?? '',
      row.daysToComplete,
      row.startedAt.slice(0, 10),
      row.archivedAt?.slice(0, 10) ?? '',
    ]),
  }
}
