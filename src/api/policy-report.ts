import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { BASE } from '../domain/api-paths'
import type { ListQuery } from '../domain/list-query'
import type { ExportFormat } from '../domain/report-export'
import { appendAll, exportReport, reportParams } from './report-export'
import {
  PolicyChoices,
  PolicyReportPage,
  PolicyReportStatistics,
  policyFiltersOf,
} from '../domain/policy-report'

// The policies progress report (002 §7 Reports: policies/report, policies/statistics, lists/policies).

const base = (companyId: string) => `${BASE.reports}/company/${encodeURIComponent(companyId)}`

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
    api(`${base(companyId)}/policies/report${policySearch(query, true)}`),
    api(`${base(companyId)}/policies/statistics${policySearch(query, false)}`),
    api(`${base(companyId)}/lists/policies`),
  ])
  return {
    page: create(page, PolicyReportPage),
    statistics: create(statistics, PolicyReportStatistics),
    choices: create(choices, PolicyChoices),
  }
}

export const exportPolicyReport = (api: $Fetch, companyId: string, query: ListQuery, format: ExportFormat) =>
  exportReport(api, `${base(companyId)}/policies/report${policySearch(query, false)}`, format)
