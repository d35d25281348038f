import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/open'
import { courses, quizAnswers } from '../db/schema'

// The learner area's quiz answers, as its simulator writes them: a learner who finishes a course has answered
// each chapter's quiz on the way — right the first time mostly, some after a second or third try, some wrong in
// the end. Each choice is a hash of (campaign, learner, question), so a run is repeatable.

const unit = (...parts: string[]) =>
  createHash('sha1').update(parts.join('|')).digest().readUInt32BE(0) / 0x1_0000_0000

/** How a learner answered a question: right or not, after how many tries (1–3). */
export function learnerAnswer(campaignId: string, userId: string, questionId: string) {
  const skill = unit(campaignId, userId, 'skill')
  const luck = unit(campaignId, userId, questionId)
  const difficulty = unit(questionId, 'difficulty') * 0.3
  if (luck < 0.55 + skill * 0.3 - difficulty) return { correct: true, attempts: 1 }
  if (luck < 0.8 + skill * 0.1 - difficulty / 2) return { correct: true, attempts: luck < 0.7 ? 2 : 3 }
  return { correct: false, attempts: 3 }
}

const chaptersOf = async (db: Database, courseId: string) => {
  const [course] = await db
    .select({ sections: courses.sections })
    .from(courses)
    .where(eq(courses.id, courseId))
  return (course?.sections ?? []).flatMap((section) =>
    section.chapters.filter((chapter) => chapter.hasQuiz !== false),
  )
}

export async function writeQuizAnswers(
  db: Database,
  campaign: { id: string; companyId: string; courseId: string },
  finished: { userId: string; completedAt: string }[],
) {
  if (finished.length === 0) return
  const chapters = await chaptersOf(db, campaign.courseId)
  const rows = finished.flatMap(({ userId, completedAt }) =>
    chapters.map((chapter) => ({
      id: `qa_${createHash('sha1').update(`${campaign.id}|${userId}|${chapter.id}`).digest('hex').slice(0, 20)}`,
      companyId: campaign.companyId,
      userId,
      campaignId: campaign.id,
      courseId: campaign.courseId,
      questionId: chapter.id,
      ...learnerAnswer(campaign.id, userId, chapter.id),
      answeredAt: new Date(completedAt),
    })),
  )
  for (let start = 0; start < rows.length; start += 1000)
    await db
      .insert(quizAnswers)
      .values(rows.slice(start, start + 1000))
      .onConflictDoNothing()
}
