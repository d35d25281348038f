import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import type { reportPageMachine } from '../../../machines/reports/report-page.machine'
import type { SchedulableReport } from '../../domain/report-catalogue'
import { parseListQuery, type ListQuery, type ListQueryOptions } from '../../domain/list-query'
import { rangeOrDefault } from '../../domain/report-range'
import { todayHere } from '../../domain/today'
import { useFlowDeps } from '../browser-deps'
import type { FlowDeps } from '../flows/deps'
import { bindPagePeriod } from '../flows/reports/report-range'
import { bindReportSchedule } from '../flows/reports/report-schedule'
import { inspect } from '../inspector'

const options = inspect ? { inspect } : {}

/**
 * A report page with a period: its report machine from the address's query, the period picker bound to it, and
 * Schedule with the page's filters as the report's call takes them (`searchOf`).
 */
export function usePeriodReport(spec: {
  bind: (deps: FlowDeps) => typeof reportPageMachine
  queryOptions: ListQueryOptions
  schedule: SchedulableReport
  searchOf: (query: ListQuery, paged: boolean) => string
}) {
  const deps = useFlowDeps()
  const query = useMemo(() => parseListQuery(window.location.search, spec.queryOptions), [spec.queryOptions])
  const logic = useMemo(() => spec.bind(deps), [deps, spec])
  const report = useActorRef(logic, { ...options, input: { query } })
  const periodLogic = useMemo(() => bindPagePeriod(report), [report])
  const today = useMemo(() => todayHere(), [])
  const range = useActorRef(periodLogic, {
    ...options,
    input: { range: rangeOrDefault(query.filters, today), today: today.toString() },
  })
  const scheduleLogic = useMemo(
    () =>
      bindReportSchedule(deps, spec.schedule, () =>
        spec.searchOf(report.getSnapshot().context.query, false).slice(1),
      ),
    [deps, report, spec],
  )
  const schedule = useActorRef(scheduleLogic, { ...options, input: { selfId: deps.who().user?.id ?? '' } })
  return { report, range, schedule }
}
