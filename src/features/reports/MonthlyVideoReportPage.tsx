import { useSelector } from '@xstate/react'
import { lazy, Suspense } from 'react'
import { css } from '../../../styled-system/css'
import { sortDirection, sortedBy, withSearchText, type ListQuery } from '../../domain/list-query'
import { MONTHLY_VIDEO_REPORT_TEXTS, monthlyVideoFiltersOf } from '../../domain/monthly-video-report'
import { monthLabel } from '../../domain/general-report'
import { percentOf } from '../../domain/training-report'
import { watchChart } from '../../domain/report-charts'
import { listCell as cell, ListStatusRow, ListTable, RetryAlert } from '../../ui/ListParts'
import { ListQueryPager } from '../../ui/Pager'
import { SearchForm } from '../../ui/SearchForm'
import { SortHeader } from '../../ui/SortHeader'
import type { ReportRangeActor } from './range-selectors'
import { RangePicker } from './RangePicker'
import { FilterSelect } from './FilterSelect'
import { FigureGrid, ReportSection } from './ReportParts'
import type { ReportScheduleActor } from './schedule-selectors'
import {
  selectMonthlyVideoPage,
  selectMonthlyVideoStatistics,
  selectReportFailure,
  selectReportLoading,
  selectReportQuery,
  selectVideoChoices,
  type ReportPageActor,
} from './report-selectors'
import { formatDate } from '../../domain/intl-format'

const LearnerChart = lazy(() => import('./LearnerChart'))

const day = (iso: string) =>
  formatDate(iso, 'en-US', { month: 'short', day: '2-digit', year: 'numeric' })

/** /reports-monthly-video: each month's video given in the period, and who watched it. */
export function MonthlyVideoReportPage({
  report,
  range,
  schedule,
}: {
  report: ReportPageActor
  range: ReportRangeActor
  schedule: ReportScheduleActor
}) {
  const texts = MONTHLY_VIDEO_REPORT_TEXTS
  const query = useSelector(report, selectReportQuery)
  const page = useSelector(report, selectMonthlyVideoPage)
  const stats = useSelector(report, selectMonthlyVideoStatistics)
  const videos = useSelector(report, selectVideoChoices)
  const loading = useSelector(report, selectReportLoading)
  const failure = useSelector(report, selectReportFailure)
  const filters = monthlyVideoFiltersOf(query.filters)
  const send = (next: ListQuery) => report.send({ type: 'report.query', query: next })
  const sort = (column: string) => ({
    direction: sortDirection(query, column),
    onSort: () => send(sortedBy(query, column)),
  })
  const searched = query.search !== '' || filters.videoIds.length > 0
  return (
    <ReportSection title={texts.title} report={report} schedule={schedule}>
      <RangePicker range={range} />
      {stats ? (
        <div
          className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' } })}
        >
          <FigureGrid
            items={[
              ['Videos', String(stats.videos)],
              ['Learners', String(stats.assigned)],
              ['Watched', `${stats.watched} (${stats.watchedPercentage}%)`],
              ['Not watched', String(stats.notWatched)],
              ['Overdue', String(stats.overdue)],
            ]}
          />
          <Suspense fallback={null}>
            <LearnerChart chart={watchChart(stats)} />
          </Suspense>
        </div>
      ) : null}
      <SearchForm
        label="Search videos"
        value={query.search}
        onSearch={(text) => send(withSearchText(query, text))}
      >
        <FilterSelect
          label="Video"
          allLabel="All videos"
          value={filters.videoIds[0] ?? ''}
          options={videos}
          onChange={(videoIds) => send({ ...query, pageNumber: 0, filters: { ...query.filters, videoIds } })}
        />
      </SearchForm>
      <RetryAlert message={failure} onRetry={() => report.send({ type: 'report.retry' })} />
      <ListTable busy={loading}>
        <thead>
          <tr>
            <SortHeader label="Month" {...sort('month')} />
            <SortHeader label="Video" {...sort('title')} />
            <SortHeader label="Learners" {...sort('assigned')} />
            <SortHeader label="Watched" {...sort('watched')} />
            <th className={cell}>Not watched</th>
            <SortHeader label="Overdue" {...sort('overdue')} />
            <th className={cell}>Due</th>
          </tr>
        </thead>
        <tbody>
          {page?.items.map((row) => (
            <tr key={row.id}>
              <td className={cell}>{monthLabel(row.month)}</td>
              <td className={cell}>{row.title}</td>
              <td className={cell}>{row.assigned}</td>
              <td className={cell}>
                {row.watched} ({percentOf(row.watched, row.assigned)}%)
              </td>
              <td className={cell}>{row.notWatched}</td>
              <td className={cell}>{row.overdue}</td>
              <td className={cell}>{day(row.dueAt)}</td>
            </tr>
          ))}
          <ListStatusRow
            columns={7}
            noun={texts.noun}
            loading={!page && loading}
            empty={page?.items.length === 0}
            emptyText={searched ? texts.emptySearch : texts.empty}
          />
        </tbody>
      </ListTable>
      {page ? <ListQueryPager query={query} total={page.pageInfo.totalCount} onQuery={send} /> : null}
    </ReportSection>
  )
}
