import { reportsHubMachine } from '../../../../machines/reports/reports-hub.machine'
import { deleteSchedule, loadSchedules } from '../../../api/reports/report-schedules'
import { loadReportSummary } from '../../../api/reports/report-summary'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** /reports: the headlines and the schedules load together. */
export function bindReportsHub(deps: FlowDeps) {
  return reportsHubMachine.provide({
    actors: {
      loadHub: gatewayCall(async () => {
        const [headlines, schedules] = await Promise.all([
          loadReportSummary(deps.api, companyIdOf(deps)),
          loadSchedules(deps.api, companyIdOf(deps)),
        ])
        return { headlines, schedules }
      }),
      deleteSchedule: gatewayCall(async (id: string) => deleteSchedule(deps.api, companyIdOf(deps), id)),
    },
    actions: { notify: (_, toast) => deps.toast(toast.title, toast.type) },
  })
}
