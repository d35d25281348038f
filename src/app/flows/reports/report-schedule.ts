import { reportScheduleMachine } from '../../../../machines/reports/report-schedule.machine'
import { createSchedule, loadScheduleRecipients } from '../../../api/reports/report-schedules'
import type { ListQuery } from '../../../domain/list-query'
import type { SchedulableReport } from '../../../domain/report-catalogue'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/**
 * Schedule this report: `searchOf` writes the page's query (which its page keeps the schedule told of) as the
 * report's own call takes it, its filters without paging.
 */
export function bindReportSchedule(
  deps: FlowDeps,
  report: SchedulableReport,
  searchOf: (query: ListQuery) => string = () => '',
) {
  return reportScheduleMachine.provide({
    actors: {
      loadRecipients: gatewayCall(async () => loadScheduleRecipients(deps.api, companyIdOf(deps))),
      saveSchedule: gatewayCall(async ({ frequency, recipientIds, query }) =>
        createSchedule(deps.api, companyIdOf(deps), {
          report,
          query: query ? searchOf(query) : '',
          frequency,
          recipientIds,
        }),
      ),
    },
    actions: { notify: (_, toast) => deps.toast(toast.title, toast.type) },
  })
}
