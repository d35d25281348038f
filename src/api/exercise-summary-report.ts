import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { BASE } from '../domain/api-paths'
import {
  ExerciseCampaignChoices,
  ExerciseSummaryPage,
  ExerciseSummaryStatistics,
  exerciseSummaryFiltersOf,
} from '../domain/exercise-summary-report'
import type { ListQuery } from '../domain/list-query'
import type { ExportFormat } from '../domain/report-export'
import { exportReport } from './report-export'

// The phishing exercise report across campaigns (002 §7: campaigns/summary, campaigns/report/statistics,
// campaigns/filter/campaigns; the search is `searchText` and the status `status`, as the spec's exercise calls).

const base = (companyId: string) =>
  `${BASE.phishingExercise}/company/${encodeURIComponent(companyId)}/campaigns`

export function exerciseSummarySearch(query: ListQuery, paged: boolean) {
  const params = new URLSearchParams()
  if (paged) {
    params.set('pageNumber', String(query.pageNumber))
    params.set('pageSize', String(query.pageSize))
  }
  params.set('order', query.order)
  params.set('orderBy', query.orderBy)
  if (query.search) params.set('searchText', query.search)
  const filters = exerciseSummaryFiltersOf(query.filters)
  params.set('range', filters.range)
  if (filters.range === 'custom') {
    params.set('from', filters.from)
    params.set('to', filters.to)
  }
  for (const status of filters.statuses) params.append('status', status)
  for (const id of filters.campaignIds) params.append('campaignIds', id)
  return `?${params.toString()}`
}

export async function loadExerciseSummary(api: $Fetch, companyId: string, query: ListQuery) {
  const [page, statistics, choices] = await Promise.all([
    api(`${base(companyId)}/summary${exerciseSummarySearch(query, true)}`),
    api(`${base(companyId)}/report/statistics${exerciseSummarySearch(query, false)}`),
    api(`${base(companyId)}/filter/campaigns`),
  ])
  return {
    page: create(page, ExerciseSummaryPage),
    statistics: create(statistics, ExerciseSummaryStatistics),
    choices: create(choices, ExerciseCampaignChoices),
  }
}

export const exportExerciseSummary = (
  api: $Fetch,
  companyId: string,
  query: ListQuery,
  format: ExportFormat,
) => exportReport(api, `${base(companyId)}/summary${exerciseSummarySearch(query, false)}`, format)
