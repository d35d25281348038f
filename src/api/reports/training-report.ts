import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import type { ListQuery } from '../../domain/list-query'
import type { ExportFormat } from '../../domain/report-export'
import {
  CourseChoices,
  TrainingReportPage,
  TrainingReportStatistics,
  trainingFiltersOf,
  type TrainingReportKind,
} from '../../domain/training-report'
import { appendAll, exportReport, reportParams } from './report-export'

// The training and gaming reports: {kind}/campaigns/report, {kind}/campaigns/statistics, lists/courses.

/** The query as the calls take it: the period, and filters as repeated parameters (statuses=a&statuses=b). */
export function trainingSearch(query: ListQuery, paged: boolean) {
  const filters = trainingFiltersOf(query.filters)
  const params = reportParams(query, paged, { period: filters })
  appendAll(params, 'statuses', filters.statuses)
  appendAll(params, 'courseIds', filters.courseIds)
  return `?${params.toString()}`
}

export async function loadTrainingReport(
  api: $Fetch,
  companyId: string,
  kind: TrainingReportKind,
  query: ListQuery,
) {
  const [page, statistics, choices] = await Promise.all([
    api(`${PATHS.trainingReport(companyId, kind)}${trainingSearch(query, true)}`),
    api(`${PATHS.trainingReportStatistics(companyId, kind)}${trainingSearch(query, false)}`),
    api(PATHS.reportCourses(companyId), { query: { kind } }),
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
) => exportReport(api, `${PATHS.trainingReport(companyId, kind)}${trainingSearch(query, false)}`, format)
