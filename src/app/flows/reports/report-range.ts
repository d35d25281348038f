import { reportRangeMachine } from '../../../../machines/reports/report-range.machine'
import type { ActorRefFrom } from 'xstate'
import type { reportPageMachine } from '../../../../machines/reports/report-page.machine'
import { withPeriod, type ReportRange } from '../../../domain/report-range'

type ReportPageActor = ActorRefFrom<typeof reportPageMachine>

/** A report page's period: each new one goes to the page's report as a new query. */
export function bindReportRange(onRange: (range: ReportRange) => void) {
  return reportRangeMachine.provide({ actions: { applyRange: (_, range) => onRange(range) } })
}

/** The period picker of a report page: a new period is the page's query with it, from the first page. */
export function bindPagePeriod(report: ReportPageActor) {
  return bindReportRange((range) =>
    report.send({ type: 'report.query', query: withPeriod(report.getSnapshot().context.query, range) }),
  )
}
