import { reviewsSearch } from '../../api/reports/training-reviews'
import { REVIEWS_QUERY } from '../../domain/training-reviews'
import { ReviewsPage } from '../../features/reports/ReviewsPage'
import { bindReviews } from '../flows/reports/report-page'
import { useReportScreen } from './use-report-screen'

const SPEC = {
  bind: bindReviews,
  queryOptions: REVIEWS_QUERY,
  schedule: 'reviews',
  searchOf: reviewsSearch,
} as const

/** /reviews, its query from the address. */
export default function ReviewsRoute() {
  const parts = useReportScreen(SPEC)
  return parts ? <ReviewsPage {...parts} /> : null
}
