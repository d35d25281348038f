import { eq, sql } from 'drizzle-orm'
import { buildInvites, guessColumns, parseCsvText } from '../src/domain/csv-import'
import { userDepartments, users } from '../server/db/schema'
import { largeCsv } from '../tests/fixtures/csv/large'
import { bearer, json, signIn } from '../tests/server/gateway'
import { openScaleGateway, resetIndexStats, type ScaleBackend } from './scale-gateway'

// The issue-6 budgets: a 50,000-row CSV parsed and validated (the function the browser's worker runs), and
// the users list of a company of 100,000 users, paged through the gateway (in process on PGlite, or over
// HTTP on Postgres: bench/scale-gateway.ts).

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!

export function csvParseMs(rows = 50_000): number {
  const text = largeCsv(rows)
  const times: number[] = []
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now()
    const parsed = parseCsvText(text)
    if (!parsed.ok) throw new Error(parsed.error)
    const { invites } = buildInvites(parsed.table.rows, guessColumns(parsed.table.headers))
    if (invites.length !== rows) throw new Error('rows lost')
    times.push(performance.now() - started)
  }
  return median(times)
}

/**
 * p95 over repeated requests (the list's totals cached per company revision, as while an admin pages), and
 * separately the slowest first request of a filter, which pays the exact count.
 */
export async function usersListP95Ms(
  backend: ScaleBackend,
  count = 100_000,
): Promise<{ p95: number; firstRequestMaxMs: number; seedMs: number; indexes: string[] }> {
  const scale = await openScaleGateway(backend)
  const { gateway } = scale
  try {
    const seeded = performance.now()
    const [department] = await gateway.database.db
      .select({ id: userDepartments.departmentId })
      .from(userDepartments)
      .innerJoin(users, eq(users.id, userDepartments.userId))
      .where(eq(users.companyId, 'cmp_globex'))
      .limit(1)
    for (let start = 0; start < count; start += 2000) {
      const rows = Array.from({ length: Math.min(2000, count - start) }, (_, i) => {
        const n = start + i
        return {
          id: `bench_u${n}`,
          companyId: 'cmp_globex',
          email: `learner${n}@scale.example`,
          name: `Name${n % 977}`,
          lastName: `Last${n % 1013}`,
          role: 'user',
          createdAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000),
        }
      })
      await gateway.database.db.insert(users).values(rows)
      await gateway.database.db
        .insert(userDepartments)
        .values(rows.map((row) => ({ userId: row.id, departmentId: department!.id })))
    }
    // A server's autovacuum would have analysed the table by now; PGlite has none.
    await gateway.database.db.execute(sql`vacuum analyze`)
    await resetIndexStats(scale)
    const seedMs = performance.now() - seeded
    const { token } = await signIn(gateway, 'owner@globex.example')
    const pages = count / 10
    const requests = [
      ...[0, 1, 2, Math.floor(pages / 2), pages - 1].map((pageNumber) => ({
        paging: { pageNumber, pageSize: 10 },
      })),
      { paging: { pageNumber: 0, pageSize: 100 }, sort: { orderBy: 'name', order: 'DESC' } },
      { paging: { pageNumber: 40, pageSize: 50 }, sort: { orderBy: 'createdAt', order: 'ASC' } },
      { paging: { pageNumber: 0, pageSize: 25 }, filter: { searchText: 'learner4242' } },
      { paging: { pageNumber: 3, pageSize: 10 }, filter: { departmentIds: [department!.id] } },
      { paging: { pageNumber: 0, pageSize: 10 }, includeDisabled: true },
    ]
    const times: number[] = []
    const firstTimes: number[] = []
    for (let round = 0; round < 11; round += 1)
      for (const body of requests) {
        const started = performance.now()
        const response = await scale.request(
          '/api/v1/users/list/cmp_globex',
          json(body, bearer(token).headers),
        )
        if (!response.ok) throw new Error(`list failed: ${response.status}`)
        await response.json()
        ;(round > 0 ? times : firstTimes).push(performance.now() - started)
        if (round > 0 && process.env.BENCH_VERBOSE)
          console.log(JSON.stringify(body), Math.round(performance.now() - started))
      }
    return {
      p95: percentile(times, 0.95),
      firstRequestMaxMs: Math.max(...firstTimes),
      seedMs,
      indexes: await scale.indexesUsed(['users', 'user_departments', 'user_list_revisions']),
    }
  } finally {
    await scale.close()
  }
}
