import { learnerChart } from '../../src/domain/report-charts'
import { and, eq, gte, ilike, inArray, isNotNull, isNull, lt } from 'drizzle-orm'
import {
  EXERCISE_SUMMARY_CSV_FIELDS,
  EXERCISE_SUMMARY_QUERY,
  EXERCISE_SUMMARY_STATUSES,
  EXERCISE_SUMMARY_STATUS_LABELS,
  EXERCISE_SUMMARY_TEXTS,
  type ExerciseSummaryRow,
  type ExerciseSummaryStatistics,
} from '../../src/domain/exercise-summary-report'
import { rangeLabel } from '../../src/domain/report-range'
import type { Database } from '../db/open'
import { phishingCampaigns } from '../db/schema'
import { invalid } from '../errors'
import { campaignTotals } from '../exercise/totals'
import { companyHeading, type ReportDocument } from './document'
import { reportPaging, searchPattern, sortRows } from './query'
import { rangeOf } from './range'

// The phishing exercise report across campaigns (002 §7 "Exercise report": campaigns/summary — paged JSON, or
// every row as CSV or PDF by Accept, or as `{ data }` text with isCsv — campaigns/report/statistics,
// campaigns/filter/campaigns): the campaigns started in the period, each counted from its learners' assignments
// at the moment of the call (the stored totals for an old-version campaign without them).

const statusOf = (campaign: { archivedAt: Date | null }) => (campaign.archivedAt ? 'archived' : 'active')

export async function summaryRows(db: Database, companyId: string, params: URLSearchParams) {
  const range = rangeOf(params)
  const statuses = params.getAll('status')
  if (statuses.some((status) => !(EXERCISE_SUMMARY_STATUSES as readonly string[]).includes(status)))
    throw invalid([{ field: 'status', message: 'Unknown status.' }])
  const campaignIds = params.getAll('campaignIds')
  if (campaignIds.length > 100)
    throw invalid([{ field: 'campaignIds', message: EXERCISE_SUMMARY_TEXTS.unknownCampaign }])
  const p = phishingCampaigns
  if (campaignIds.length > 0) {
    const known = await db
      .select({ id: p.id })
      .from(p)
      .where(and(eq(p.companyId, companyId), inArray(p.id, campaignIds)))
    // Another company's campaign and a missing one read the same.
    if (known.length !== new Set(campaignIds).size)
      throw invalid([{ field: 'campaignIds', message: EXERCISE_SUMMARY_TEXTS.unknownCampaign }])
  }
  const search = searchPattern(new URLSearchParams({ search: params.get('searchText') ?? '' }))
  const list = await db
    .select()
    .from(p)
    .where(
      and(
        eq(p.companyId, companyId),
        gte(p.startedAt, range.start),
        lt(p.startedAt, range.end),
        statuses.length === 1
          ? statuses[0] === 'archived'
            ? isNotNull(p.archivedAt)
            : isNull(p.archivedAt)
          : undefined,
        campaignIds.length ? inArray(p.id, campaignIds) : undefined,
        search ? ilike(p.name, `%${search}%`) : undefined,
      ),
    )
  const totals = await campaignTotals(
    db,
    list.map((campaign) => ({ id: campaign.id, templates: campaign.templateIds.length })),
    new Date(),
  )
  const rows = list.map((campaign): ExerciseSummaryRow => {
    const live = totals.get(campaign.id)
    const counts = live && live.counts.total > 0 ? live.counts : campaign.assignments
    return {
      id: campaign.id,
      name: campaign.name,
      status: statusOf(campaign),
      startedAt: campaign.startedAt.toISOString(),
      total: counts.total,
      completed: counts.completed,
      inProgress: counts.inProgress,
      notStarted: counts.notStarted,
      overdue: counts.overdue,
      score: live && live.counts.total > 0 ? live.score : campaign.score,
    }
  })
  return { rows, range, statuses, search: params.get('searchText') ?? '' }
}

export function statisticsOf(rows: ExerciseSummaryRow[]): ExerciseSummaryStatistics {
  const sum = (key: 'total' | 'completed' | 'inProgress' | 'notStarted' | 'overdue') =>
    rows.reduce((total, row) => total + row[key], 0)
  const scored = rows.filter((row) => row.score !== null && row.total > 0)
  const weight = scored.reduce((total, row) => total + row.total, 0)
  return {
    campaigns: rows.length,
    total: sum('total'),
    completed: sum('completed'),
    inProgress: sum('inProgress'),
    notStarted: sum('notStarted'),
    overdue: sum('overdue'),
    averageScore: weight
      ? Math.round(scored.reduce((total, row) => total + row.score! * row.total, 0) / weight)
      : null,
  }
}

export async function exerciseSummaryDocument(
  db: Database,
  companyId: string,
  params: URLSearchParams,
): Promise<ReportDocument> {
  const { orderBy, order } = reportPaging(params, EXERCISE_SUMMARY_QUERY)
  const chosen = await summaryRows(db, companyId, params)
  const rows = sortRows(chosen.rows, orderBy, order)
  const s = statisticsOf(rows)
  return {
    ...(await companyHeading(db, companyId)),
    title: EXERCISE_SUMMARY_TEXTS.title,
    fileName: 'phishing-exercise-report',
    scope: [
      ['Period', rangeLabel(chosen.range)],
      [
        'Status',
        chosen.statuses.length
          ? chosen.statuses.map((x) => EXERCISE_SUMMARY_STATUS_LABELS[x as 'active']).join(', ')
          : 'All',
      ],
      ...(chosen.search ? ([['Search', chosen.search]] as [string, string][]) : []),
    ],
    figures: [
      ['Campaigns', String(s.campaigns)],
      ['Learners', String(s.total)],
      ['Completed', String(s.completed)],
      ['Overdue', String(s.overdue)],
      ['Average score', s.averageScore === null ? '—' : `${s.averageScore}%`],
    ],
    chart: { title: 'Learners by status', slices: learnerChart(s).slices },
    columns: [...EXERCISE_SUMMARY_CSV_FIELDS],
    rows: rows.map((row) => [
      row.name,
      EXERCISE_SUMMARY_STATUS_LABELS[row.status as 'active'],
      row.startedAt.slice(0, 10),
      row.total,
      row.completed,
      row.inProgress,
      row.notStarted,
      row.overdue,
      row.score,
    ]),
  }
}
