import { useSelector } from '@xstate/react'
import { css } from '../../../styled-system/css'
import {
  QUIZ_TAB_LABELS,
  QUIZ_TABS,
  QUIZ_TEXTS,
  quizFigures,
  quizFiltersOf,
  type QuizQuestionRow,
  type QuizTab,
  type QuizUserRow,
} from '../../domain/quizzes-report'
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
  selectCourseChoices,
  selectQuizPage,
  selectQuizStatistics,
  type ReportPageActor,
} from './report-selectors'
import { useReportQuery } from './use-report-query'
import { formatDate } from '../../domain/intl-format'

const day = (iso: string) =>
  formatDate(iso, 'en-US', { month: 'short', day: '2-digit', year: 'numeric' })

/** /reports-quizzes/{tab}: the chapter quizzes answered in the period, by learner or by chapter quiz. */
export function QuizzesPage({
  tab,
  report,
  range,
  schedule,
}: {
  tab: QuizTab
  report: ReportPageActor
  range: ReportRangeActor
  schedule: ReportScheduleActor
}) {
  const { query, loading, failure, send, filter, sort, search, retry } = useReportQuery(report)
  const page = useSelector(report, selectQuizPage)
  const stats = useSelector(report, selectQuizStatistics)
  const courses = useSelector(report, selectCourseChoices)
  const filters = quizFiltersOf(query.filters)
  const searched = query.search !== '' || filters.courseIds.length > 0
  const columns = tab === 'users' ? 7 : 5
  return (
    <ReportSection title={QUIZ_TEXTS.title} report={report} schedule={schedule}>
      <TabLinks
        label="Quizzes report tabs"
        current={tab}
        tabs={QUIZ_TABS.map((id) => ({ id, label: QUIZ_TAB_LABELS[id], href: `/reports-quizzes/${id}` }))}
      />
      <RangePicker range={range} />
      {stats ? <FigureGrid items={quizFigures(stats)} /> : null}
      <SearchForm
        label={tab === 'users' ? 'Search learners' : 'Search chapter quizzes'}
        value={query.search}
        onSearch={search}
      >
        <FilterSelect
          label="Training"
          allLabel="All trainings"
          value={filters.courseIds[0] ?? ''}
          options={courses}
          onChange={(courseIds) => filter({ courseIds })}
        />
      </SearchForm>
      <RetryAlert message={failure} onRetry={retry} />
      <ListTable busy={loading}>
        <thead>
          {tab === 'users' ? (
            <tr>
              <SortHeader label="Learner" {...sort('name')} />
              <SortHeader label="Training" {...sort('course')} />
              <SortHeader label="Answered" {...sort('answered')} />
              <th className={cell}>Right first time</th>
              <th className={cell}>Right in the end</th>
              <SortHeader label="Score" {...sort('score')} />
              <SortHeader label="Last answer" {...sort('answeredAt')} />
            </tr>
          ) : (
            <tr>
              <SortHeader label="Training" {...sort('course')} />
              <SortHeader label="Chapter quiz" {...sort('chapter')} />
              <SortHeader label="Answered" {...sort('answered')} />
              <SortHeader label="Right" {...sort('correctRate')} />
              <SortHeader label="Average tries" {...sort('attempts')} />
            </tr>
          )}
        </thead>
        <tbody>
          {tab === 'users'
            ? (page?.items as QuizUserRow[] | undefined)?.map((row) => (
                <tr key={row.id}>
                  <td className={cell}>
                    {row.name}
                    <div className={css({ fontSize: 'sm', color: 'text.muted' })}>{row.email}</div>
                  </td>
                  <td className={cell}>{row.course}</td>
                  <td className={cell}>{row.answered}</td>
                  <td className={cell}>{row.firstTime}</td>
                  <td className={cell}>{row.correct}</td>
                  <td className={cell}>{row.score}%</td>
                  <td className={cell}>{day(row.answeredAt)}</td>
                </tr>
              ))
            : (page?.items as QuizQuestionRow[] | undefined)?.map((row) => (
                <tr key={row.id}>
                  <td className={cell}>{row.course}</td>
                  <td className={cell}>{row.chapter}</td>
                  <td className={cell}>{row.answered}</td>
                  <td className={cell}>
                    {row.correct} ({row.correctRate}%)
                  </td>
                  <td className={cell}>{row.attempts}</td>
                </tr>
              ))}
          <ListStatusRow
            columns={columns}
            noun={tab === 'users' ? 'learners' : 'chapter quizzes'}
            loading={!page && loading}
            empty={page?.items.length === 0}
            emptyText={searched ? QUIZ_TEXTS.emptySearch : QUIZ_TEXTS.empty}
          />
        </tbody>
      </ListTable>
      {page ? <ListQueryPager query={query} total={page.pageInfo.totalCount} onQuery={send} /> : null}
    </ReportSection>
  )
}
