import { todayHere } from '../../domain/today'
import type { $Fetch } from 'ofetch'
import type { ListQuery } from '../../domain/list-query'
import { EXPORT_TYPES, type ExportFormat } from '../../domain/report-export'

// A report's export: the same call as its rows, asking for CSV or PDF by Accept (002 §7: "Accept text/csv for
// export"); the gateway writes every row under the query.

export async function exportReport(api: $Fetch, url: string, format: ExportFormat): Promise<Blob> {
  return await api(url, { headers: { Accept: EXPORT_TYPES[format] }, responseType: 'blob' })
}

/**
 * A report call's query string: page (when paged), order, the search under the call's own name, and the period
 * when the report has one; the report adds its filters as repeated parameters.
 */
export function reportParams(
  query: ListQuery,
  paged: boolean,
  options: { searchKey?: string; period?: { range: string; from: string; to: string } } = {},
) {
  const params = new URLSearchParams()
  if (paged) {
    params.set('pageNumber', String(query.pageNumber))
    params.set('pageSize', String(query.pageSize))
  }
  params.set('order', query.order)
  params.set('orderBy', query.orderBy)
  if (query.search) params.set(options.searchKey ?? 'search', query.search)
  if (options.period) {
    params.set('range', options.period.range)
    if (options.period.range === 'custom') {
      params.set('from', options.period.from)
      params.set('to', options.period.to)
    } else
      // A preset ends on the admin's today, the day the page labels it with; the gateway counts the same days.
      params.set('today', todayHere().toString())
  }
  return params
}

export const appendAll = (params: URLSearchParams, key: string, values: readonly string[]) => {
  for (const value of values) params.append(key, value)
  return params
}
