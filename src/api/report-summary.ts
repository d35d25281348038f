import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { BASE } from '../domain/api-paths'
import { ReportSummary } from '../domain/report-summary'

export async function loadReportSummary(api: $Fetch, companyId: string) {
  return create(await api(`${BASE.reports}/company/${encodeURIComponent(companyId)}/summary`), ReportSummary)
    .items
}
