import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { parseListQuery } from '../../domain/list-query'
import { POLICY_REPORT_QUERY } from '../../domain/policy-report'
import { PolicyReportPage } from '../../features/reports/PolicyReportPage'
import { useFlowDeps } from '../browser-deps'
import { bindPolicyReport } from '../flows/report-page'
import { inspect } from '../inspector'

const options = inspect ? { inspect } : {}

/** /reports/policiesProgress, its query from the address. */
export default function PolicyReportRoute() {
  const deps = useFlowDeps()
  const logic = useMemo(() => bindPolicyReport(deps), [deps])
  const report = useActorRef(logic, {
    ...options,
    input: { query: parseListQuery(window.location.search, POLICY_REPORT_QUERY) },
  })
  return <PolicyReportPage report={report} />
}
