import Papa from 'papaparse'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  POLICY_REPORT_TEXTS,
  type PolicyReportPage,
  type PolicyReportStatistics,
} from '../../../src/domain/policy-report'
import { policies, userTasks } from '../../../server/db/schema'
import { backend, bearer, startSignedIn, type TestGateway } from '../gateway'

// The policies progress report (issue 28; 002 §7 Reports): Globex's seeded policies, each figure computed here
// from the learners' tasks on its own and compared; filters, sorting, paging, CSV; what bad input and a
// company without Boost get.

let gateway: TestGateway, globex: string, initech: string, acme: string
beforeAll(async () => {
  ;[gateway, globex, initech, acme] = await startSignedIn(
    'owner@globex.example',
    'expired@initech.example',
    'admin@acme.example',
  )
})
afterAll(() => gateway.close())

const report = (query = '', token = globex, company = 'cmp_globex', accept = 'application/json') =>
  gateway.app.request(`/reports/api/v1/company/${company}/policies/report${query}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: accept },
  })

/** A policy's figures from its tasks, counted one by one. */
async function expected(policyId: string) {
  const tasks = await gateway.database.db
    .select()
    .from(userTasks)
    .where(and(eq(userTasks.sourceId, policyId), eq(userTasks.kind, 'policy')))
  const [policy] = await gateway.database.db.select().from(policies).where(eq(policies.id, policyId))
  const start = (policy!.updatedAt ?? policy!.createdAt).getTime()
  const now = Date.now()
  const done = tasks.filter((task) => task.status === 'completed')
  const waits = done.map((task) => Math.max(0, task.completedAt!.getTime() - start) / 86_400_000)
  const late = tasks.filter((task) => task.status !== 'completed' && task.dueAt && task.dueAt.getTime() < now)
  return {
    assignments: tasks.length,
    acknowledged: done.length,
    overdue: late.length,
    notOpened: tasks.length - done.length - late.length,
    progress: tasks.length ? Math.round((100 * done.length) / tasks.length) : 0,
    averageAcknowledge: waits.length
      ? Math.round((waits.reduce((sum, days) => sum + days, 0) / waits.length) * 10) / 10
      : null,
  }
}

describe(`policies progress report (${backend})`, () => {
  it('gives each policy’s figures as its learners’ tasks say, newest first', async () => {
    const response = await report()
    expect(response.status).toBe(200)
    const page = (await response.json()) as PolicyReportPage
    const own = await gateway.database.db.select().from(policies).where(eq(policies.companyId, 'cmp_globex'))
    expect(page.pageInfo).toEqual({ totalCount: own.length, pageNumber: 0, pageSize: 25 })
    expect(page.items.map((row) => row.createdAt)).toEqual(
      [...page.items.map((row) => row.createdAt)].sort().reverse(),
    )
    for (const row of page.items) expect(row).toMatchObject(await expected(row.id))
    expect(page.items.some((row) => row.acknowledged > 0 && row.averageAcknowledge !== null)).toBe(true)

    const statistics = (await (
      await gateway.app.request('/reports/api/v1/company/cmp_globex/policies/statistics', bearer(globex))
    ).json()) as PolicyReportStatistics
    expect(statistics.policies).toBe(own.length)
    expect(statistics.assignments).toBe(page.items.reduce((sum, row) => sum + row.assignments, 0))
    expect(statistics.acknowledged).toBe(page.items.reduce((sum, row) => sum + row.acknowledged, 0))
  })

  it('filters by name, status and policy, sorts and pages, and exports the same rows as CSV', async () => {
    const remote = (await (await report('?search=remote')).json()) as PolicyReportPage
    expect(remote.items.map((row) => row.name)).toEqual(['Remote Work Policy'])
    const ended = (await (await report('?statuses=ended')).json()) as PolicyReportPage
    expect(ended.items.every((row) => row.endedAt !== null)).toBe(true)
    const byName = (await (await report('?orderBy=name&order=ASC')).json()) as PolicyReportPage
    expect(byName.items.map((row) => row.name)).toEqual([...byName.items.map((row) => row.name)].sort())
    const one = (await (await report(`?policyIds=${byName.items[0]!.id}`)).json()) as PolicyReportPage
    expect(one.items.map((row) => row.id)).toEqual([byName.items[0]!.id])
    const csv = await report('?orderBy=name&order=ASC', globex, 'cmp_globex', 'text/csv')
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const parsed = Papa.parse<string[]>((await csv.text()).trim()).data
    expect(parsed[0]![0]).toBe('Policy')
    expect(parsed.slice(1).map((line) => line[0])).toEqual(byName.items.map((row) => row.name))
  })

  it('refuses bad input in words, another company’s policy, and a company without Boost', async () => {
    for (const query of [
      '?pageSize=10',
      '?orderBy=password',
      '?order=sideways',
      '?statuses=deleted',
      '?pageNumber=-1',
    ])
      expect((await report(query)).status, query).toBe(422)
    const [foreign] = await gateway.database.db
      .select({ id: policies.id })
      .from(policies)
      .where(eq(policies.companyId, 'cmp_globex'))
    const acmeAsks = await report(`?policyIds=${foreign!.id}`, acme, 'cmp_acme')
    expect([403, 422]).toContain(acmeAsks.status)
    expect(JSON.stringify(await acmeAsks.json())).not.toContain('Policy"')
    const notBoosted = await report('', initech, 'cmp_initech')
    expect(notBoosted.status).toBe(403)
    expect(((await notBoosted.json()) as { error: { message: string } }).error.message).toBe(
      POLICY_REPORT_TEXTS.boostRequired,
    )
    expect((await report('', acme)).status).toBe(403)
  })
})
