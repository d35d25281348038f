import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { useLocation, useSearch } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import {
  recipientQueryOf,
  recipientSearchOf,
  SIMULATION_REPORT_TABS,
  type SimulationReportTab,
} from '../../domain/simulation/report'
import { SimulationReportPage } from '../../features/simulation/report/SimulationReportPage'
import { useBoundFlow } from '../browser-deps'
import { bindSimulationReport } from '../flows/simulation/simulation-report'
import { inspect } from '../inspector'

const options = inspect ? { inspect } : {}

const tabOf = (path: string): SimulationReportTab =>
  SIMULATION_REPORT_TABS.find((tab) => path.endsWith(`/${tab}`)) ?? 'overview'

/** /phishing-simulation/reports/{campaignId}/{tab}: the tab from the path, the recipients' query from the address. */
export default function SimulationReportRoute() {
  const [path] = useLocation()
  // /phishing-simulation/reports/{campaignId}/{tab}
  const campaignId = decodeURIComponent(path.split('/')[3] ?? '')
  const search = useSearch()
  const tab = tabOf(path)
  const query = recipientQueryOf(search)
  const report = useActorRef(useBoundFlow(bindSimulationReport), {
    ...options,
    input: { campaignId, tab, query },
  })
  useEffect(() => report.send({ type: 'tab.show', tab }), [report, tab])
  const key = recipientSearchOf(query)
  useEffect(() => {
    report.send({ type: 'query.change', query })
    // The query is rebuilt on every render; its address says when it really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [report, key])
  return (
    <SimulationReportPage
      report={report}
      campaignId={campaignId}
      onQuery={(next) =>
        navigate(
          `/phishing-simulation/reports/${encodeURIComponent(campaignId)}/${tab}${recipientSearchOf(next)}`,
        )
      }
    />
  )
}
