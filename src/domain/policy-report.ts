import { array, nullable, number, object, string, type Infer } from 'superstruct'
import type { ListQueryOptions } from './list-query'

// The policies progress report (/reports/policiesProgress; 002 §3 policy report row, §7 policies/report,
// policies/statistics, lists/policies, §9 page sizes 25, 50, 100, default 25): each policy's assignments and how
// far its learners got — acknowledged, not opened, overdue — with the average days to acknowledge; filtered by
// status, policy and search, sorted, paged, exported as CSV.

export const POLICY_REPORT_PAGE_SIZES = [25, 50, 100] as const
export const POLICY_REPORT_STATUSES = ['running', 'ended'] as const
export type PolicyReportStatus = (typeof POLICY_REPORT_STATUSES)[number]
export const POLICY_REPORT_STATUS_LABELS: Record<PolicyReportStatus, string> = {
  running: 'Running',
  ended: 'Ended',
}

export const POLICY_REPORT_QUERY: ListQueryOptions = {
  orderBy: ['createdAt', 'name', 'progress', 'assignments'],
  defaultOrderBy: 'createdAt',
  defaultOrder: 'DESC',
  pageSizes: POLICY_REPORT_PAGE_SIZES,
  defaultPageSize: 25,
}

export const POLICY_REPORT_TEXTS = {
  title: 'Policies progress',
  empty: 'No data',
  emptySearch: 'No data was found, try another search',
  boostRequired: 'Reports are part of Boost.',
  unknownPolicy: 'Unknown policy in the filter.',
} as const

export const PolicyReportRow = object({
  id: string(),
  name: string(),
  revision: number(),
  assignments: number(),
  /** Acknowledged of assigned, 0–100. */
  progress: number(),
  acknowledged: number(),
  notOpened: number(),
  overdue: number(),
  /** Average days from assignment to acknowledgement; null before anyone acknowledged. */
  averageAcknowledge: nullable(number()),
  createdAt: string(),
  endedAt: nullable(string()),
})
export type PolicyReportRow = Infer<typeof PolicyReportRow>

export const PolicyReportPage = object({
  items: array(PolicyReportRow),
  pageInfo: object({ totalCount: number(), pageNumber: number(), pageSize: number() }),
})
export type PolicyReportPage = Infer<typeof PolicyReportPage>

export const PolicyReportStatistics = object({
  policies: number(),
  assignments: number(),
  acknowledged: number(),
  notOpened: number(),
  overdue: number(),
  progress: number(),
  averageAcknowledge: nullable(number()),
})
export type PolicyReportStatistics = Infer<typeof PolicyReportStatistics>

export const PolicyChoices = object({ policies: array(object({ id: string(), name: string() })) })

export interface PolicyReportFilters {
  statuses: PolicyReportStatus[]
  policyIds: string[]
}

/** The filters as the query string holds them (unknown values dropped: a bad link never breaks the page). */
export function policyFiltersOf(filters: Record<string, unknown>): PolicyReportFilters {
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
  return {
    statuses: strings(filters.statuses).filter((status): status is PolicyReportStatus =>
      (POLICY_REPORT_STATUSES as readonly string[]).includes(status),
    ),
    policyIds: strings(filters.policyIds).slice(0, 100),
  }
}

/** "3.5 days", or "—" before anyone acknowledged. */
export const acknowledgeLabel = (days: number | null) =>
  days === null ? '—' : `${days.toFixed(1)} day${days === 1 ? '' : 's'}`

export const POLICY_REPORT_CSV_FIELDS = [
  'Policy',
  'Revision',
  'Assigned',
  'Progress %',
  'Acknowledged',
  'Not opened',
  'Overdue',
  'Average days to acknowledge',
  'Created',
  'Ended',
] as const
