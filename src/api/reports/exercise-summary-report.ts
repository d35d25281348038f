import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import {
  ExerciseCampaignChoices,
  ExerciseSummaryPage,
  ExerciseSummaryStatistics,
  exerciseSummaryFiltersOf,
} from '../../domain/exercise-summary-report'
import type { ListQuery } from '../../domain/list-query'
import type { ExportFormat } from '../../domain/report-export'
import { appendAll, exportReport, reportParams } from './report-export'

// The phishing exercise report across campaigns (002 §7: campaigns/summary, campaigns/report/statistics,
// campaigns/filter/campaigns; the search is `searchText` and the status `status`, as the spec's exercise calls).

export function exerciseSummarySearch(query: ListQuery, paged: boolean) {
  const filters = exerciseSummaryFiltersOf(query.filters)
  const params = reportParams(query, paged, { searchKey: 'searchText', period: filters })
  appendAll(params, 'status', filters.statuses)
  appendAll(params, 'campaignIds', filters.campaignIds)
  return `?${params.toString()}`
}

export async function loadExerciseSummary(api: $Fetch, companyId: string, query: ListQuery) {
  const [page, statistics, choices] = await Promise.all([
    api(`${PATHS.exerciseSummary(companyId)}${exerciseSummarySearch(query, true)}`),
    api(`${PATHS.exerciseSummaryStatistics(companyId)}${exerciseSummarySearch(query, false)}`),
    api(PATHS.exerciseSummaryCampaigns(companyId)),
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
) => exportReport(api, `${PATHS.exerciseSummary(companyId)}${exerciseSummarySearch(query, false)}`, format)
