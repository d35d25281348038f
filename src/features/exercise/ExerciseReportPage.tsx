import { useSelector } from '@xstate/react'
import { Link } from 'wouter'
import type { ActorRefFrom } from 'xstate'
import { Tabs } from '../../ui/Tabs'
import { css } from '../../../styled-system/css'
import type { exerciseReportMachine } from '../../../machines/exercise/exercise-report.machine'
import {
  REPORT_PAGE_SIZES,
  REPORT_TAB_LABELS,
  REPORT_TABS,
  type ReportRow,
  type ReportTab,
} from '../../domain/exercise-report'
import { Button } from '../../ui/Button'
import { LiveSearchField, RetryAlert } from '../../ui/ListParts'
import { Pager } from '../../ui/Pager'
import { reportHeader, reportPage, reportTitle } from '../../ui/surfaces'
import {
  selectCampaignName,
  selectCanExport,
  selectExporting,
  selectReportFailed,
  selectReportFailure,
  selectReportFilters,
  selectReportQuery,
  selectReportTab,
  selectReportTotal,
} from './report-selectors'

import { Filters, FiltersDialog } from './ReportFilters'
import { StatsStrip, ReportTable } from './ReportTable'
type Report = ActorRefFrom<typeof exerciseReportMachine>

/** /phishing-exercise-report/{campaignId}/{tab} (002 §2.8). */
export function ExerciseReportPage({ report, onRow }: { report: Report; onRow: (row: ReportRow) => void }) {
  const tab = useSelector(report, selectReportTab)
  const query = useSelector(report, selectReportQuery)
  const filters = useSelector(report, selectReportFilters)
  const total = useSelector(report, selectReportTotal)
  const name = useSelector(report, selectCampaignName)
  const failed = useSelector(report, selectReportFailed)
  const failure = useSelector(report, selectReportFailure)
  const canExport = useSelector(report, selectCanExport)
  const exporting = useSelector(report, selectExporting)
  return (
    <div className={reportPage}>
      <header className={reportHeader}>
        <Link
          href="/phishing-exercise"
          aria-label="Back to phishing exercise campaigns"
          className={css({ fontSize: 'xl', px: '2' })}
        >
          ←
        </Link>
        <h1 className={reportTitle}>{name}</h1>
        <FiltersDialog report={report} />
        <Button
          variant="outline"
          aria-label="Export CSV"
          disabled={!canExport || exporting}
          aria-busy={exporting}
          onClick={() => report.send({ type: 'report.export' })}
        >
          <span aria-hidden="true">⇩</span>
          <span className={css({ display: { base: 'none', md: 'inline' }, ml: '1' })}>
            {exporting ? 'Exporting…' : 'Export CSV'}
          </span>
        </Button>
      </header>
      <div className={css({ display: { base: 'none', md: 'block' } })}>
        <Filters
          report={report}
          filters={filters}
          onChange={(next) => report.send({ type: 'report.filters', filters: next })}
        />
      </div>
      <StatsStrip report={report} />
      <Tabs
        label="Report tabs"
        value={tab}
        onValueChange={(name) => report.send({ type: 'report.tab', tab: name as ReportTab })}
        items={REPORT_TABS.map((name) => ({
          value: name,
          label: `${REPORT_TAB_LABELS[name]}${tab === name ? ` (${total})` : ''}`,
          // One table serves every tab: the machine loads the chosen tab's rows into it.
          content:
            name === tab ? (
              <div className={css({ display: 'grid', gap: '4' })}>
                <LiveSearchField
                  key={tab}
                  label="Search"
                  defaultValue={query.searchText}
                  onSearch={(searchText) => report.send({ type: 'report.search', searchText })}
                />
                {failed ? (
                  <RetryAlert message={failure} onRetry={() => report.send({ type: 'report.retry' })} />
                ) : (
                  <ReportTable report={report} onRow={onRow} />
                )}
                {total > 0 ? (
                  <Pager
                    pageNumber={query.pageNumber}
                    pageSize={query.pageSize}
                    total={total}
                    sizes={REPORT_PAGE_SIZES}
                    onPage={(pageNumber) => report.send({ type: 'report.page', pageNumber })}
                    onPageSize={(pageSize) => report.send({ type: 'report.pageSize', pageSize })}
                  />
                ) : null}
              </div>
            ) : null,
        }))}
      />
    </div>
  )
}
