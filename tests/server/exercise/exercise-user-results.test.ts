import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATHS } from '../../../src/domain/api-paths'
import { ExerciseUserResults } from '../../../src/domain/exercise-user-results'
import { rowsOf } from '../../../server/exercise/totals'
import { sql } from 'drizzle-orm'
import { create } from 'superstruct'
import { backend, bearer, startSignedIn, type TestGateway } from '../gateway'

// 002 §7 user/{userId}/results: a learner's phishing exercises with where they stand and how they answered,
// the same figures the exercise report shows for that learner, and only the learner's own company's.

let gateway: TestGateway, globex: string, acme: string
beforeAll(async () => {
  ;[gateway, globex, acme] = await startSignedIn('owner@globex.example', 'admin@acme.example')
})
afterAll(() => gateway.close())

describe(`a learner's exercise results (${backend})`, () => {
  it('lists every exercise the learner was given, newest first, as the exercise report counts them', async () => {
    const [learner] = await rowsOf<{ user_id: string; email: string; n: number }>(
      gateway.database.db,
      sql`select a.user_id, u.email, count(*)::int n from exercise_assignments a join users u on u.id = a.user_id
        join phishing_campaigns c on c.id = a.campaign_id where c.company_id = 'cmp_globex' and a.answered > 0
        group by a.user_id, u.email order by n desc, a.user_id limit 1`,
    )
    expect(learner!.n).toBeGreaterThan(0)
    const response = await gateway.app.request(
      PATHS.exerciseUserResults('cmp_globex', learner!.user_id),
      bearer(globex),
    )
    expect(response.status).toBe(200)
    const { results } = create(await response.json(), ExerciseUserResults).data
    expect(results).toHaveLength(learner!.n)
    const delivered = results.map((result) => result.deliverAt)
    expect(delivered).toEqual([...delivered].sort().reverse())
    const answered = results.find((result) => result.answered > 0)!
    expect(answered.correct + answered.partial + answered.wrong).toBe(answered.answered)
    expect(answered.score).toBe(
      Math.round(((answered.correct + answered.partial / 2) / answered.answered) * 100),
    )
    // The campaign report's own row for this learner says the same.
    const report = (await (
      await gateway.app.request(
        `${PATHS.exerciseReportTab('cmp_globex', answered.campaignId, 'users')}?searchText=${encodeURIComponent(learner!.email)}`,
        bearer(globex),
      )
    ).json()) as { data: { items: { id: string; status: string; score: number; correct: number }[] } }
    const row = report.data.items.find((item) => item.id === learner!.user_id)
    if (row)
      expect(row).toMatchObject({ status: answered.status, score: answered.score, correct: answered.correct })

    // Another company's admin, or a learner of another company, gets nothing.
    expect(
      (await gateway.app.request(PATHS.exerciseUserResults('cmp_acme', learner!.user_id), bearer(acme)))
        .status,
    ).toBe(404)
    expect(
      (await gateway.app.request(PATHS.exerciseUserResults('cmp_globex', learner!.user_id), bearer(acme)))
        .status,
    ).toBe(403)
  })
})
