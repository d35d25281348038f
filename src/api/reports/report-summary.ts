import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import { ReportSummary } from '../../domain/report-summary'

export async function loadReportSummary(api: $Fetch, companyId: string) {
  return create(await api(PATHS.reportSummary(companyId)), ReportSummary).items
}
