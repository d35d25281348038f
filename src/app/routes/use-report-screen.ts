import { useActorRef, useSelector } from '@xstate/react'
import { useMemo } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { reportScreenMachine } from '../../../machines/reports/report-screen.machine'
import { parseListQuery, type ListQueryOptions } from '../../domain/list-query'
import { rangeOrDefault } from '../../domain/report-range'
import { todayHere } from '../../domain/today'
import type { ReportRangeActor } from '../../features/reports/range-selectors'
import type { ReportPageActor } from '../../features/reports/report-selectors'
import type { ReportScheduleActor } from '../../features/reports/schedule-selectors'
import { useFlowDeps } from '../browser-deps'
import { bindReportScreen, type ReportScreenSpec } from '../flows/reports/report-screen'
import { inspect } from '../inspector'

type Parts = { report?: ReportPageActor; range?: ReportRangeActor; schedule?: ReportScheduleActor }
const selectParts = (s: SnapshotFrom<typeof reportScreenMachine>) => s.children as Parts

/**
 * A report page's machine, started with the address's query (and, with `period`, the address's period or the
 * default one); its children once started.
 */
function useReportScreenParts(spec: ReportScreenSpec & { queryOptions: ListQueryOptions }, period: boolean) {
  const deps = useFlowDeps()
  const logic = useMemo(() => bindReportScreen(deps, spec), [deps, spec])
  const input = useMemo(() => {
    const query = parseListQuery(window.location.search, spec.queryOptions)
    const today = todayHere()
    return {
      query,
      period: period ? { range: rangeOrDefault(query.filters, today), today: today.toString() } : null,
      selfId: deps.who().user?.id ?? '',
    }
    // Read once, as the page opens: the report keeps its query in the address from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const screen = useActorRef(logic, { ...(inspect ? { inspect } : {}), input })
  return useSelector(screen, selectParts)
}

/** A report page with a period picker: its report, period and Schedule, or null before they start. */
export function usePeriodReportScreen(spec: ReportScreenSpec & { queryOptions: ListQueryOptions }) {
  const { report, range, schedule } = useReportScreenParts(spec, true)
  return report && range && schedule ? { report, range, schedule } : null
}

/** A report page without a period: its report and Schedule, or null before they start. */
export function useReportScreen(spec: ReportScreenSpec & { queryOptions: ListQueryOptions }) {
  const { report, schedule } = useReportScreenParts(spec, false)
  return report && schedule ? { report, schedule } : null
}
