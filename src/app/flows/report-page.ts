import { reportPageMachine, type ReportData } from '../../../machines/report-page.machine'
import { exportPolicyReport, loadPolicyReport } from '../../api/policy-report'
import { serializeListQuery } from '../../domain/list-query'
import { POLICY_REPORT_QUERY } from '../../domain/policy-report'
import { companyIdOf, gatewayCall, type FlowDeps } from './deps'

// The report pages, each the one report machine with its own calls.

/** /reports/policiesProgress. */
export function bindPolicyReport(deps: FlowDeps) {
  return reportPageMachine.provide({
    actors: {
      loadReport: gatewayCall(async (query): Promise<ReportData> =>
        loadPolicyReport(deps.api, companyIdOf(deps), query),
      ),
      exportReport: gatewayCall(async (query) =>
        deps.download('policies-progress.csv', await exportPolicyReport(deps.api, companyIdOf(deps), query)),
      ),
    },
    actions: {
      notify: (_, toast) => deps.toast(toast.title, toast.type),
      writeQuery: (_, query) =>
        deps.navigate(
          `/reports/policiesProgress${serializeListQuery(window.location.search, query, POLICY_REPORT_QUERY)}`,
          { replace: true },
        ),
    },
  })
}
