import { and, eq, gte, ilike, inArray, lt, sql } from 'drizzle-orm'
import { watchChart } from '../../src/domain/report-charts'
import {
  MONTHLY_VIDEO_CSV_FIELDS,
  MONTHLY_VIDEO_REPORT_QUERY,
  MONTHLY_VIDEO_REPORT_TEXTS,
  type MonthlyVideoRow,
  type MonthlyVideoStatistics,
} from '../../src/domain/monthly-video-report'
import { rangeLabel } from '../../src/domain/report-range'
import { percentOf } from '../../src/domain/training-report'
import type { Database } from '../db/open'
import { monthlyVideoAssignments, monthlyVideos, userTasks } from '../db/schema'
import { invalid } from '../errors'
import { companyHeading, type ReportDocument } from './document'
import { reportPaging, searchPattern, sortRows } from './query'
import { rangeOf } from './range'

// The monthly video report (002 §7: monthly_video/report — paged JSON, or every row as CSV or PDF by Accept —
// monthly_video/statistics, lists/monthly_videos): the videos given to the company in the period, each with its
// learners' tasks counted at the moment of the call.

export async function reportRows(db: Database, companyId: string, params: URLSearchParams) {
  const range = rangeOf(params)
  const videoIds = params.getAll('videoIds')
  if (videoIds.length > 100)
    throw invalid([{ field: 'videoIds', message: MONTHLY_VIDEO_REPORT_TEXTS.unknownVideo }])
  if (videoIds.length > 0) {
    const known = await db
      .selectDistinct({ id: monthlyVideoAssignments.videoId })
      .from(monthlyVideoAssignments)
      .where(
        and(
          eq(monthlyVideoAssignments.companyId, companyId),
          inArray(monthlyVideoAssignments.videoId, videoIds),
        ),
      )
    if (known.length !== new Set(videoIds).size)
      throw invalid([{ field: 'videoIds', message: MONTHLY_VIDEO_REPORT_TEXTS.unknownVideo }])
  }
  const search = searchPattern(params)
  const a = monthlyVideoAssignments
  const now = sql`${new Date().toISOString()}::timestamptz`
  const rows = await db
    .select({
      id: a.id,
      month: a.month,
      title: monthlyVideos.title,
      assignedAt: a.assignedAt,
      dueAt: a.dueAt,
      assigned: sql<number>`count(${userTasks.id})`.mapWith(Number),
      watched: sql<number>`count(*) filter (where ${userTasks.status} = 'completed')`.mapWith(Number),
      overdue:
        sql<number>`count(*) filter (where ${userTasks.status} <> 'completed' and ${userTasks.dueAt} < ${now})`.mapWith(
          Number,
        ),
    })
    .from(a)
    .innerJoin(monthlyVideos, eq(monthlyVideos.id, a.videoId))
    .leftJoin(userTasks, and(eq(userTasks.sourceId, a.id), eq(userTasks.kind, 'monthlyVideo')))
    .where(
      and(
        eq(a.companyId, companyId),
        gte(a.assignedAt, range.start),
        lt(a.assignedAt, range.end),
        videoIds.length ? inArray(a.videoId, videoIds) : undefined,
        search ? ilike(monthlyVideos.title, `%${search}%`) : undefined,
      ),
    )
    .groupBy(a.id, monthlyVideos.title)
  const list = rows.map((row): MonthlyVideoRow => ({
    id: row.id,
    month: row.month,
    title: row.title,
    assigned: row.assigned,
    watched: row.watched,
    overdue: row.overdue,
    notWatched: row.assigned - row.watched - row.overdue,
    assignedAt: row.assignedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
  }))
  return { list, range, search: params.get('search') ?? '', filtered: videoIds.length > 0 }
}

export function statisticsOf(rows: MonthlyVideoRow[]): MonthlyVideoStatistics {
  const sum = (key: 'assigned' | 'watched' | 'notWatched' | 'overdue') =>
    rows.reduce((total, row) => total + row[key], 0)
  return {
    videos: rows.length,
    assigned: sum('assigned'),
    watched: sum('watched'),
    notWatched: sum('notWatched'),
    overdue: sum('overdue'),
    watchedPercentage: percentOf(sum('watched'), sum('assigned')),
  }
}

export async function monthlyVideoReportDocument(
  db: Database,
  companyId: string,
  params: URLSearchParams,
): Promise<ReportDocument> {
  const { orderBy, order } = reportPaging(params, MONTHLY_VIDEO_REPORT_QUERY)
  const chosen = await reportRows(db, companyId, params)
  const rows = sortRows(chosen.list, orderBy, order)
  const stats = statisticsOf(rows)
  return {
    ...(await companyHeading(db, companyId)),
    title: MONTHLY_VIDEO_REPORT_TEXTS.title,
    fileName: 'monthly-video-report',
    scope: [
      ['Period', rangeLabel(chosen.range)],
      ...(chosen.filtered
        ? ([['Videos', rows.map((row) => row.title).join(', ') || '—']] as [string, string][])
        : []),
      ...(chosen.search ? ([['Search', chosen.search]] as [string, string][]) : []),
    ],
    figures: [
      ['Videos', String(stats.videos)],
      ['Learners', String(stats.assigned)],
      ['Watched', `${stats.watched} (${stats.watchedPercentage}%)`],
      ['Not watched', String(stats.notWatched)],
      ['Overdue', String(stats.overdue)],
    ],
    chart: { title: 'Learners by status', slices: watchChart(stats).slices },
    columns: [...MONTHLY_VIDEO_CSV_FIELDS],
    rows: rows.map((row) => [
      row.month,
      row.title,
      row.assigned,
      row.watched,
      row.notWatched,
      row.overdue,
      percentOf(row.watched, row.assigned),
      row.assignedAt.slice(0, 10),
      row.dueAt.slice(0, 10),
    ]),
  }
}
