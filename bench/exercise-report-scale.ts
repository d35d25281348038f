import { sql } from 'drizzle-orm'
import { userDepartments, users } from '../server/db/schema'
import { bearer, json, signIn } from '../tests/server/gateway'
import { openScaleGateway, resetIndexStats, type ScaleBackend } from './scale-gateway'

// The issue-10 budgets: a report tab over a campaign of 10,000 learners (p95 per page through the gateway, in
// process on PGlite or over HTTP on Postgres), and the CSV of all 10,000 rows. The learners answer through the activity simulator.

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!

export async function exerciseReportScale(
  backend: ScaleBackend,
  count = 10_000,
): Promise<{
  summaryP95: number
  p95: number
  keptP95: number
  csvMs: number
  learners: number
  indexes: string[]
}> {
  const scale = await openScaleGateway(backend)
  const { gateway } = scale
  try {
    const departments = ['cmp_globex_d1', 'cmp_globex_d2', 'cmp_globex_d3', 'cmp_globex_d4', 'cmp_globex_d5']
    for (let start = 0; start < count; start += 2000) {
      const rows = Array.from({ length: Math.min(2000, count - start) }, (_, i) => {
        const n = start + i
        return {
          id: `bench_x${n}`,
          companyId: 'cmp_globex',
          email: `learner${n}@report.example`,
          name: `Name${n % 977}`,
          lastName: `Last${n % 1013}`,
          role: 'user',
          timeZone: n % 3 === 0 ? 'America/New_York' : null,
        }
      })
      await gateway.database.db.insert(users).values(rows)
      await gateway.database.db
        .insert(userDepartments)
        .values(
          rows.map((row, i) => ({ userId: row.id, departmentId: departments[i % departments.length]! })),
        )
    }
    const { token } = await signIn(gateway, 'owner@globex.example')
    const base = '/phishing-exercise/api/v1/company/cmp_globex'
    const created = await scale.request(
      `${base}/campaign/create`,
      json(
        {
          name: 'Bench: 10,000 learners',
          startedAt: null,
          daysToComplete: 14,
          notification: { isEnabled: false, message: '', subject: '' },
          selectedDepartmentsIds: [],
          selectedGroupsIds: [],
          selectedUsersIds: [],
          usersType: 'USERS_ALL',
          packId: null,
          templates: ['tpl_invoice', 'tpl_parcel_sms', 'tpl_password_reset'].map((templateId, i) => ({
            orderNumber: i + 1,
            templateId,
          })),
          timeZone: 'Europe/London',
        },
        bearer(token).headers,
      ),
    )
    if (created.status !== 201) throw new Error(`create failed: ${created.status}`)
    const { data } = (await created.json()) as { data: { id: string } }
    // Ten days of answers, the way the simulated learners give them.
    await scale.request('/__dev/exercise/advance?companyId=cmp_globex&days=10', { method: 'POST' })
    await gateway.database.db.execute(sql`vacuum analyze`)
    await resetIndexStats(scale)
    const report = `${base}/campaign/${data.id}/report`
    const requests = [
      'statistics',
      'users',
      'users?pageNumber=1',
      'users?pageNumber=500',
      'users?pageNumber=999',
      'users?orderBy=score&order=desc',
      'users?orderBy=fullName&order=asc&pageNumber=20',
      'users?status=OVERDUE&status=IN_PROGRESS',
      'users?searchText=learner4242',
      'users?departments=cmp_globex_d2&orderBy=status&order=asc',
      'departments',
      'groups',
      'templates',
    ]
    const times: number[] = []
    const keptTimes: number[] = []
    let learners = 0
    // A write to one assignment between rounds moves the campaign's revision, so every measured page is computed
    // (server/reports/exercise-report-cache.ts); a last round without one reads the answers kept.
    const touch = sql`update exercise_assignments set wrong = wrong
      where id = (select id from exercise_assignments where campaign_id = ${data.id} limit 1)`
    for (let round = 0; round < 12; round += 1) {
      if (round < 11) await gateway.database.db.execute(touch)
      for (const path of requests) {
        const started = performance.now()
        const response = await scale.request(`${report}/${path}`, bearer(token))
        if (!response.ok) throw new Error(`report failed: ${path} ${response.status}`)
        const body = (await response.json()) as { data?: { pageInfo?: { totalCount: number } } }
        if (!body.data)
          throw new Error(`report answered without data: ${path} ${JSON.stringify(body).slice(0, 200)}`)
        if (path === 'users') learners = body.data.pageInfo?.totalCount ?? 0
        if (round === 11) keptTimes.push(performance.now() - started)
        else if (round > 0) times.push(performance.now() - started)
        if (round === 10 && process.env.BENCH_VERBOSE)
          console.log(path, Math.round(performance.now() - started))
      }
    }
    const csvTimes: number[] = []
    for (let round = 0; round < 3; round += 1) {
      const started = performance.now()
      const response = await scale.request(`${report}/users?isCsv=true`, bearer(token))
      const text = ((await response.json()) as { data: string }).data
      if (text.split('\n').length < count) throw new Error('CSV rows missing')
      csvTimes.push(performance.now() - started)
    }
    // The report across campaigns (issue 28) over the same 10,000 learners, as its page loads it.
    const summaryTimes: number[] = []
    const across = '/phishing-exercise/api/v1/company/cmp_globex/campaigns'
    for (let round = 0; round < 20; round += 1) {
      const started = performance.now()
      const responses = await Promise.all(
        [`summary?range=1y&pageSize=10`, 'report/statistics?range=1y', 'filter/campaigns'].map((path) =>
          scale.request(`${across}/${path}`, bearer(token)),
        ),
      )
      await Promise.all(responses.map((response) => response.text()))
      summaryTimes.push(performance.now() - started)
    }
    return {
      summaryP95: percentile(summaryTimes, 0.95),
      p95: percentile(times, 0.95),
      keptP95: percentile(keptTimes, 0.95),
      csvMs: percentile(csvTimes, 0.5),
      learners,
      indexes: await scale.indexesUsed([
        'users',
        'user_departments',
        'exercise_assignments',
        'exercise_answers',
        'phishing_campaigns',
      ]),
    }
  } finally {
    await scale.close()
  }
}
