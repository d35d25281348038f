import { reportScreenMachine } from '../../../../machines/reports/report-screen.machine'
import type { reportPageMachine } from '../../../../machines/reports/report-page.machine'
import type { ListQuery } from '../../../domain/list-query'
import type { SchedulableReport } from '../../../domain/report-catalogue'
import type { FlowDeps } from '../deps'
import { bindReportSchedule } from './report-schedule'

/** What a report page is: its bound report, the report Schedule saves, and its query as the report's call takes it. */
export interface ReportScreenSpec {
  bind: (deps: FlowDeps) => typeof reportPageMachine
  schedule: SchedulableReport
  /** The query's search string (with its leading `?`), paged or not. */
  searchOf: (query: ListQuery, paged: boolean) => string
}

/** A report page's machine with its report and Schedule bound to the gateway. */
export function bindReportScreen(deps: FlowDeps, spec: ReportScreenSpec) {
  return reportScreenMachine.provide({
    actors: {
      report: spec.bind(deps),
      // Schedule mails the report with the page's filters, not its paging.
      schedule: bindReportSchedule(deps, spec.schedule, (query) => spec.searchOf(query, false).slice(1)),
    },
  })
}
