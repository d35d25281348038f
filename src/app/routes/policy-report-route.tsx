import { policySearch } from '../../api/reports/policy-report'
import { POLICY_REPORT_QUERY } from '../../domain/policy-report'
import { PolicyReportPage } from '../../features/reports/PolicyReportPage'
import { bindPolicyReport } from '../flows/reports/report-page'
import { useReportScreen } from './use-report-screen'

const SPEC = {
  bind: bindPolicyReport,
  queryOptions: POLICY_REPORT_QUERY,
  schedule: 'policiesProgress',
  searchOf: policySearch,
} as const

/** /reports/policiesProgress, its query from the address. */
export default function PolicyReportRoute() {
  const parts = useReportScreen(SPEC)
  return parts ? <PolicyReportPage {...parts} /> : null
}
