import { useSelector } from '@xstate/react'
import { useReportQuery } from './use-report-query'
import { css } from '../../../styled-system/css'
import { RATINGS, REVIEWS_TEXTS, reviewFiltersOf, stars } from '../../domain/training-reviews'
import { listCell as cell, ListStatusRow, ListTable, RetryAlert } from '../../ui/ListParts'
import { ListQueryPager } from '../../ui/Pager'
import { SearchForm } from '../../ui/SearchForm'
import { SortHeader } from '../../ui/SortHeader'
import { FilterSelect } from './FilterSelect'
import { FigureGrid, ReportSection } from './ReportParts'
import type { ReportScheduleActor } from './schedule-selectors'
import {
  selectReviewedTrainings,
  selectReviewsPage,
  selectReviewStatistics,
  type ReportPageActor,
} from './report-selectors'
import { formatDate } from '../../domain/intl-format'

const day = (iso: string) =>
  formatDate(iso, 'en-US', { month: 'short', day: '2-digit', year: 'numeric' })

/** /reviews: what learners said of the trainings they finished. */
export function ReviewsPage({
  report,
  schedule,
}: {
  report: ReportPageActor
  schedule: ReportScheduleActor
}) {
  const { query, loading, failure, send, filter, sort, search, retry } = useReportQuery(report)
  const page = useSelector(report, selectReviewsPage)
  const stats = useSelector(report, selectReviewStatistics)
  const trainings = useSelector(report, selectReviewedTrainings)
  const filters = reviewFiltersOf(query.filters)
  const searched = query.search !== '' || filters.trainingIds.length > 0 || filters.ratings.length > 0
  return (
    <ReportSection title={REVIEWS_TEXTS.title} report={report} schedule={schedule}>
      {stats ? (
        <FigureGrid
          items={[
            ['Reviews', String(stats.reviews)],
            ['Average rating', stats.averageRating === null ? '—' : `${stats.averageRating} of 5`],
            ['With a comment', String(stats.withComments)],
            ...RATINGS.map((n): [string, string] => [
              `${n} star${n === 1 ? '' : 's'}`,
              String(stats.byRating[n - 1] ?? 0),
            ]),
          ]}
        />
      ) : null}
      <SearchForm label="Search comments" value={query.search} onSearch={search}>
        <FilterSelect
          label="Training"
          allLabel="All trainings"
          value={filters.trainingIds[0] ?? ''}
          options={trainings}
          onChange={(trainingIds) => filter({ trainingIds })}
        />
        <FilterSelect
          label="Rating"
          allLabel="All ratings"
          value={filters.ratings[0] ? String(filters.ratings[0]) : ''}
          options={RATINGS.map((n) => ({ id: String(n), name: `${n} star${n === 1 ? '' : 's'}` }))}
          onChange={(ids) => filter({ ratings: ids.map(Number) })}
        />
      </SearchForm>
      <RetryAlert message={failure} onRetry={retry} />
      <ListTable busy={loading}>
        <thead>
          <tr>
            <SortHeader label="Learner" {...sort('user')} />
            <SortHeader label="Training" {...sort('training')} />
            <SortHeader label="Rating" {...sort('rating')} />
            <th className={cell}>Comment</th>
            <SortHeader label="Date" {...sort('createdAt')} />
          </tr>
        </thead>
        <tbody>
          {page?.items.map((row) => (
            <tr key={row.id}>
              <td className={cell}>
                {row.userName}
                <div className={css({ fontSize: 'sm', color: 'text.muted' })}>{row.email}</div>
              </td>
              <td className={cell}>{row.trainingName}</td>
              <td className={cell}>
                <span aria-label={`${row.rating} of 5 stars`} className={css({ color: 'amber.600' })}>
                  {stars(row.rating)}
                </span>
              </td>
              <td className={cell}>
                {row.comment || <span className={css({ color: 'text.muted' })}>No comment</span>}
              </td>
              <td className={cell}>{day(row.createdAt)}</td>
            </tr>
          ))}
          <ListStatusRow
            columns={5}
            noun={REVIEWS_TEXTS.noun}
            loading={!page && loading}
            empty={page?.items.length === 0}
            emptyText={searched ? REVIEWS_TEXTS.emptySearch : REVIEWS_TEXTS.empty}
          />
        </tbody>
      </ListTable>
      {page ? <ListQueryPager query={query} total={page.pageInfo.totalCount} onQuery={send} /> : null}
    </ReportSection>
  )
}
