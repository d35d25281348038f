import { useSelector } from '@xstate/react'
import { lazy, Suspense } from 'react'
import { useReportQuery } from './use-report-query'
import { css } from '../../../styled-system/css'
import { PercentBadge } from '../../ui/PercentBadge'
import {
  TRAINING_REPORT_STATUSES,
  TRAINING_REPORT_STATUS_LABELS,
  TRAINING_REPORT_TEXTS,
  percentOf,
  trainingFiltersOf,
  type TrainingReportKind,
  type TrainingReportStatistics,
} from '../../domain/training-report'
import { listCell as cell, ListStatusRow, ListTable, RetryAlert } from '../../ui/ListParts'
import { learnerChart } from '../../domain/report-charts'
import { badge } from '../../ui/badge'
import { ListQueryPager } from '../../ui/Pager'
import { SearchForm } from '../../ui/SearchForm'
import { SortHeader } from '../../ui/SortHeader'
import type { ReportRangeActor } from './range-selectors'
import { RangePicker } from './RangePicker'
import type { ReportScheduleActor } from './schedule-selectors'
import { FilterSelect } from './FilterSelect'
import { FigureGrid, ReportSection } from './ReportParts'
import {
  selectCourseChoices,
  selectTrainingPage,
  selectTrainingStatistics,
  type ReportPageActor,
} from './report-selectors'
import { formatDate } from '../../domain/intl-format'

const LearnerChart = lazy(() => import('./LearnerChart'))

const day = (iso: string | null) =>
  iso ? formatDate(iso, 'en-US', { month: 'short', day: '2-digit', year: 'numeric' }) : '—'

const STATUS_TONE = { running: 'info', ended: 'muted' } as const

function figuresOf(stats: TrainingReportStatistics): [string, string][] {
  return [
    ['Campaigns', String(stats.campaigns)],
    ['Learners', String(stats.assigned)],
    ['Completed', `${stats.completed} (${stats.completionPercentage}%)`],
    ['In progress', String(stats.inProgress)],
    ['Not started', String(stats.notStarted)],
    ['Overdue', String(stats.overdue)],
  ]
}

/** /reports-training and /reports-gaming: the period's campaigns with their learners' progress. */
export function TrainingReportPage({
  kind,
  report,
  range,
  schedule,
}: {
  kind: TrainingReportKind
  report: ReportPageActor
  range: ReportRangeActor
  schedule: ReportScheduleActor
}) {
  const texts = TRAINING_REPORT_TEXTS[kind]
  const { query, loading, failure, send, filter, sort, search, retry } = useReportQuery(report)
  const page = useSelector(report, selectTrainingPage)
  const stats = useSelector(report, selectTrainingStatistics)
  const courses = useSelector(report, selectCourseChoices)
  const filters = trainingFiltersOf(query.filters)
  const searched = query.search !== '' || filters.statuses.length > 0 || filters.courseIds.length > 0
  return (
    <ReportSection title={texts.title} report={report} schedule={schedule}>
      <RangePicker range={range} />
      {stats ? (
        <div
          className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' } })}
        >
          <FigureGrid items={figuresOf(stats)} />
          <Suspense fallback={null}>
            <LearnerChart chart={learnerChart(stats)} />
          </Suspense>
        </div>
      ) : null}
      <SearchForm label={`Search ${texts.noun}`} value={query.search} onSearch={search}>
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={filters.statuses[0] ?? ''}
          options={TRAINING_REPORT_STATUSES.map((id) => ({ id, name: TRAINING_REPORT_STATUS_LABELS[id] }))}
          onChange={(statuses) => filter({ statuses })}
        />
        <FilterSelect
          label="Course"
          allLabel="All courses"
          value={filters.courseIds[0] ?? ''}
          options={courses}
          onChange={(courseIds) => filter({ courseIds })}
        />
      </SearchForm>
      <RetryAlert message={failure} onRetry={retry} />
      <ListTable busy={loading}>
        <thead>
          <tr>
            <SortHeader label="Campaign" {...sort('name')} />
            <th className={cell}>Status</th>
            <SortHeader label="Learners" {...sort('total')} />
            <SortHeader label="Completed" {...sort('completed')} />
            <SortHeader label="In progress" {...sort('inProgress')} />
            <SortHeader label="Not started" {...sort('notStarted')} />
            <SortHeader label="Overdue" {...sort('overdue')} />
            <SortHeader label="Quiz score" {...sort('score')} />
            <SortHeader label="Days to complete" {...sort('daysToComplete')} />
            <SortHeader label="Started" {...sort('startedAt')} />
            <th className={cell}>Ended</th>
          </tr>
        </thead>
        <tbody>
          {page?.items.map((row) => (
            <tr key={row.id}>
              <td className={cell}>
                <span className={css({ display: 'grid' })}>
                  <span className={css({ fontWeight: 'medium' })}>{row.name}</span>
                  <span className={css({ fontSize: 'xs', color: 'text.muted' })}>{row.courseName}</span>
                </span>
              </td>
              <td className={cell}>
                <span className={badge({ tone: STATUS_TONE[row.status as 'running'] ?? 'muted' })}>
                  {TRAINING_REPORT_STATUS_LABELS[row.status as 'running'] ?? row.status}
                </span>
              </td>
              <td className={cell}>{row.total}</td>
              <td className={cell}>
                {row.completed} ({percentOf(row.completed, row.total)}%)
              </td>
              <td className={cell}>{row.inProgress}</td>
              <td className={cell}>{row.notStarted}</td>
              <td className={cell}>{row.overdue}</td>
              <td className={cell}>{row.score === null ? '—' : <PercentBadge value={row.score} />}</td>
              <td className={cell}>{row.daysToComplete}</td>
              <td className={cell}>{day(row.startedAt)}</td>
              <td className={cell}>{day(row.archivedAt)}</td>
            </tr>
          ))}
          <ListStatusRow
            columns={11}
            noun={texts.noun}
            loading={!page && loading}
            empty={page?.items.length === 0}
            emptyText={searched ? TRAINING_REPORT_TEXTS.emptySearch : TRAINING_REPORT_TEXTS.empty}
          />
        </tbody>
      </ListTable>
      {page ? <ListQueryPager query={query} total={page.pageInfo.totalCount} onQuery={send} /> : null}
    </ReportSection>
  )
}
