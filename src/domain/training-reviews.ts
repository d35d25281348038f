import { array, nullable, number, object, string, type Infer } from 'superstruct'
import type { ListQueryOptions } from './list-query'

// Training Reviews (/reviews; 002 §3 "Review query", §7 training/reviews and lists/training/reviewed): what
// learners said of the trainings they finished — stars and a comment — filtered by training and rating, searched
// in the comments, paged and sorted; CSV through Accept: text/csv (and PDF, as every report).

export const RATINGS = [5, 4, 3, 2, 1] as const

export const REVIEWS_QUERY: ListQueryOptions = {
  orderBy: ['createdAt', 'rating', 'training', 'user'],
  defaultOrderBy: 'createdAt',
  defaultOrder: 'DESC',
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 10,
}

export const REVIEWS_TEXTS = {
  title: 'Training Reviews',
  noun: 'reviews',
  empty: 'No reviews yet',
  emptySearch: 'No data was found, try another search',
  unknownTraining: 'Unknown training in the filter.',
  badRating: 'A rating is a whole number of stars from 1 to 5.',
} as const

export const TrainingReview = object({
  id: string(),
  userName: string(),
  email: string(),
  trainingId: string(),
  trainingName: string(),
  rating: number(),
  comment: string(),
  createdAt: string(),
})
export type TrainingReview = Infer<typeof TrainingReview>

export const TrainingReviewsPage = object({
  items: array(TrainingReview),
  pageInfo: object({ totalCount: number(), pageNumber: number(), pageSize: number() }),
})

export const TrainingReviewStatistics = object({
  reviews: number(),
  /** One decimal; null before any review. */
  averageRating: nullable(number()),
  /** How many reviews gave 1, 2, 3, 4 and 5 stars, in that order. */
  byRating: array(number()),
  withComments: number(),
})
export type TrainingReviewStatistics = Infer<typeof TrainingReviewStatistics>

export const ReviewedTrainings = object({ trainings: array(object({ id: string(), name: string() })) })

export function reviewFiltersOf(filters: Record<string, unknown>) {
  const list = (value: unknown) => (Array.isArray(value) ? value : [])
  return {
    trainingIds: list(filters.trainingIds)
      .filter((id): id is string => typeof id === 'string')
      .slice(0, 100),
    ratings: list(filters.ratings).filter(
      (n): n is number => typeof n === 'number' && (RATINGS as readonly number[]).includes(n),
    ),
  }
}

export const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating)

export const REVIEW_CSV_FIELDS = ['Learner', 'Email', 'Training', 'Rating', 'Comment', 'Date'] as const
