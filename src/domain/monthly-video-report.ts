import { array, number, object, string, type Infer } from 'superstruct'
import type { ListQueryOptions } from './list-query'
import { DEFAULT_RANGE, RANGE_PRESETS, type RangeChoice } from './report-range'

// The monthly video report (/reports-monthly-video; 002 §7 monthly_video/report, monthly_video/statistics,
// lists/monthly_videos): each month's video given in the period with how many learners watched it, have yet to,
// or are past its due date; filtered by video, period and search, sorted, paged, exported as CSV or PDF.

export const MONTHLY_VIDEO_REPORT_QUERY: ListQueryOptions = {
  orderBy: ['month', 'title', 'assigned', 'watched', 'overdue'],
  defaultOrderBy: 'month',
  defaultOrder: 'DESC',
  pageSizes: [5, 10, 25, 50, 100],
  defaultPageSize: 10,
}

export const MONTHLY_VIDEO_REPORT_TEXTS = {
  title: 'Monthly video report',
  noun: 'monthly videos',
  empty: 'No data',
  emptySearch: 'No data was found, try another search',
  unknownVideo: 'Unknown video in the filter.',
} as const

export const MonthlyVideoRow = object({
  id: string(),
  month: string(),
  title: string(),
  assigned: number(),
  watched: number(),
  notWatched: number(),
  overdue: number(),
  assignedAt: string(),
  dueAt: string(),
})
export type MonthlyVideoRow = Infer<typeof MonthlyVideoRow>

export const MonthlyVideoPage = object({
  items: array(MonthlyVideoRow),
  pageInfo: object({ totalCount: number(), pageNumber: number(), pageSize: number() }),
})

export const MonthlyVideoStatistics = object({
  videos: number(),
  assigned: number(),
  watched: number(),
  notWatched: number(),
  overdue: number(),
  watchedPercentage: number(),
})
export type MonthlyVideoStatistics = Infer<typeof MonthlyVideoStatistics>

export const MonthlyVideoChoices = object({ videos: array(object({ id: string(), name: string() })) })

export function monthlyVideoFiltersOf(filters: Record<string, unknown>) {
  const range =
    filters.range === 'custom' || (RANGE_PRESETS as readonly unknown[]).includes(filters.range)
      ? (filters.range as RangeChoice)
      : DEFAULT_RANGE
  return {
    videoIds: Array.isArray(filters.videoIds)
      ? filters.videoIds.filter((id): id is string => typeof id === 'string').slice(0, 100)
      : [],
    range,
    from: typeof filters.from === 'string' ? filters.from.slice(0, 10) : '',
    to: typeof filters.to === 'string' ? filters.to.slice(0, 10) : '',
  }
}

export const MONTHLY_VIDEO_CSV_FIELDS = [
  'Month',
  'Video',
  'Learners',
  'Watched',
  'Not watched',
  'Overdue',
  'Watched %',
  'Given',
  'Due',
] as const
