import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import type { ListQuery } from '../../domain/list-query'
import {
  PhishingSummaryChoices,
  PhishingSummaryOverview,
  PhishingSummaryPage,
  phishingSummaryFiltersOf,
  type PhishingSummaryTab,
} from '../../domain/phishing-summary'
import type { ExportFormat } from '../../domain/report-export'
import { appendAll, exportReport, reportParams } from './report-export'

// The phishing summary's calls: the overview's figures and months, a tab's table (paged; CSV or PDF by Accept),
// and the filter choices.

export function phishingSummarySearch(query: ListQuery, paged: boolean) {
  const filters = phishingSummaryFiltersOf(query.filters)
  const params = reportParams(query, paged, { period: filters })
  appendAll(params, 'campaignIds', filters.campaignIds)
  appendAll(params, 'departments', filters.departments)
  appendAll(params, 'groups', filters.groups)
  return `?${params.toString()}`
}

const emptyPage = (query: ListQuery) => ({
  items: [],
  pageInfo: { totalCount: 0, pageNumber: query.pageNumber, pageSize: query.pageSize },
})

export async function loadPhishingSummary(
  api: $Fetch,
  companyId: string,
  tab: PhishingSummaryTab,
  query: ListQuery,
) {
  const [overview, page, choices] = await Promise.all([
    api(`${PATHS.phishingSummaryOverview(companyId)}${phishingSummarySearch(query, false)}`),
    tab === 'overview'
      ? Promise.resolve(emptyPage(query))
      : api(`${PATHS.phishingSummaryTable(companyId, tab)}${phishingSummarySearch(query, true)}`),
    api(PATHS.phishingSummaryFilters(companyId)),
  ])
  const statistics = create(overview, PhishingSummaryOverview)
  return {
    // The overview has no table; its export is the campaigns' table, so it counts what was sent.
    page:
      tab === 'overview'
        ? { ...emptyPage(query), pageInfo: { ...emptyPage(query).pageInfo, totalCount: statistics.sent } }
        : create(page, PhishingSummaryPage),
    statistics,
    choices: create(choices, PhishingSummaryChoices),
  }
}

export const exportPhishingSummary = (
  api: $Fetch,
  companyId: string,
  tab: PhishingSummaryTab,
  query: ListQuery,
  format: ExportFormat,
) =>
  exportReport(
    api,
    `${PATHS.phishingSummaryTable(companyId, tab === 'overview' ? 'campaigns' : tab)}${phishingSummarySearch(query, false)}`,
    format,
  )
