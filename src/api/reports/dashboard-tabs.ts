import type { $Fetch } from 'ofetch'
import { array, create, object, string, type as looseObject } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import {
  DashboardBandCounts,
  DashboardDepartmentsPage,
  DashboardUserCounts,
  DashboardUsersPage,
  userCategoryOf,
  type DashboardTab,
} from '../../domain/dashboard-tabs'
import type { DashboardFigures } from '../../domain/dashboard'
import type { ListQuery } from '../../domain/list-query'
import type { ExportFormat } from '../../domain/report-export'
import { exportReport, reportParams } from './report-export'

// The /dashboard tabs' calls: each tab's JSON (its table and its counts), or its CSV / PDF by Accept.

export function dashboardSearch(tab: DashboardTab, query: ListQuery, paged: boolean) {
  if (tab === 'company') return ''
  const params = reportParams(query, paged)
  if (tab === 'users') params.set('category', userCategoryOf(query.filters))
  return `?${params.toString()}`
}

const CompanyTab = object({
  figures: looseObject({}),
  rows: array(object({ metric: string(), current: string(), previous: string() })),
})

export async function loadDashboardTab(api: $Fetch, companyId: string, tab: DashboardTab, query: ListQuery) {
  const body: unknown = await api(`${PATHS.dashboardTab(companyId, tab)}${dashboardSearch(tab, query, true)}`)
  if (tab === 'company') {
    const { figures, rows } = create(body, CompanyTab)
    return {
      page: { items: rows, pageInfo: { totalCount: rows.length, pageNumber: 0, pageSize: rows.length } },
      statistics: figures as unknown as DashboardFigures,
      choices: null,
    }
  }
  if (tab === 'users') {
    const { counts, ...page } = body as { counts: unknown }
    return {
      page: create(page, DashboardUsersPage),
      statistics: create(counts, DashboardUserCounts),
      choices: null,
    }
  }
  const { bands, ...page } = body as { bands: unknown }
  return {
    page: create(page, DashboardDepartmentsPage),
    statistics: create(bands, DashboardBandCounts),
    choices: null,
  }
}

export const exportDashboardTab = (
  api: $Fetch,
  companyId: string,
  tab: DashboardTab,
  query: ListQuery,
  format: ExportFormat,
) => exportReport(api, `${PATHS.dashboardTab(companyId, tab)}${dashboardSearch(tab, query, false)}`, format)
