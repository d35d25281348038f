import { createHash } from 'node:crypto'
import type { Database } from '../db/open'
import { and, eq, inArray } from 'drizzle-orm'
import { trainingCampaigns, trainingReviews, userTasks } from '../db/schema'
import { writeQuizAnswers } from './learner-quizzes'

// The learner area's reviews (and, through writeQuizAnswers, its quiz answers), as its simulator writes them: about a third of the learners who finish a course
// rate it, mostly well, and some say why. Each choice is a hash of (campaign, learner), so a run is repeatable.

const unit = (...parts: string[]) =>
  createHash('sha1').update(parts.join('|')).digest().readUInt32BE(0) / 0x1_0000_0000

const COMMENTS: Record<number, string[]> = {
  5: [
    'Clear and to the point.',
    'The examples were from real life — very useful.',
    'Best training we have had.',
  ],
  4: ['Good content, a little long.', 'Useful, I learned how to spot fake senders.', ''],
  3: ['Some parts repeated what I already knew.', 'OK, but the quiz was confusing.', ''],
  2: ['Too long for what it teaches.', 'The video did not play on my phone.'],
  1: ['Not relevant to my job.', ''],
}

/** The review a learner leaves when finishing (null: none). */
export function learnerReview(campaignId: string, userId: string) {
  if (unit(campaignId, userId, 'review') >= 0.35) return null
  const r = unit(campaignId, userId, 'rating')
  const rating = r < 0.05 ? 1 : r < 0.12 ? 2 : r < 0.3 ? 3 : r < 0.62 ? 4 : 5
  const comments = COMMENTS[rating]!
  const comment = comments[Math.floor(unit(campaignId, userId, 'comment') * comments.length)]!
  return { rating, comment }
}

export async function writeLearnerReviews(
  db: Database,
  campaign: { id: string; companyId: string; courseId: string },
  finished: { userId: string; completedAt: string }[],
) {
  const rows = finished.flatMap(({ userId, completedAt }) => {
    const review = learnerReview(campaign.id, userId)
    if (!review) return []
    return [
      {
        id: `rev_${createHash('sha1').update(`${campaign.id}|${userId}`).digest('hex').slice(0, 20)}`,
        companyId: campaign.companyId,
        userId,
        campaignId: campaign.id,
        courseId: campaign.courseId,
        ...review,
        createdAt: new Date(completedAt),
      },
    ]
  })
  await writeQuizAnswers(db, campaign, finished)
  for (let start = 0; start < rows.length; start += 1000)
    await db
      .insert(trainingReviews)
      .values(rows.slice(start, start + 1000))
      .onConflictDoNothing()
}

/** Every finished training of the given companies reviewed as its learners would have (the seed's history). */
export async function reviewFinishedTrainings(db: Database, companyIds: string[]) {
  if (companyIds.length === 0) return
  const finished = await db
    .select({
      campaignId: trainingCampaigns.id,
      companyId: trainingCampaigns.companyId,
      courseId: trainingCampaigns.courseId,
      userId: userTasks.userId,
      completedAt: userTasks.completedAt,
    })
    .from(userTasks)
    .innerJoin(trainingCampaigns, eq(trainingCampaigns.id, userTasks.sourceId))
    .where(and(inArray(trainingCampaigns.companyId, companyIds), eq(userTasks.status, 'completed')))
  const byCampaign = new Map<string, typeof finished>()
  for (const row of finished) {
    const list = byCampaign.get(row.campaignId) ?? []
    list.push(row)
    byCampaign.set(row.campaignId, list)
  }
  for (const [id, rows] of byCampaign)
    await writeLearnerReviews(
      db,
      { id, companyId: rows[0]!.companyId, courseId: rows[0]!.courseId },
      rows.map((row) => ({ userId: row.userId, completedAt: (row.completedAt ?? new Date()).toISOString() })),
    )
}
