import { useSelector } from '@xstate/react'
import { css } from '../../../styled-system/css'
import { sortDirection, sortedBy, withSearchText, type ListQuery } from '../../domain/list-query'
import {
  POLICY_REPORT_PAGE_SIZES,
  POLICY_REPORT_STATUSES,
  POLICY_REPORT_STATUS_LABELS,
  POLICY_REPORT_TEXTS,
  acknowledgeLabel,
  policyFiltersOf,
  type PolicyReportRow,
} from '../../domain/policy-report'
import { FilterSelect } from './FilterSelect'
import { FigureGrid, ReportHeader } from './ReportParts'
import { ScheduleButton } from './ScheduleDialog'
import type { ReportScheduleActor } from './schedule-selectors'
import { listCell as cell, ListStatusRow, ListTable, RetryAlert } from '../../ui/ListParts'
import { ListQueryPager } from '../../ui/Pager'
import { SearchForm } from '../../ui/SearchForm'
import { SortHeader } from '../../ui/SortHeader'
import {
  selectPolicyChoices,
  selectPolicyPage,
  selectPolicyStatistics,
  selectReportFailure,
  selectReportLoading,
  selectReportQuery,
  type ReportPageActor,
} from './report-selectors'
import { formatDate } from '../../domain/intl-format'

const day = (iso: string | null) =>
  iso ? formatDate(iso, 'en-US', { month: 'short', day: '2-digit', year: 'numeric' }) : '—'

function Figures({ report }: { report: ReportPageActor }) {
  const stats = useSelector(report, selectPolicyStatistics)
  if (!stats) return null
  return (
    <FigureGrid
      items={[
        ['Policies', String(stats.policies)],
        ['Assigned', String(stats.assignments)],
        ['Acknowledged', `${stats.acknowledged} (${stats.progress}%)`],
        ['Not opened', String(stats.notOpened)],
        ['Overdue', String(stats.overdue)],
        ['Average time to acknowledge', acknowledgeLabel(stats.averageAcknowledge)],
      ]}
    />
  )
}

function Progress({ row }: { row: PolicyReportRow }) {
  return (
    <span className={css({ display: 'flex', gap: '2', alignItems: 'center', minW: '120px' })}>
      <span aria-hidden className={css({ flex: '1', h: '2', bg: 'surface.sunken', borderRadius: 'full' })}>
        <span
          className={css({ display: 'block', h: '2', bg: 'green.600', borderRadius: 'full' })}
          style={{ width: `${row.progress}%` }}
        />
      </span>
      {row.progress}%
    </span>
  )
}

/** /reports/policiesProgress: each policy's acknowledgement, filtered, sorted, paged and exported. */
export function PolicyReportPage({
  report,
  schedule,
}: {
  report: ReportPageActor
  /** Absent where the page is shown without its Schedule button (the report machine's path tests). */
  schedule?: ReportScheduleActor
}) {
  const query = useSelector(report, selectReportQuery)
  const page = useSelector(report, selectPolicyPage)
  const choices = useSelector(report, selectPolicyChoices)
  const loading = useSelector(report, selectReportLoading)
  const failure = useSelector(report, selectReportFailure)
  const filters = policyFiltersOf(query.filters)
  const send = (next: ListQuery) => report.send({ type: 'report.query', query: next })
  const filter = (patch: Partial<typeof filters>) =>
    send({ ...query, pageNumber: 0, filters: { ...filters, ...patch } })
  const sort = (column: string) => ({
    direction: sortDirection(query, column),
    onSort: () => send(sortedBy(query, column)),
  })
  const searched = query.search !== '' || filters.statuses.length > 0 || filters.policyIds.length > 0
  return (
    <section
      aria-labelledby="report-title"
      aria-busy={loading}
      className={css({ display: 'grid', gap: '4' })}
    >
      <ReportHeader title={POLICY_REPORT_TEXTS.title} report={report}>
        {schedule ? <ScheduleButton schedule={schedule} /> : null}
      </ReportHeader>
      <Figures report={report} />
      <SearchForm
        label="Search policies"
        value={query.search}
        onSearch={(text) => send(withSearchText(query, text))}
      >
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={filters.statuses[0] ?? ''}
          options={POLICY_REPORT_STATUSES.map((id) => ({ id, name: POLICY_REPORT_STATUS_LABELS[id] }))}
          onChange={(statuses) => filter({ statuses: statuses as typeof filters.statuses })}
        />
        <FilterSelect
          label="Policy"
          allLabel="All policies"
          value={filters.policyIds[0] ?? ''}
          options={choices}
          onChange={(policyIds) => filter({ policyIds })}
        />
      </SearchForm>
      <RetryAlert message={failure} onRetry={() => report.send({ type: 'report.retry' })} />
      <ListTable busy={loading}>
        <thead>
          <tr>
            <SortHeader label="Policy" {...sort('name')} />
            <th className={cell}>Revision</th>
            <SortHeader label="Assigned" {...sort('assignments')} />
            <SortHeader label="Progress" {...sort('progress')} />
            <th className={cell}>Acknowledged</th>
            <th className={cell}>Not opened</th>
            <th className={cell}>Overdue</th>
            <th className={cell}>Average time to acknowledge</th>
            <SortHeader label="Created" {...sort('createdAt')} />
            <th className={cell}>Ended</th>
          </tr>
        </thead>
        <tbody>
          {page?.items.map((row) => (
            <tr key={row.id}>
              <td className={cell}>{row.name}</td>
              <td className={cell}>{row.revision}</td>
              <td className={cell}>{row.assignments}</td>
              <td className={cell}>
                <Progress row={row} />
              </td>
              <td className={cell}>{row.acknowledged}</td>
              <td className={cell}>{row.notOpened}</td>
              <td className={cell}>{row.overdue}</td>
              <td className={cell}>{acknowledgeLabel(row.averageAcknowledge)}</td>
              <td className={cell}>{day(row.createdAt)}</td>
              <td className={cell}>{day(row.endedAt)}</td>
            </tr>
          ))}
          <ListStatusRow
            columns={10}
            noun="policies"
            loading={!page && loading}
            empty={page?.items.length === 0}
            emptyText={searched ? POLICY_REPORT_TEXTS.emptySearch : POLICY_REPORT_TEXTS.empty}
          />
        </tbody>
      </ListTable>
      {page ? (
        <ListQueryPager
          query={query}
          total={page.pageInfo.totalCount}
          sizes={POLICY_REPORT_PAGE_SIZES}
          onQuery={send}
        />
      ) : null}
    </section>
  )
}
