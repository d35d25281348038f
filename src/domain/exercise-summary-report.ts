import { array, nullable, number, object, string, type Infer } from 'superstruct'
import type { ListQueryOptions } from './list-query'
import { DEFAULT_RANGE, RANGE_PRESETS, type RangeChoice } from './report-range'

// The phishing exercise report across campaigns (/reports-phishing-exercise; 002 §7 "Exercise report":
// campaigns/summary, campaigns/report/statistics, campaigns/filter/campaigns): every exercise campaign started in
// the period with its learners by status and its score, filtered by status, campaign and search; CSV, PDF.

export const EXERCISE_SUMMARY_STATUSES = ['active', 'archived'] as const
export type ExerciseSummaryStatus = (typeof EXERCISE_SUMMARY_STATUSES)[number]
export const EXERCISE_SUMMARY_STATUS_LABELS: Record<ExerciseSummaryStatus, string> = {
  active: 'Active',
  archived: 'Archived',
}

export const EXERCISE_SUMMARY_QUERY: ListQueryOptions = {
  orderBy: ['startedAt', 'name', 'total', 'completed', 'overdue', 'score'],
  defaultOrderBy: 'startedAt',
  defaultOrder: 'DESC',
  pageSizes: [5, 10, 25, 50, 100],
  defaultPageSize: 10,
}

export const EXERCISE_SUMMARY_TEXTS = {
  title: 'Phishing exercise report',
  noun: 'phishing exercise campaigns',
  empty: 'No data',
  emptySearch: 'No data was found, try another search',
  unknownCampaign: 'Unknown campaign in the filter.',
} as const

export const ExerciseSummaryRow = object({
  id: string(),
  name: string(),
  status: string(),
  startedAt: string(),
  total: number(),
  completed: number(),
  inProgress: number(),
  notStarted: number(),
  overdue: number(),
  /** 0–100, null before anyone answered. */
  score: nullable(number()),
})
export type ExerciseSummaryRow = Infer<typeof ExerciseSummaryRow>

export const ExerciseSummaryPage = object({
  items: array(ExerciseSummaryRow),
  pageInfo: object({ totalCount: number(), pageNumber: number(), pageSize: number() }),
})

export const ExerciseSummaryStatistics = object({
  campaigns: number(),
  total: number(),
  completed: number(),
  inProgress: number(),
  notStarted: number(),
  overdue: number(),
  /** Weighted by learners, 0–100; null before anyone answered. */
  averageScore: nullable(number()),
})
export type ExerciseSummaryStatistics = Infer<typeof ExerciseSummaryStatistics>

export const ExerciseCampaignChoices = object({ campaigns: array(object({ id: string(), name: string() })) })

export function exerciseSummaryFiltersOf(filters: Record<string, unknown>) {
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
  const range =
    filters.range === 'custom' || (RANGE_PRESETS as readonly unknown[]).includes(filters.range)
      ? (filters.range as RangeChoice)
      : DEFAULT_RANGE
  return {
    statuses: strings(filters.statuses).filter((status): status is ExerciseSummaryStatus =>
      (EXERCISE_SUMMARY_STATUSES as readonly string[]).includes(status),
    ),
    campaignIds: strings(filters.campaignIds).slice(0, 100),
    range,
    from: typeof filters.from === 'string' ? filters.from.slice(0, 10) : '',
    to: typeof filters.to === 'string' ? filters.to.slice(0, 10) : '',
  }
}

export const EXERCISE_SUMMARY_CSV_FIELDS = [
  'Campaign',
  'Status',
  'Started',
  'Learners',
  'Completed',
  'In progress',
  'Not started',
  'Overdue',
  'Score %',
] as const
