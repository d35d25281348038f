import { reportScheduleMachine } from '../../../../machines/reports/report-schedule.machine'
import { createSchedule, loadScheduleRecipients } from '../../../api/report-schedules'
import type { SchedulableReport } from '../../../domain/report-catalogue'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/**
 * Schedule this report: `currentQuery` is the page's query as the report's own call takes it (its filters), read
 * when Schedule is pressed.
 */
export function bindReportSchedule(deps: FlowDeps, report: SchedulableReport, currentQuery: () => string) {
  return reportScheduleMachine.provide({
    actors: {
      loadRecipients: gatewayCall(async () => loadScheduleRecipients(deps.api, companyIdOf(deps))),
      saveSchedule: gatewayCall(async ({ frequency, recipientIds }) =>
        createSchedule(deps.api, companyIdOf(deps), {
          report,
          query: currentQuery(),
          frequency,
          recipientIds,
        }),
      ),
    },
    actions: { notify: (_, toast) => deps.toast(toast.title, toast.type) },
  })
}
