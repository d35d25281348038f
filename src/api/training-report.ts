import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { BASE } from '../domain/api-paths'
import type { ListQuery } from '../domain/list-query'
import type { ExportFormat } from '../domain/report-export'
import {
  CourseChoices,
  TrainingReportPage,
  TrainingReportStatistics,
  trainingFiltersOf,
  type TrainingReportKind,
} from '../domain/training-report'
import { exportReport } from './report-export'

// The training and gaming reports: {kind}/campaigns/report, {kind}/campaigns/statistics, lists/courses.

const base = (companyId: string) => `${BASE.reports}/company/${encodeURIComponent(companyId)}`

/** The query as the calls take it: the period, and filters as repeated parameters (statuses=a&statuses=b). */
export function trainingSearch(query: ListQuery, paged: boolean) {
  const params = new URLSearchParams()
  if (paged) {
    params.set('pageNumber', String(query.pageNumber))
    params.set('pageSize', String(query.pageSize))
  }
  params.set('order', query.order)
  params.set('orderBy', query.orderBy)
  if (query.search) params.set('search', query.search)
  const filters = trainingFiltersOf(query.filters)
  params.set('range', filters.range)
  if (filters.range === 'custom') {
    params.set('from', filters.from)
    params.set('to', filters.to)
  }
  for (const status of filters.statuses) params.append('statuses', status)
  for (const id of filters.courseIds) params.append('courseIds', id)
  return `?${params.toString()}`
}

export async function loadTrainingReport(
  api: $Fetch,
  companyId: string,
  kind: TrainingReportKind,
  query: ListQuery,
) {
  const [page, statistics, choices] = await Promise.all([
    api(`${base(companyId)}/${kind}/campaigns/report${trainingSearch(query, true)}`),
    api(`${base(companyId)}/${kind}/campaigns/statistics${trainingSearch(query, false)}`),
    api(`${base(companyId)}/lists/courses?kind=${kind}`),
  ])
  return {
    page: create(page, TrainingReportPage),
    statistics: create(statistics, TrainingReportStatistics),
    choices: create(choices, CourseChoices),
  }
}

export const exportTrainingReport = (
  api: $Fetch,
  companyId: string,
  kind: TrainingReportKind,
  query: ListQuery,
  format: ExportFormat,
) => exportReport(api, `${base(companyId)}/${kind}/campaigns/report${trainingSearch(query, false)}`, format)
