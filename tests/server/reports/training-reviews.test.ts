import Papa from 'papaparse'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TrainingReview, TrainingReviewStatistics } from '../../../src/domain/training-reviews'
import { trainingReviews } from '../../../server/db/schema'
import { learnerReview } from '../../../server/learning/learner-reviews'
import { backend, startSignedIn, type TestGateway } from '../gateway'

// Training Reviews (issue 28; 002 §7 training/reviews, lists/training/reviewed): the reviews Globex's learners left
// on finishing, counted here from the stored rows — the page, its order, the training, rating and comment filters,
// the figures, CSV through Accept: text/csv; a bad rating and another company's training refused.

let gateway: TestGateway, globex: string, acme: string
beforeAll(async () => {
  ;[gateway, globex, acme] = await startSignedIn('owner@globex.example', 'admin@acme.example')
})
afterAll(() => gateway.close())

const call = (path: string, token = globex, accept = 'application/json', company = 'cmp_globex') =>
  gateway.app.request(`/reports/api/v1/company/${company}/${path}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: accept },
  })
const json = async <T>(path: string) => (await (await call(path)).json()) as T

describe(`training reviews (${backend})`, () => {
  it('lists, filters, counts and exports the reviews learners left', async () => {
    const stored = await gateway.database.db
      .select()
      .from(trainingReviews)
      .where(eq(trainingReviews.companyId, 'cmp_globex'))
    expect(stored.length).toBeGreaterThan(0)
    // Each was decided by the learner's own hash, as the learner area's simulator writes it.
    for (const review of stored.slice(0, 20))
      expect(learnerReview(review.campaignId, review.userId)).toEqual({
        rating: review.rating,
        comment: review.comment,
      })

    const page = await json<{ items: TrainingReview[]; pageInfo: { totalCount: number } }>(
      'training/reviews?pageSize=100',
    )
    expect(page.pageInfo.totalCount).toBe(stored.length)
    const dates = page.items.map((item) => item.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())

    const stats = await json<TrainingReviewStatistics>('training/reviews/statistics')
    expect(stats.reviews).toBe(stored.length)
    const average = stored.reduce((sum, review) => sum + review.rating, 0) / stored.length
    expect(stats.averageRating).toBe(Math.round(average * 10) / 10)
    expect(stats.byRating[4]).toBe(stored.filter((review) => review.rating === 5).length)

    const fives = await json<{ items: TrainingReview[]; pageInfo: { totalCount: number } }>(
      'training/reviews?rating=5&rating=4&pageSize=100',
    )
    expect(fives.pageInfo.totalCount).toBe(stored.filter((review) => review.rating >= 4).length)
    const training = stored[0]!.courseId
    const one = await json<{ pageInfo: { totalCount: number } }>(`training/reviews?trainingId=${training}`)
    expect(one.pageInfo.totalCount).toBe(stored.filter((review) => review.courseId === training).length)
    const commented = stored.find((review) => review.comment !== '')!
    const word = commented.comment.split(' ')[0]!.toUpperCase()
    const searched = await json<{ pageInfo: { totalCount: number } }>(
      `training/reviews?comments=${encodeURIComponent(word)}`,
    )
    expect(searched.pageInfo.totalCount).toBe(
      stored.filter((review) => review.comment.toUpperCase().includes(word)).length,
    )
    const lists = await json<{ trainings: { id: string }[] }>('lists/training/reviewed')
    expect(lists.trainings.map((t) => t.id).sort()).toEqual(
      [...new Set(stored.map((r) => r.courseId))].sort(),
    )

    const csv = Papa.parse<string[]>(
      (await (await call('training/reviews', globex, 'text/csv')).text()).trim(),
    )
    expect(csv.data[0]).toEqual(['Learner', 'Email', 'Training', 'Rating', 'Comment', 'Date'])
    expect(csv.data.length - 1).toBe(stored.length)
  })

  it('refuses a rating out of range, an unknown training and another company', async () => {
    const bad = await call('training/reviews?rating=6')
    expect(bad.status).toBe(422)
    expect(JSON.stringify(await bad.json())).toContain('A rating is a whole number of stars from 1 to 5.')
    expect((await call('training/reviews?rating=x')).status).toBe(422)
    const unknown = await call('training/reviews?trainingId=crs_nope')
    expect(JSON.stringify(await unknown.json())).toContain('Unknown training in the filter.')
    expect((await call('training/reviews?orderBy=comment')).status).toBe(422)
    expect((await call('training/reviews', acme)).status).toBe(403)
  })
})
