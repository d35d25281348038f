import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import type { ListQuery } from '../../domain/list-query'
import {
  MonthlyVideoChoices,
  MonthlyVideoPage,
  MonthlyVideoStatistics,
  monthlyVideoFiltersOf,
} from '../../domain/monthly-video-report'
import type { ExportFormat } from '../../domain/report-export'
import { appendAll, exportReport, reportParams } from './report-export'

// The monthly video report (002 §7: monthly_video/report, monthly_video/statistics, lists/monthly_videos).

export function monthlyVideoSearch(query: ListQuery, paged: boolean) {
  const filters = monthlyVideoFiltersOf(query.filters)
  return `?${appendAll(reportParams(query, paged, { period: filters }), 'videoIds', filters.videoIds).toString()}`
}

export async function loadMonthlyVideoReport(api: $Fetch, companyId: string, query: ListQuery) {
  const [page, statistics, choices] = await Promise.all([
    api(`${PATHS.monthlyVideoReport(companyId)}${monthlyVideoSearch(query, true)}`),
    api(`${PATHS.monthlyVideoReportStatistics(companyId)}${monthlyVideoSearch(query, false)}`),
    api(PATHS.reportMonthlyVideos(companyId)),
  ])
  return {
    page: create(page, MonthlyVideoPage),
    statistics: create(statistics, MonthlyVideoStatistics),
    choices: create(choices, MonthlyVideoChoices),
  }
}

export const exportMonthlyVideoReport = (
  api: $Fetch,
  companyId: string,
  query: ListQuery,
  format: ExportFormat,
) => exportReport(api, `${PATHS.monthlyVideoReport(companyId)}${monthlyVideoSearch(query, false)}`, format)
