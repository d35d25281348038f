import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { BASE } from '../domain/api-paths'
import type { ListQuery } from '../domain/list-query'
import type { ExportFormat } from '../domain/report-export'
import { exportReport } from './report-export'
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
  const params = new URLSearchParams()
  if (paged) {
    params.set('pageNumber', String(query.pageNumber))
    params.set('pageSize', String(query.pageSize))
  }
  params.set('order', query.order)
  params.set('orderBy', query.orderBy)
  if (query.search) params.set('search', query.search)
  const filters = policyFiltersOf(query.filters)
  for (const status of filters.statuses) params.append('statuses', status)
  for (const id of filters.policyIds) params.append('policyIds', id)
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
