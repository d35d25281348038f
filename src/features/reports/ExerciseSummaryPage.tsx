import { useSelector } from '@xstate/react'
import { lazy, Suspense } from 'react'
import { useReportQuery } from './use-report-query'
import { css } from '../../../styled-system/css'
import { PercentBadge } from '../../ui/PercentBadge'
import {
  EXERCISE_SUMMARY_STATUSES,
  EXERCISE_SUMMARY_STATUS_LABELS,
  EXERCISE_SUMMARY_TEXTS,
  exerciseSummaryFiltersOf,
} from '../../domain/exercise-summary-report'
import { learnerChart } from '../../domain/report-charts'
import { badge } from '../../ui/badge'
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
  selectCampaignChoices,
  selectExerciseSummaryPage,
  selectExerciseSummaryStatistics,
  type ReportPageActor,
} from './report-selectors'
import { formatDate } from '../../domain/intl-format'

const LearnerChart = lazy(() => import('./LearnerChart'))

const day = (iso: string) =>
  formatDate(iso, 'en-US', { month: 'short', day: '2-digit', year: 'numeric' })

/** /reports-phishing-exercise: every exercise campaign of the period, side by side. */
export function ExerciseSummaryPage({
  report,
  range,
  schedule,
}: {
  report: ReportPageActor
  range: ReportRangeActor
  schedule: ReportScheduleActor
}) {
  const texts = EXERCISE_SUMMARY_TEXTS
  const { query, loading, failure, send, filter, sort, search, retry } = useReportQuery(report)
  const page = useSelector(report, selectExerciseSummaryPage)
  const stats = useSelector(report, selectExerciseSummaryStatistics)
  const campaigns = useSelector(report, selectCampaignChoices)
  const filters = exerciseSummaryFiltersOf(query.filters)
  const searched = query.search !== '' || filters.statuses.length > 0 || filters.campaignIds.length > 0
  return (
    <ReportSection title={texts.title} report={report} schedule={schedule}>
      <RangePicker range={range} />
      {stats ? (
        <div
          className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' } })}
        >
          <FigureGrid
            items={[
              ['Campaigns', String(stats.campaigns)],
              ['Learners', String(stats.total)],
              ['Completed', String(stats.completed)],
              ['Overdue', String(stats.overdue)],
              ['Average score', stats.averageScore === null ? '—' : `${stats.averageScore}%`],
            ]}
          />
          <Suspense fallback={null}>
            <LearnerChart chart={learnerChart(stats)} />
          </Suspense>
        </div>
      ) : null}
      <SearchForm label="Search campaigns" value={query.search} onSearch={search}>
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={filters.statuses[0] ?? ''}
          options={EXERCISE_SUMMARY_STATUSES.map((id) => ({ id, name: EXERCISE_SUMMARY_STATUS_LABELS[id] }))}
          onChange={(statuses) => filter({ statuses })}
        />
        <FilterSelect
          label="Campaign"
          allLabel="All campaigns"
          value={filters.campaignIds[0] ?? ''}
          options={campaigns}
          onChange={(campaignIds) => filter({ campaignIds })}
        />
      </SearchForm>
      <RetryAlert message={failure} onRetry={retry} />
      <ListTable busy={loading}>
        <thead>
          <tr>
            <SortHeader label="Campaign" {...sort('name')} />
            <th className={cell}>Status</th>
            <SortHeader label="Started" {...sort('startedAt')} />
            <SortHeader label="Learners" {...sort('total')} />
            <SortHeader label="Completed" {...sort('completed')} />
            <th className={cell}>In progress</th>
            <th className={cell}>Not started</th>
            <SortHeader label="Overdue" {...sort('overdue')} />
            <SortHeader label="Score" {...sort('score')} />
          </tr>
        </thead>
        <tbody>
          {page?.items.map((row) => (
            <tr key={row.id}>
              <td className={cell}>{row.name}</td>
              <td className={cell}>
                <span className={badge({ tone: row.status === 'active' ? 'info' : 'muted' })}>
                  {EXERCISE_SUMMARY_STATUS_LABELS[row.status as 'active'] ?? row.status}
                </span>
              </td>
              <td className={cell}>{day(row.startedAt)}</td>
              <td className={cell}>{row.total}</td>
              <td className={cell}>{row.completed}</td>
              <td className={cell}>{row.inProgress}</td>
              <td className={cell}>{row.notStarted}</td>
              <td className={cell}>{row.overdue}</td>
              <td className={cell}>{row.score === null ? '—' : <PercentBadge value={row.score} />}</td>
            </tr>
          ))}
          <ListStatusRow
            columns={9}
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
