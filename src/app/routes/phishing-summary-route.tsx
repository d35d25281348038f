import { useMemo } from 'react'
import { useLocation, useSearch } from 'wouter'
import { phishingSummarySearch } from '../../api/reports/phishing-summary'
import {
  PHISHING_SUMMARY_QUERY,
  PHISHING_SUMMARY_TABS,
  type PhishingSummaryTab,
} from '../../domain/phishing-summary'
import { PhishingSummaryPage } from '../../features/reports/PhishingSummaryPage'
import type { FlowDeps } from '../flows/deps'
import { bindPhishingSummary } from '../flows/reports/report-page'
import { usePeriodReportScreen } from './use-report-screen'

const tabOf = (path: string): PhishingSummaryTab =>
  PHISHING_SUMMARY_TABS.find((tab) => path.endsWith(`/${tab}`)) ?? 'overview'

/** /reports/phishing-summary/{tab}: one report machine per tab, its query and period from the address. */
export default function PhishingSummaryRoute() {
  const [path] = useLocation()
  const tab = tabOf(path)
  return <SummaryTab key={tab} tab={tab} />
}

function SummaryTab({ tab }: { tab: PhishingSummaryTab }) {
  const search = useSearch()
  const spec = useMemo(
    () => ({
      bind: (deps: FlowDeps) => bindPhishingSummary(deps, tab),
      queryOptions: PHISHING_SUMMARY_QUERY,
      schedule: 'phishingSummary' as const,
      // The schedule mails this tab's table (the overview: the campaigns').
      searchOf: (query: Parameters<typeof phishingSummarySearch>[0], paged: boolean) =>
        `${phishingSummarySearch(query, paged)}&tab=${tab === 'overview' ? 'campaigns' : tab}`,
    }),
    [tab],
  )
  const parts = usePeriodReportScreen(spec)
  return parts ? <PhishingSummaryPage tab={tab} search={search} {...parts} /> : null
}
