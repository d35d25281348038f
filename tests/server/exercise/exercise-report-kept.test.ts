// @module-tag engine (the report's revisions are kept by triggers): also runs on Postgres, see docs/testing.md.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ReportStatistics, UserRow } from '../../../src/domain/exercise-report'
import { keptVersionedAnswer, nextClockChange } from '../../../server/reports/exercise-report-cache'
import { userRows } from '../../../server/reports/exercise-report'
import { rowsOf } from '../../../server/exercise/totals'
import { backend, bearer, startSignedIn, type TestGateway } from '../gateway'

// The exercise report keeps its answers per campaign version (server/reports/exercise-report-cache.ts): every
// change its pages can show must reach the next request, through the database's revisions, not the process.

let gateway: TestGateway, globex: string
beforeAll(async () => {
  ;[gateway, globex] = await startSignedIn('owner@globex.example')
})
afterAll(() => gateway.close())

const report = '/phishing-exercise/api/v1/company/cmp_globex/campaign/phx_globex_q3/report'
const get = async <T>(path: string) => {
  const response = await gateway.app.request(`${report}${path}`, bearer(globex))
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: T }).data
}
const usersPage = (query = '') =>
  get<{ items: UserRow[]; pageInfo: { totalCount: number } }>(`/users?orderBy=email&order=asc${query}`)
const run = (statement: ReturnType<typeof sql>) => gateway.database.db.execute(statement)

describe(`the exercise report's kept answers (${backend})`, () => {
  it('shows an answer, a new learner and a renamed department on the next request', async () => {
    const before = await usersPage()
    expect(await usersPage(), 'an unchanged campaign answers the same').toEqual(before)
    const first = before.items[0]!

    await run(sql`update exercise_assignments set wrong = wrong + 7
      where campaign_id = 'phx_globex_q3' and user_id = ${first.id}`)
    expect((await usersPage()).items[0]!.wrong).toBe(first.wrong + 7)

    const statistics = await get<ReportStatistics>('/statistics')
    await run(sql`update exercise_assignments set wrong = wrong + 5
      where campaign_id = 'phx_globex_q3' and user_id = ${first.id}`)
    expect((await get<ReportStatistics>('/statistics')).answers?.wrong).toBe(statistics.answers!.wrong + 5)

    // A learner's name is the company's, not the campaign's: its user-list revision moves.
    await run(sql`update users set name = 'Renamed', last_name = 'Learner' where id = ${first.id}`)
    expect((await usersPage()).items[0]!.fullName).toBe('Renamed Learner')

    const placed = before.items.find((row) => row.departments.length > 0)
    expect(placed, 'a learner of the first page has a department').toBeDefined()
    await run(sql`update departments set name = 'Renamed department'
      where company_id = 'cmp_globex' and name = ${placed!.departments[0]!}`)
    const after = (await usersPage()).items.find((row) => row.id === placed!.id)
    expect(after?.departments).toContain('Renamed department')
  })

  it('counts a learner added to the campaign', async () => {
    const before = await usersPage()
    const [outside] = await rowsOf<{ id: string }>(
      gateway.database.db,
      sql`select id from users where company_id = 'cmp_globex' and id not in
        (select user_id from exercise_assignments where campaign_id = 'phx_globex_q3') limit 1`,
    )
    const candidate = outside?.id
    expect(candidate, 'the seed has a Globex user outside the campaign').toBeDefined()
    await run(sql`insert into exercise_assignments (id, campaign_id, user_id, deliver_at, due_at)
      values ('asg_kept_test', 'phx_globex_q3', ${candidate}, now(), now() + interval '3 days')`)
    expect((await usersPage()).pageInfo.totalCount).toBe(before.pageInfo.totalCount + 1)
  })

  it('knows the next moment the clock changes a learner’s days left or status', async () => {
    const day = 86_400_000
    // A copy of the seeded campaign under another id, holding one learner.
    await run(sql`insert into phishing_campaigns select (jsonb_populate_record(null::phishing_campaigns,
      to_jsonb(c) || '{"id": "phx_clock"}'::jsonb)).* from phishing_campaigns c where id = 'phx_globex_q3'`)
    const due = Date.parse('2027-01-10T12:00:00.000Z')
    const [learner] = (await get<{ items: UserRow[] }>('/users?orderBy=email&order=asc')).items
    await run(sql`insert into exercise_assignments (id, campaign_id, user_id, deliver_at, due_at)
      values ('asg_clock', 'phx_clock', ${learner!.id}, ${new Date(due - 10 * day).toISOString()}::timestamptz,
        ${new Date(due).toISOString()}::timestamptz)`)
    const daysLeft = (at: number) => Math.max(0, Math.ceil((due - at) / day))
    for (const now of [due - 2.5 * day, due - 2 * day, due - 1, due - 0.25 * day, due]) {
      const next = await nextClockChange(gateway.database.db, 'phx_clock', new Date(now))
      expect(next, `after ${new Date(now).toISOString()}`).toBeGreaterThan(now)
      // Nothing changes before the moment; at it, the days left drop or the learner is overdue.
      expect(daysLeft(next - 1)).toBe(daysLeft(now))
      expect(daysLeft(next) !== daysLeft(now) || next > due).toBe(true)
    }
    expect(await nextClockChange(gateway.database.db, 'phx_clock', new Date(due + 1))).toBe(Infinity)
  })

  it('keeps a users page under the version its own statement read, and computes it again once that moves', async () => {
    const db = gateway.database.db
    const request = {
      campaign: { id: 'phx_globex_q3', companyId: 'cmp_globex' },
      pageNumber: 0,
      pageSize: 25,
      orderBy: 'email',
      order: 'asc' as const,
      searchText: '',
      filters: { status: [], departments: [], groups: [] },
      isCsv: false,
    }
    let computed = 0
    const page = (
      key = 'a page',
      versionOf = (version: Awaited<ReturnType<typeof userRows>>['version']) => version,
    ) =>
      keptVersionedAnswer(db, { ...request, now: new Date() }, [key], async () => {
        computed++
        const { version, ...answer } = await userRows(db, { ...request, now: new Date() })
        return { answer, version: versionOf(version) }
      })
    const first = await page()
    expect(computed).toBe(1)
    expect(await page(), 'asked again, the kept page').toBe(first)
    expect(computed).toBe(1)
    await run(sql`update exercise_assignments set answered = answered where campaign_id = 'phx_globex_q3'`)
    await page()
    expect(computed, 'a write to the campaign moves its version').toBe(2)
    // A page read at a version older than the campaign's (a change landing meanwhile) is never served as current:
    // another page, which nobody kept, computed with the version before the write.
    await run(sql`update exercise_assignments set answered = answered where campaign_id = 'phx_globex_q3'`)
    await page('another page', (version) => ({ ...version, report: Number(version.report) - 1 }))
    expect(computed).toBe(3)
    await page('another page')
    expect(computed, 'filed under the older version, it is computed again').toBe(4)
    await page('another page')
    expect(computed).toBe(4)
  })
})
