import { array, nullable, number, object, string, type Infer } from 'superstruct'
import type { ListQueryOptions } from './list-query'
import { DEFAULT_RANGE, RANGE_PRESETS, type RangeChoice } from './report-range'

// The training and gaming reports (/reports-training, /reports-gaming; 002 §3 training campaign table columns,
// §7 Reports): each campaign that ran in the period with its learners' progress — completed, in progress, not
// started, overdue — read from their tasks; filtered by status, course, period and search, sorted, paged, and
// exported as CSV or PDF. Gaming is the same report over the gaming campaigns.

export type TrainingReportKind = 'training' | 'gaming'

export const TRAINING_REPORT_STATUSES = ['running', 'ended'] as const
export type TrainingReportStatus = (typeof TRAINING_REPORT_STATUSES)[number]
export const TRAINING_REPORT_STATUS_LABELS: Record<TrainingReportStatus, string> = {
  running: 'Active',
  ended: 'Ended',
}

export const TRAINING_REPORT_QUERY: ListQueryOptions = {
  orderBy: [
    'startedAt',
    'name',
    'total',
    'completed',
    'inProgress',
    'overdue',
    'notStarted',
    'score',
    'daysToComplete',
  ],
  defaultOrderBy: 'startedAt',
  defaultOrder: 'DESC',
  pageSizes: [5, 10, 25, 50, 100],
  defaultPageSize: 10,
}

export const TRAINING_REPORT_TEXTS = {
  training: { title: 'Training report', noun: 'training campaigns', file: 'training-report' },
  gaming: { title: 'Gaming report', noun: 'gaming campaigns', file: 'gaming-report' },
  empty: 'No data',
  emptySearch: 'No data was found, try another search',
  unknownCourse: 'Unknown course in the filter.',
} as const

export const TrainingReportRow = object({
  id: string(),
  name: string(),
  courseName: string(),
  /** Learners assigned. */
  total: number(),
  status: string(),
  /** Each as a count of learners; the table shows their share of the total. */
  completed: number(),
  inProgress: number(),
  overdue: number(),
  notStarted: number(),
  /** Right answers of the campaign's chapter quizzes, in per cent; null before anyone answered one. */
  score: nullable(number()),
  daysToComplete: number(),
  startedAt: string(),
  archivedAt: nullable(string()),
})
export type TrainingReportRow = Infer<typeof TrainingReportRow>

export const TrainingReportPage = object({
  items: array(TrainingReportRow),
  pageInfo: object({ totalCount: number(), pageNumber: number(), pageSize: number() }),
})
export type TrainingReportPage = Infer<typeof TrainingReportPage>

export const TrainingReportStatistics = object({
  campaigns: number(),
  assigned: number(),
  completed: number(),
  inProgress: number(),
  notStarted: number(),
  overdue: number(),
  /** Completed of assigned, 0–100. */
  completionPercentage: number(),
  /** The period the figures cover, as days (YYYY-MM-DD). */
  from: string(),
  to: string(),
})
export type TrainingReportStatistics = Infer<typeof TrainingReportStatistics>

export const CourseChoices = object({ courses: array(object({ id: string(), name: string() })) })

export interface TrainingReportFilters {
  statuses: TrainingReportStatus[]
  courseIds: string[]
  range: RangeChoice
  from: string
  to: string
}

const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

/** The filters as the query string holds them (unknown values dropped: a bad link never breaks the page). */
export function trainingFiltersOf(filters: Record<string, unknown>): TrainingReportFilters {
  const range =
    filters.range === 'custom' || (RANGE_PRESETS as readonly unknown[]).includes(filters.range)
      ? (filters.range as RangeChoice)
      : DEFAULT_RANGE
  return {
    statuses: strings(filters.statuses).filter((status): status is TrainingReportStatus =>
      (TRAINING_REPORT_STATUSES as readonly string[]).includes(status),
    ),
    courseIds: strings(filters.courseIds).slice(0, 100),
    range,
    from: typeof filters.from === 'string' ? filters.from.slice(0, 10) : '',
    to: typeof filters.to === 'string' ? filters.to.slice(0, 10) : '',
  }
}

export const percentOf = (part: number, total: number) => (total === 0 ? 0 : Math.round((part / total) * 100))

export const TRAINING_REPORT_CSV_FIELDS = [
  'Campaign',
  'Course',
  'Status',
  'Learners',
  'Completed',
  'In progress',
  'Not started',
  'Overdue',
  'Completed %',
  'Quiz score %',
  'Days to complete',
  'Started',
  'Ended',
] as const
