import { GeneralReportPage } from '../../features/reports/GeneralReportPage'
import { bindGeneralReport } from '../flows/reports/report-page'
import { useReportScreen } from './use-report-screen'

// Twelve months on one page: nothing to sort or page, nothing to schedule but the report itself.
const QUERY = { orderBy: ['month'], defaultOrderBy: 'month', pageSizes: [12], defaultPageSize: 12 }
const SPEC = {
  bind: bindGeneralReport,
  queryOptions: QUERY,
  schedule: 'generalReport',
  searchOf: () => '?',
} as const

/** /general-report. */
export default function GeneralReportRoute() {
  const parts = useReportScreen(SPEC)
  return parts ? <GeneralReportPage {...parts} /> : null
}
