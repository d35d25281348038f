import Papa from 'papaparse'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QuizQuestionRow, QuizStatistics, QuizUserRow } from '../../../src/domain/quizzes-report'
import { quizAnswers } from '../../../server/db/schema'
import { learnerAnswer } from '../../../server/learning/learner-quizzes'
import { backend, startSignedIn, type TestGateway } from '../gateway'

// The quizzes report (issue 28; 002 §7 quizzes/): Globex's quiz answers of a year, counted here from the stored
// rows — by learner and training, by question, the figures, the course filter, CSV; bad filters and another
// company refused.

let gateway: TestGateway, globex: string, acme: string
beforeAll(async () => {
  ;[gateway, globex, acme] = await startSignedIn('owner@globex.example', 'admin@acme.example')
})
afterAll(() => gateway.close())

const call = (path: string, token = globex, accept = 'application/json') =>
  gateway.app.request(`/reports/api/v1/company/cmp_globex/quizzes/${path}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: accept },
  })
const json = async <T>(path: string) => (await (await call(path)).json()) as T

describe(`quizzes report (${backend})`, () => {
  it('counts the answers by learner, by question and as a whole', async () => {
    const since = Date.now() - 365 * 86_400_000
    const stored = (
      await gateway.database.db.select().from(quizAnswers).where(eq(quizAnswers.companyId, 'cmp_globex'))
    ).filter((answer) => answer.answeredAt.getTime() >= since)
    expect(stored.length).toBeGreaterThan(0)
    for (const answer of stored.slice(0, 20))
      expect(learnerAnswer(answer.campaignId, answer.userId, answer.questionId)).toEqual({
        correct: answer.correct,
        attempts: answer.attempts,
      })
    const right = stored.filter((answer) => answer.correct).length

    const stats = await json<QuizStatistics>('statistics?range=1y')
    expect(stats.answers).toBe(stored.length)
    expect(stats.learners).toBe(new Set(stored.map((a) => a.userId)).size)
    expect(stats.averageScore).toBe(Math.round((right / stored.length) * 100))

    const users = await json<{ items: QuizUserRow[]; pageInfo: { totalCount: number; pageSize: number } }>(
      'users?range=1y&pageSize=100',
    )
    expect(users.pageInfo.totalCount).toBe(new Set(stored.map((a) => `${a.userId}:${a.courseId}`)).size)
    const first = users.items[0]!
    const own = stored.filter((a) => `${a.userId}:${a.courseId}` === first.id)
    expect([first.answered, first.correct]).toEqual([own.length, own.filter((a) => a.correct).length])
    const scores = users.items.map((row) => row.score)
    expect(scores).toEqual([...scores].sort((a, b) => a - b))

    const second = await json<{ items: QuizUserRow[] }>('users?range=1y&pageSize=10&pageNumber=1')
    expect(second.items.map((row) => row.id)).toEqual(users.items.slice(10, 20).map((row) => row.id))
    const searched = await json<{ items: QuizUserRow[]; pageInfo: { totalCount: number } }>(
      `users?range=1y&pageSize=100&search=${encodeURIComponent(first.email.toUpperCase())}`,
    )
    expect(searched.items.every((row) => row.email === first.email)).toBe(true)
    expect(searched.pageInfo.totalCount).toBe(
      new Set(stored.filter((a) => a.userId === first.id.split(':')[0]).map((a) => a.courseId)).size,
    )
    const beyond = await json<{ items: QuizUserRow[]; pageInfo: { totalCount: number } }>(
      'users?range=1y&pageSize=100&pageNumber=500',
    )
    expect([beyond.items.length, beyond.pageInfo.totalCount]).toEqual([0, users.pageInfo.totalCount])

    const questions = await json<{ items: QuizQuestionRow[] }>('questions?range=1y&pageSize=100')
    const question = questions.items[0]!
    const asked = stored.filter((a) => `${a.courseId}:${a.questionId}` === question.id)
    expect(question.answered).toBe(asked.length)

    const course = stored[0]!.courseId
    const one = await json<QuizStatistics>(`statistics?range=1y&courseIds=${course}`)
    expect(one.answers).toBe(stored.filter((a) => a.courseId === course).length)
    const csv = Papa.parse<string[]>((await (await call('users?range=1y', globex, 'text/csv')).text()).trim())
    expect(csv.data.length - 1).toBe(users.pageInfo.totalCount)
  })

  it('refuses an unknown course, tab or sort, a bad range and another company', async () => {
    const unknown = await call('users?courseIds=crs_nope')
    expect(unknown.status).toBe(422)
    expect(JSON.stringify(await unknown.json())).toContain('Unknown course in the filter.')
    expect((await call('answers')).status).toBe(404)
    expect((await call('users?orderBy=correctRate')).status).toBe(422)
    expect((await call('users?range=custom&from=2026-02-30&to=2026-03-01')).status).toBe(422)
    expect((await call('users', acme)).status).toBe(403)
  })

  it('keeps the chapter quizzes’ figures true when a learner is deleted', async () => {
    const [answer] = await gateway.database.db
      .select()
      .from(quizAnswers)
      .where(eq(quizAnswers.companyId, 'cmp_globex'))
    const id = `${answer!.courseId}:${answer!.questionId}`
    const own = (
      await gateway.database.db.select().from(quizAnswers).where(eq(quizAnswers.userId, answer!.userId))
    ).filter((a) => `${a.courseId}:${a.questionId}` === id).length
    const before = (await json<{ items: QuizQuestionRow[] }>('questions?range=1y&pageSize=100')).items.find(
      (row) => row.id === id,
    )!
    const deleted = await gateway.app.request('/api/v1/user/cmp_globex/delete_user', {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${globex}`, 'content-type': 'application/json' },
      body: JSON.stringify({ userId: answer!.userId, companyId: 'cmp_globex' }),
    })
    expect(deleted.status).toBe(204)
    const after = (await json<{ items: QuizQuestionRow[] }>('questions?range=1y&pageSize=100')).items.find(
      (row) => row.id === id,
    )
    expect(after?.answered ?? 0).toBe(before.answered - own)
  })
})
