import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import type { ListQuery } from '../../domain/list-query'
import type { ExportFormat } from '../../domain/report-export'
import {
  ReviewedTrainings,
  reviewFiltersOf,
  TrainingReviewsPage,
  TrainingReviewStatistics,
} from '../../domain/training-reviews'
import { appendAll, exportReport, reportParams } from './report-export'

// Training Reviews' calls (002 §7): the search is `comments`, the filters repeated `trainingId` and `rating`.

export function reviewsSearch(query: ListQuery, paged: boolean) {
  const filters = reviewFiltersOf(query.filters)
  const params = reportParams(query, paged, { searchKey: 'comments' })
  appendAll(params, 'trainingId', filters.trainingIds)
  appendAll(params, 'rating', filters.ratings.map(String))
  return `?${params.toString()}`
}

export async function loadReviews(api: $Fetch, companyId: string, query: ListQuery) {
  const [page, statistics, choices] = await Promise.all([
    api(`${PATHS.trainingReviews(companyId)}${reviewsSearch(query, true)}`),
    api(`${PATHS.trainingReviewsStatistics(companyId)}${reviewsSearch(query, false)}`),
    api(PATHS.reportReviewedTrainings(companyId)),
  ])
  return {
    page: create(page, TrainingReviewsPage),
    statistics: create(statistics, TrainingReviewStatistics),
    choices: create(choices, ReviewedTrainings),
  }
}

export const exportReviews = (api: $Fetch, companyId: string, query: ListQuery, format: ExportFormat) =>
  exportReport(api, `${PATHS.trainingReviews(companyId)}${reviewsSearch(query, false)}`, format)
