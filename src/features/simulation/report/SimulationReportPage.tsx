import { useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { css } from '../../../../styled-system/css'
import { SIMULATION_STATUS_LABELS } from '../../../domain/simulation/campaign'
import {
  SIMULATION_REPORT_TAB_LABELS,
  SIMULATION_REPORT_TABS,
  recipientSearchOf,
  reportFiltersOnly,
  type RecipientQuery,
} from '../../../domain/simulation/report'
import { Alert } from '../../../ui/Alert'
import { badge } from '../../../ui/badge'
import { Button } from '../../../ui/Button'
import { RetryAlert } from '../../../ui/ListParts'
import { TabLinks } from '../../../ui/TabLinks'
import { reportHeader, reportPage, reportTitle } from '../../../ui/surfaces'
import { BreakdownTab } from './BreakdownTab'
import { OverviewTab } from './OverviewTab'
import { RecipientsTab } from './RecipientsTab'
import { ReportFilters } from './ReportFilters'
import {
  selectCanExport,
  selectExporting,
  selectFailed,
  selectFailure,
  selectLoading,
  selectOverview,
  selectQuery,
  selectTab,
  type ReportFlow,
} from './selectors'

/** /phishing-simulation/reports/{campaignId}/{tab}. */
export function SimulationReportPage({
  report,
  campaignId,
  onQuery,
}: {
  report: ReportFlow
  campaignId: string
  onQuery: (query: RecipientQuery) => void
}) {
  const overview = useSelector(report, selectOverview)
  const tab = useSelector(report, selectTab)
  const query = useSelector(report, selectQuery)
  const loading = useSelector(report, selectLoading)
  const failed = useSelector(report, selectFailed)
  const failure = useSelector(report, selectFailure)
  const canExport = useSelector(report, selectCanExport)
  const exporting = useSelector(report, selectExporting)
  return (
    <div className={reportPage}>
      <header className={reportHeader}>
        <Link href="/phishing-simulation/active" className={css({ color: 'brand', fontWeight: 'semibold' })}>
          ← Phishing simulations
        </Link>
        <h1 className={reportTitle}>{overview?.campaign.name ?? 'Phishing simulation report'}</h1>
        {overview ? (
          <span className={badge({ tone: 'info' })}>
            {SIMULATION_STATUS_LABELS[overview.campaign.status]}
          </span>
        ) : null}
        {tab === 'overview' ? null : (
          <Button
            variant="outline"
            disabled={!canExport}
            aria-busy={exporting}
            onClick={() => report.send({ type: 'export' })}
          >
            Export CSV
          </Button>
        )}
      </header>
      <TabLinks
        label="Report tabs"
        current={tab}
        tabs={SIMULATION_REPORT_TABS.map((id) => ({
          id,
          href: `/phishing-simulation/reports/${encodeURIComponent(campaignId)}/${id}${recipientSearchOf(reportFiltersOnly(query))}`,
          label: SIMULATION_REPORT_TAB_LABELS[id],
        }))}
      />
      {failed ? <RetryAlert message={failure} onRetry={() => report.send({ type: 'list.retry' })} /> : null}
      {!failed && failure ? <Alert tone="danger">{failure}</Alert> : null}
      <section
        aria-label={SIMULATION_REPORT_TAB_LABELS[tab]}
        aria-busy={loading}
        className={css({ opacity: loading ? 0.6 : 1 })}
      >
        {tab === 'overview' ? (
          <OverviewTab report={report} />
        ) : (
          <ReportFilters report={report} onQuery={onQuery} />
        )}
        {tab === 'recipients' ? <RecipientsTab report={report} onQuery={onQuery} /> : null}
        {tab !== 'overview' && tab !== 'recipients' ? <BreakdownTab report={report} tab={tab} /> : null}
      </section>
    </div>
  )
}
