import { monthlyVideoSearch } from '../../api/reports/monthly-video-report'
import { MONTHLY_VIDEO_REPORT_QUERY } from '../../domain/monthly-video-report'
import { MonthlyVideoReportPage } from '../../features/reports/MonthlyVideoReportPage'
import { bindMonthlyVideoReport } from '../flows/reports/report-page'
import { usePeriodReportScreen } from './use-report-screen'

const SPEC = {
  bind: bindMonthlyVideoReport,
  queryOptions: MONTHLY_VIDEO_REPORT_QUERY,
  schedule: 'monthlyVideo',
  searchOf: monthlyVideoSearch,
} as const

/** /reports-monthly-video, its query and period from the address. */
export default function MonthlyVideoReportRoute() {
  const parts = usePeriodReportScreen(SPEC)
  return parts ? <MonthlyVideoReportPage {...parts} /> : null
}
