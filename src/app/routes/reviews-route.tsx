import { reviewsSearch } from '../../api/training-reviews'
import { REVIEWS_QUERY } from '../../domain/training-reviews'
import { ReviewsPage } from '../../features/reports/ReviewsPage'
import { bindReviews } from '../flows/reports/report-page'
import { usePeriodReport } from './use-period-report'

const SPEC = {
  bind: bindReviews,
  queryOptions: REVIEWS_QUERY,
  schedule: 'reviews',
  searchOf: reviewsSearch,
} as const

/** /reviews, its query from the address. */
export default function ReviewsRoute() {
  const { report, schedule } = usePeriodReport(SPEC)
  return <ReviewsPage report={report} schedule={schedule} />
}
