import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { BASE } from '../domain/api-paths'
import type { ListQuery } from '../domain/list-query'
import type { ExportFormat } from '../domain/report-export'
import {
  ReviewedTrainings,
  reviewFiltersOf,
  TrainingReviewsPage,
  TrainingReviewStatistics,
} from '../domain/training-reviews'
import { appendAll, exportReport, reportParams } from './report-export'

// Training Reviews' calls (002 §7): the search is `comments`, the filters repeated `trainingId` and `rating`.

const base = (companyId: string) => `${BASE.reports}/company/${encodeURIComponent(companyId)}`

export function reviewsSearch(query: ListQuery, paged: boolean) {
  const filters = reviewFiltersOf(query.filters)
  const params = reportParams(query, paged, { searchKey: 'comments' })
  appendAll(params, 'trainingId', filters.trainingIds)
  appendAll(params, 'rating', filters.ratings.map(String))
  return `?${params.toString()}`
}

export async function loadReviews(api: $Fetch, companyId: string, query: ListQuery) {
  const [page, statistics, choices] = await Promise.all([
    api(`${base(companyId)}/training/reviews${reviewsSearch(query, true)}`),
    api(`${base(companyId)}/training/reviews/statistics${reviewsSearch(query, false)}`),
    api(`${base(companyId)}/lists/training/reviewed`),
  ])
  return {
    page: create(page, TrainingReviewsPage),
    statistics: create(statistics, TrainingReviewStatistics),
    choices: create(choices, ReviewedTrainings),
  }
}

export const exportReviews = (api: $Fetch, companyId: string, query: ListQuery, format: ExportFormat) =>
  exportReport(api, `${base(companyId)}/training/reviews${reviewsSearch(query, false)}`, format)
