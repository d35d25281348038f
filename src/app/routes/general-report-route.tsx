import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { parseListQuery } from '../../domain/list-query'
import { GeneralReportPage } from '../../features/reports/GeneralReportPage'
import { useFlowDeps } from '../browser-deps'
import { bindGeneralReport } from '../flows/reports/report-page'
import { bindReportSchedule } from '../flows/reports/report-schedule'
import { inspect } from '../inspector'

const options = inspect ? { inspect } : {}
// Twelve months on one page: nothing to sort or page.
const QUERY = { orderBy: ['month'], defaultOrderBy: 'month', pageSizes: [12], defaultPageSize: 12 }

/** /general-report. */
export default function GeneralReportRoute() {
  const deps = useFlowDeps()
  const logic = useMemo(() => bindGeneralReport(deps), [deps])
  const report = useActorRef(logic, { ...options, input: { query: parseListQuery('', QUERY) } })
  const scheduleLogic = useMemo(() => bindReportSchedule(deps, 'generalReport', () => ''), [deps])
  const schedule = useActorRef(scheduleLogic, { ...options, input: { selfId: deps.who().user?.id ?? '' } })
  return <GeneralReportPage report={report} schedule={schedule} />
}
