import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import type { ListQuery } from '../../domain/list-query'
import type { ExportFormat } from '../../domain/report-export'
import { appendAll, exportReport, reportParams } from './report-export'
import {
  PolicyChoices,
  PolicyReportPage,
  PolicyReportStatistics,
  policyFiltersOf,
} from '../../domain/policy-report'

// The policies progress report (002 §7 Reports: policies/report, policies/statistics, lists/policies).

/** The query as the calls take it: filters as repeated parameters (statuses=a&statuses=b). */
export function policySearch(query: ListQuery, paged: boolean) {
  const filters = policyFiltersOf(query.filters)
  const params = reportParams(query, paged)
  appendAll(params, 'statuses', filters.statuses)
  appendAll(params, 'policyIds', filters.policyIds)
  return `?${params.toString()}`
}

export async function loadPolicyReport(api: $Fetch, companyId: string, query: ListQuery) {
  const [page, statistics, choices] = await Promise.all([
    api(`${PATHS.policiesReport(companyId)}${policySearch(query, true)}`),
    api(`${PATHS.policiesReportStatistics(companyId)}${policySearch(query, false)}`),
    api(PATHS.reportPolicies(companyId)),
  ])
  return {
    page: create(page, PolicyReportPage),
    statistics: create(statistics, PolicyReportStatistics),
    choices: create(choices, PolicyChoices),
  }
}

export const exportPolicyReport = (api: $Fetch, companyId: string, query: ListQuery, format: ExportFormat) =>
  exportReport(api, `${PATHS.policiesReport(companyId)}${policySearch(query, false)}`, format)
