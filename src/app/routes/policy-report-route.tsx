import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { parseListQuery } from '../../domain/list-query'
import { POLICY_REPORT_QUERY } from '../../domain/policy-report'
import { PolicyReportPage } from '../../features/reports/PolicyReportPage'
import { useFlowDeps } from '../browser-deps'
import { bindPolicyReport } from '../flows/reports/report-page'
import { inspect } from '../inspector'
import { bindReportSchedule } from '../flows/reports/report-schedule'
import { policySearch } from '../../api/policy-report'

const options = inspect ? { inspect } : {}

/** /reports/policiesProgress, its query from the address. */
export default function PolicyReportRoute() {
  const deps = useFlowDeps()
  const logic = useMemo(() => bindPolicyReport(deps), [deps])
  const report = useActorRef(logic, {
    ...options,
    input: { query: parseListQuery(window.location.search, POLICY_REPORT_QUERY) },
  })
  const scheduleLogic = useMemo(
    () =>
      bindReportSchedule(deps, 'policiesProgress', () =>
        policySearch(report.getSnapshot().context.query, false).slice(1),
      ),
    [deps, report],
  )
  const schedule = useActorRef(scheduleLogic, { ...options, input: { selfId: deps.who().user?.id ?? '' } })
  return <PolicyReportPage report={report} schedule={schedule} />
}
