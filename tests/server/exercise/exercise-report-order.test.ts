import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { USER_COLUMNS, type UserRow } from '../../../src/domain/exercise-report'
import { rowsOf } from '../../../server/exercise/totals'
import { bearer, startSignedIn, type TestGateway } from '../gateway'

// The users tab chooses a page among all the campaign's learners by its sort key alone, then reads the page's
// rows whole (server/reports/exercise-report.ts). Every column's order, paged, must be the order the learners'
// stored figures give: the key, empty values last either way, then the email.

let gateway: TestGateway, globex: string
beforeAll(async () => {
  ;[gateway, globex] = await startSignedIn('owner@globex.example')
})
afterAll(() => gateway.close())

const report = '/phishing-exercise/api/v1/company/cmp_globex/campaign/phx_globex_q3/report'
const page = async (query: string) => {
  const response = await gateway.app.request(`${report}/users?${query}`, bearer(globex))
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: { items: UserRow[]; pageInfo: { totalCount: number } } }).data
}

interface Stored {
  id: string
  email: string
  full_name: string
  due_at: Date
  answered: number
  correct: number
  partial: number
  wrong: number
  completed_at: Date | null
}

describe('the exercise report users tab, sorted and paged', () => {
  it('pages every column in both directions in the order of the stored figures', async () => {
    // Midway through a learner's answers, so that equal figures are common and the email decides.
    await gateway.database.db
      .execute(sql`update exercise_assignments set answered = 1, correct = 1, partial = 0,
      wrong = 0, completed_at = null where campaign_id = 'phx_globex_q3' and user_id in (select user_id
      from exercise_assignments where campaign_id = 'phx_globex_q3' order by user_id limit 3)`)
    const stored = await rowsOf<Stored>(
      gateway.database.db,
      sql`select u.id, u.email, trim(u.name || ' ' || u.last_name) full_name, a.due_at, a.answered, a.correct,
        a.partial, a.wrong, a.completed_at from exercise_assignments a join users u on u.id = a.user_id
        where a.campaign_id = 'phx_globex_q3'`,
    )
    expect(stored.length, 'a campaign of more than two pages').toBeGreaterThan(20)
    const now = Date.now()
    const status = (row: Stored) =>
      row.completed_at
        ? 'COMPLETED'
        : new Date(row.due_at).getTime() < now
          ? 'OVERDUE'
          : row.answered > 0
            ? 'IN_PROGRESS'
            : 'NOT_STARTED'
    const time = (value: Date | null) => (value === null ? null : new Date(value).getTime())
    const keyOf: Record<string, (row: Stored) => string | number | null> = {
      fullName: (row) => row.full_name,
      email: (row) => row.email,
      status,
      // Shown empty for a learner completed or overdue, and sorted with the empty values.
      daysToComplete: (row) => (['COMPLETED', 'OVERDUE'].includes(status(row)) ? null : time(row.due_at)),
      completionPercentage: (row) => row.answered,
      correct: (row) => row.correct,
      partial: (row) => row.partial,
      wrong: (row) => row.wrong,
      score: (row) => (row.answered ? (row.correct + row.partial / 2) / row.answered : 0),
      completedAt: (row) => time(row.completed_at),
    }
    const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
    for (const column of USER_COLUMNS.map((c) => c.key).filter((key) => key in keyOf))
      for (const order of ['asc', 'desc'] as const) {
        const key = keyOf[column]!
        const expected = [...stored]
          .sort((a, b) => {
            const [x, y] = [key(a), key(b)]
            if (x === null || y === null) return x === y ? byText(a.email, b.email) : x === null ? 1 : -1
            const result = typeof x === 'number' ? x - (y as number) : byText(x, y as string)
            return (order === 'desc' ? -result : result) || byText(a.email, b.email)
          })
          .map((row) => row.email)
        const paged: string[] = []
        for (let n = 0; paged.length < stored.length; n++) {
          const { items, pageInfo } = await page(
            `orderBy=${column}&order=${order}&pageSize=10&pageNumber=${n}`,
          )
          expect(pageInfo.totalCount).toBe(stored.length)
          expect(items.length, `${column} ${order} page ${n}`).toBeGreaterThan(0)
          paged.push(...items.map((row) => row.email))
        }
        expect(paged, `${column} ${order}`).toEqual(expected)
      }
  })
})
