import type { $Fetch } from 'ofetch'
import { EXPORT_TYPES, type ExportFormat } from '../domain/report-export'

// A report's export: the same call as its rows, asking for CSV or PDF by Accept (002 §7: "Accept text/csv for
// export"); the gateway writes every row under the query.

export async function exportReport(api: $Fetch, url: string, format: ExportFormat): Promise<Blob> {
  return await api(url, { headers: { Accept: EXPORT_TYPES[format] }, responseType: 'blob' })
}
