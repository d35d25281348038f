import { useSelector } from '@xstate/react'
import { lazy, Suspense } from 'react'
import { useReportQuery } from './use-report-query'
import { css } from '../../../styled-system/css'
import { monthLabel } from '../../domain/general-report'
import {
  monthRates,
  PHISHING_SUMMARY_NOUNS,
  PHISHING_SUMMARY_TAB_LABELS,
  PHISHING_SUMMARY_TABS,
  PHISHING_SUMMARY_TEXTS,
  phishingSummaryFigures,
  phishingSummaryFiltersOf,
  rateText,
  type PhishingSummaryTab,
  type PhishingSummaryTable,
} from '../../domain/phishing-summary'
import { listCell as cell, ListStatusRow, ListTable, RetryAlert } from '../../ui/ListParts'
import { ListQueryPager } from '../../ui/Pager'
import { SearchForm } from '../../ui/SearchForm'
import { SortHeader } from '../../ui/SortHeader'
import { TabLinks } from '../../ui/TabLinks'
import { FilterSelect } from './FilterSelect'
import type { ReportRangeActor } from './range-selectors'
import { RangePicker } from './RangePicker'
import { FigureGrid, ReportSection } from './ReportParts'
import type { ReportScheduleActor } from './schedule-selectors'
import {
  selectPhishingSummaryChoices,
  selectPhishingSummaryOverview,
  selectPhishingSummaryPage,
  selectReportLoading,
  type ReportPageActor,
} from './report-selectors'
import { formatDate } from '../../domain/intl-format'

const PhishingMonthsChart = lazy(() => import('./PhishingMonthsChart'))

const day = (iso: string) =>
  formatDate(iso, 'en-US', { month: 'short', day: '2-digit', year: 'numeric' })

/** /reports/phishing-summary/{tab}: every simulation email of the period, as a whole and by what the tab is about. */
export function PhishingSummaryPage({
  tab,
  search,
  report,
  range,
  schedule,
}: {
  tab: PhishingSummaryTab
  /** The address's query, carried to the other tabs. */
  search: string
  report: ReportPageActor
  range: ReportRangeActor
  schedule: ReportScheduleActor
}) {
  const { query, failure, filter, retry } = useReportQuery(report)
  const overview = useSelector(report, selectPhishingSummaryOverview)
  const choices = useSelector(report, selectPhishingSummaryChoices)
  const filters = phishingSummaryFiltersOf(query.filters)
  // Another tab keeps the period and filters; its page and search are its own.
  const carried = new URLSearchParams(search)
  for (const key of ['pageNumber', 'search']) carried.delete(key)
  const keep = carried.toString() ? `?${carried.toString()}` : ''
  return (
    <ReportSection title={PHISHING_SUMMARY_TEXTS.title} report={report} schedule={schedule}>
      <TabLinks
        label="Phishing summary tabs"
        current={tab}
        tabs={PHISHING_SUMMARY_TABS.map((id) => ({
          id,
          label: PHISHING_SUMMARY_TAB_LABELS[id],
          href: `/reports/phishing-summary/${id}${keep}`,
        }))}
      />
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'end' })}>
        <RangePicker range={range} />
        <FilterSelect
          label="Campaign"
          allLabel="All campaigns"
          value={filters.campaignIds[0] ?? ''}
          options={choices?.campaigns ?? []}
          onChange={(campaignIds) => filter({ campaignIds })}
        />
        <FilterSelect
          label="Department"
          allLabel="All departments"
          value={filters.departments[0] ?? ''}
          options={choices?.departments ?? []}
          onChange={(departments) => filter({ departments })}
        />
        <FilterSelect
          label="Group"
          allLabel="All groups"
          value={filters.groups[0] ?? ''}
          options={choices?.groups ?? []}
          onChange={(groups) => filter({ groups })}
        />
      </div>
      <RetryAlert message={failure} onRetry={retry} />
      {overview ? <FigureGrid items={phishingSummaryFigures(overview)} /> : null}
      {tab === 'overview' ? <OverviewMonths report={report} /> : <SummaryTable table={tab} report={report} />}
    </ReportSection>
  )
}

function OverviewMonths({ report }: { report: ReportPageActor }) {
  const overview = useSelector(report, selectPhishingSummaryOverview)
  const loading = useSelector(report, selectReportLoading)
  if (!overview) return null
  return (
    <>
      <Suspense fallback={null}>
        <PhishingMonthsChart months={overview.months} />
      </Suspense>
      <ListTable busy={loading}>
        <caption className={css({ srOnly: true })}>Simulation emails by month</caption>
        <thead>
          <tr>
            <th className={cell}>Month</th>
            <th className={cell}>Emails sent</th>
            <th className={cell}>Phished</th>
            <th className={cell}>Phish-prone</th>
            <th className={cell}>Reported</th>
            <th className={cell}>Reported %</th>
          </tr>
        </thead>
        <tbody>
          {overview.months.map((month) => {
            const rates = monthRates(month)
            return (
              <tr key={month.month}>
                <td className={cell}>{monthLabel(month.month)}</td>
                <td className={cell}>{month.sent}</td>
                <td className={cell}>{month.phished}</td>
                <td className={cell}>{rateText(rates.phishProne)}</td>
                <td className={cell}>{month.reported}</td>
                <td className={cell}>{rateText(rates.reported)}</td>
              </tr>
            )
          })}
          <ListStatusRow
            columns={6}
            noun="months"
            loading={false}
            empty={overview.months.length === 0}
            emptyText={PHISHING_SUMMARY_TEXTS.empty}
          />
        </tbody>
      </ListTable>
    </>
  )
}

function SummaryTable({ table, report }: { table: PhishingSummaryTable; report: ReportPageActor }) {
  const { query, loading, send: onQuery, sort, search } = useReportQuery(report)
  const page = useSelector(report, selectPhishingSummaryPage)
  const { column, noun } = PHISHING_SUMMARY_NOUNS[table]
  const columns = table === 'campaigns' ? 10 : 8
  return (
    <>
      <SearchForm label={`Search ${noun}`} value={query.search} onSearch={search} />
      <ListTable busy={loading}>
        <thead>
          <tr>
            <SortHeader label={column} {...sort('name')} />
            {table === 'recipients' ? <th className={cell}>Campaigns</th> : null}
            {table === 'campaigns' ? (
              <>
                <th className={cell}>Status</th>
                <th className={cell}>Started</th>
              </>
            ) : null}
            {table === 'recipients' ? null : <th className={cell}>Recipients</th>}
            <SortHeader label="Sent" {...sort('sent')} />
            <SortHeader label="Opened" {...sort('opened')} />
            <SortHeader label="Clicked" {...sort('clicked')} />
            <SortHeader label="Phished" {...sort('phished')} />
            <SortHeader label="Reported" {...sort('reported')} />
            <SortHeader label="Phish-prone" {...sort('phishProne')} />
          </tr>
        </thead>
        <tbody>
          {page?.items.map((row) => (
            <tr key={row.id}>
              <td className={cell}>
                {row.name}
                {row.email && row.email !== row.name ? (
                  <div className={css({ fontSize: 'sm', color: 'text.muted' })}>{row.email}</div>
                ) : null}
              </td>
              {table === 'recipients' ? <td className={cell}>{row.campaigns}</td> : null}
              {table === 'campaigns' ? (
                <>
                  <td className={cell}>{row.status}</td>
                  <td className={cell}>{row.startedAt ? day(row.startedAt) : '—'}</td>
                </>
              ) : null}
              {table === 'recipients' ? null : <td className={cell}>{row.recipients}</td>}
              <td className={cell}>{row.sent}</td>
              <td className={cell}>{row.opened}</td>
              <td className={cell}>{row.clicked}</td>
              <td className={cell}>{row.phished}</td>
              <td className={cell}>{row.reported}</td>
              <td className={cell}>{rateText(row.phishProne)}</td>
            </tr>
          ))}
          <ListStatusRow
            columns={columns}
            noun={noun}
            loading={!page && loading}
            empty={page?.items.length === 0}
            emptyText={query.search ? PHISHING_SUMMARY_TEXTS.emptySearch : PHISHING_SUMMARY_TEXTS.empty}
          />
        </tbody>
      </ListTable>
      {page ? <ListQueryPager query={query} total={page.pageInfo.totalCount} onQuery={onQuery} /> : null}
    </>
  )
}
