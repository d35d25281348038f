import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import { GeneralPage, GeneralStatistics } from '../../domain/general-report'
import type { ExportFormat } from '../../domain/report-export'
import { exportReport } from './report-export'

const url = PATHS.generalReport

export async function loadGeneralReport(api: $Fetch, companyId: string) {
  const body = (await api(url(companyId))) as { page: unknown; statistics: unknown }
  return {
    page: create(body.page, GeneralPage),
    statistics: create(body.statistics, GeneralStatistics),
    choices: null,
  }
}

export const exportGeneralReport = (api: $Fetch, companyId: string, format: ExportFormat) =>
  exportReport(api, url(companyId), format)
