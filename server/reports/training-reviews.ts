import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm'
import {
  RATINGS,
  REVIEW_CSV_FIELDS,
  REVIEWS_QUERY,
  REVIEWS_TEXTS,
  type TrainingReview,
  type TrainingReviewStatistics,
} from '../../src/domain/training-reviews'
import type { Database } from '../db/open'
import { courses, trainingReviews, users } from '../db/schema'
import { invalid } from '../errors'
import { companyHeading, type ReportDocument } from './document'
import { reportPaging } from './query'

// Training Reviews (002 §7: training/reviews — query pageNumber, pageSize, order, orderBy, comments, trainingId[],
// rating[]; Accept text/csv for export — and lists/training/reviewed): the company's reviews, read, filtered,
// sorted and paged by the database.

const r = trainingReviews

async function filtersOf(db: Database, companyId: string, params: URLSearchParams) {
  const trainingIds = params.getAll('trainingId')
  const ratings = params.getAll('rating').map(Number)
  if (ratings.some((n) => !(RATINGS as readonly number[]).includes(n)))
    throw invalid([{ field: 'rating', message: REVIEWS_TEXTS.badRating }])
  if (trainingIds.length > 100)
    throw invalid([{ field: 'trainingId', message: REVIEWS_TEXTS.unknownTraining }])
  if (trainingIds.length > 0) {
    const known = await db
      .selectDistinct({ id: r.courseId })
      .from(r)
      .where(and(eq(r.companyId, companyId), inArray(r.courseId, trainingIds)))
    // A training nobody here reviewed and another company's read the same.
    if (known.length !== new Set(trainingIds).size)
      throw invalid([{ field: 'trainingId', message: REVIEWS_TEXTS.unknownTraining }])
  }
  const comments = (params.get('comments') ?? '').trim().slice(0, 255)
  const where = and(
    eq(r.companyId, companyId),
    trainingIds.length ? inArray(r.courseId, trainingIds) : undefined,
    ratings.length ? inArray(r.rating, ratings) : undefined,
    comments ? ilike(r.comment, `%${comments.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`) : undefined,
  )
  return { where, trainingIds, ratings, comments }
}

const ORDER = {
  createdAt: r.createdAt,
  rating: r.rating,
  training: courses.name,
  user: users.name,
} as const

export async function reviewRows(
  db: Database,
  companyId: string,
  params: URLSearchParams,
  page: { number: number; size: number } | null,
) {
  const { orderBy, order } = reportPaging(params, REVIEWS_QUERY)
  const filters = await filtersOf(db, companyId, params)
  const direction = order === 'ASC' ? asc : desc
  const rows = await db
    .select({
      id: r.id,
      name: users.name,
      lastName: users.lastName,
      email: users.email,
      trainingId: r.courseId,
      trainingName: sql<string>`coalesce(${courses.name}, 'Deleted training')`,
      rating: r.rating,
      comment: r.comment,
      createdAt: r.createdAt,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(r)
    .innerJoin(users, eq(users.id, r.userId))
    .leftJoin(courses, eq(courses.id, r.courseId))
    .where(filters.where)
    .orderBy(direction(ORDER[orderBy as keyof typeof ORDER]), direction(r.id))
    .limit(page?.size ?? 100_000)
    .offset(page ? page.number * page.size : 0)
  const items = rows.map((row): TrainingReview => ({
    id: row.id,
    userName: `${row.name} ${row.lastName}`.trim() || row.email,
    email: row.email,
    trainingId: row.trainingId,
    trainingName: row.trainingName,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  }))
  return { items, total: rows[0]?.total ?? 0, filters }
}

export async function statisticsOf(db: Database, companyId: string, params: URLSearchParams) {
  const { where } = await filtersOf(db, companyId, params)
  const rows = await db
    .select({
      rating: r.rating,
      n: sql<number>`count(*)::int`,
      commented: sql<number>`count(*) filter (where ${r.comment} <> '')::int`,
    })
    .from(r)
    .where(where)
    .groupBy(r.rating)
  const reviews = rows.reduce((sum, row) => sum + row.n, 0)
  const stats: TrainingReviewStatistics = {
    reviews,
    averageRating: reviews
      ? Math.round((rows.reduce((sum, row) => sum + row.rating * row.n, 0) / reviews) * 10) / 10
      : null,
    byRating: [1, 2, 3, 4, 5].map((n) => rows.find((row) => row.rating === n)?.n ?? 0),
    withComments: rows.reduce((sum, row) => sum + row.commented, 0),
  }
  return stats
}

export async function reviewedTrainings(db: Database, companyId: string) {
  return db
    .selectDistinct({ id: r.courseId, name: sql<string>`coalesce(${courses.name}, 'Deleted training')` })
    .from(r)
    .leftJoin(courses, eq(courses.id, r.courseId))
    .where(eq(r.companyId, companyId))
    .orderBy(sql`2`)
}

export async function reviewsDocument(
  db: Database,
  companyId: string,
  params: URLSearchParams,
): Promise<ReportDocument> {
  const [{ items, filters }, stats, trainings] = await Promise.all([
    reviewRows(db, companyId, params, null),
    statisticsOf(db, companyId, params),
    reviewedTrainings(db, companyId),
  ])
  const chosen = trainings.filter((t) => filters.trainingIds.includes(t.id)).map((t) => t.name)
  return {
    ...(await companyHeading(db, companyId)),
    title: REVIEWS_TEXTS.title,
    fileName: 'training-reviews',
    scope: [
      ['Trainings', chosen.length ? chosen.join(', ') : 'All'],
      ['Ratings', filters.ratings.length ? filters.ratings.map((n) => `${n} stars`).join(', ') : 'All'],
      ...(filters.comments ? ([['Comments containing', filters.comments]] as [string, string][]) : []),
    ],
    figures: [
      ['Reviews', String(stats.reviews)],
      ['Average rating', stats.averageRating === null ? '—' : `${stats.averageRating} of 5`],
      ['With a comment', String(stats.withComments)],
    ],
    columns: [...REVIEW_CSV_FIELDS],
    rows: items.map((row) => [
      row.userName,
      row.email,
      row.trainingName,
      row.rating,
      row.comment,
      row.createdAt.slice(0, 10),
    ]),
  }
}
