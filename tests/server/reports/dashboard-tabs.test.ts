import Papa from 'papaparse'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  ComparisonRow,
  DashboardBandCounts,
  DashboardDepartmentRow,
  DashboardUserCounts,
  DashboardUserRow,
} from '../../../src/domain/dashboard-tabs'
import { simulationDeliveries, userDepartments, userTasks, users } from '../../../server/db/schema'
import { backend, startSignedIn, type TestGateway } from '../gateway'

// The /dashboard tabs (issue 28; 002 §3 user categories and progress bands): Globex's learners sorted into the
// categories and its departments into bands, each checked here against the stored tasks and mails; the company
// tab's two periods; CSV; a bad category refused; another company's admin refused.

let gateway: TestGateway, globex: string, acme: string
beforeAll(async () => {
  ;[gateway, globex, acme] = await startSignedIn('owner@globex.example', 'admin@acme.example')
})
afterAll(() => gateway.close())

const call = (path: string, token = globex, accept = 'application/json') =>
  gateway.app.request(`/reports/api/v1/company/cmp_globex/dashboard/${path}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: accept },
  })
const json = async <T>(path: string) => (await (await call(path)).json()) as T
type UsersPage = { items: DashboardUserRow[]; pageInfo: { totalCount: number }; counts: DashboardUserCounts }

describe(`dashboard tabs (${backend})`, () => {
  it('sorts the learners into categories from their tasks and their mails', async () => {
    const db = gateway.database.db
    const people = await db
      .select({ id: users.id, lastLoginAt: users.lastLoginAt })
      .from(users)
      .where(and(eq(users.companyId, 'cmp_globex'), isNull(users.disabledAt)))
    const tasks = (await db.select().from(userTasks).where(eq(userTasks.companyId, 'cmp_globex'))).filter(
      (task) => task.kind === 'training' || task.kind === 'gaming',
    )
    const since = Date.now() - 90 * 86_400_000
    const mails = (
      await db.select().from(simulationDeliveries).where(eq(simulationDeliveries.companyId, 'cmp_globex'))
    ).filter((m) => m.state === 'sent' && m.sentAt && m.sentAt.getTime() >= since)
    const completed = people.filter((p) => {
      const own = tasks.filter((t) => t.userId === p.id)
      return own.length > 0 && own.every((t) => t.status === 'completed')
    })
    const phishedCount = new Map<string, number>()
    for (const m of mails) if (m.phishedAt) phishedCount.set(m.userId, (phishedCount.get(m.userId) ?? 0) + 1)

    const page = await json<UsersPage>('users?category=completed&pageSize=100')
    expect(page.counts.learners).toBe(people.length)
    expect(page.counts.completed).toBe(completed.length)
    expect(page.counts.notRegistered).toBe(people.filter((p) => p.lastLoginAt === null).length)
    expect(page.counts.mostPhished).toBe(phishedCount.size)

    const phished = await json<UsersPage>('users?category=mostPhished&pageSize=100')
    expect(phished.items.map((row) => row.phished)).toEqual(
      [...phishedCount.values()].sort((a, b) => b - a).slice(0, 100),
    )
    for (const row of phished.items) expect(row.phished).toBe(phishedCount.get(row.id))

    const csv = Papa.parse<string[]>(
      (await (await call('users?category=mostPhished', globex, 'text/csv')).text()).trim(),
    )
    expect(csv.data[0]![0]).toBe('Full name')
    expect(csv.data.length - 1).toBe(phishedCount.size)

    const refused = await call('users?category=everyone')
    expect(refused.status).toBe(422)
    expect(JSON.stringify(await refused.json())).toContain('Unknown user category.')
  })

  it('pages, sorts and searches a category in the gateway', async () => {
    const whole = await json<UsersPage>('users?category=notRegistered&pageSize=50')
    const first = await json<UsersPage>('users?category=notRegistered&pageSize=10')
    const second = await json<UsersPage>('users?category=notRegistered&pageSize=10&pageNumber=1')
    expect(whole.pageInfo.totalCount).toBe(whole.counts.notRegistered)
    expect([...first.items, ...second.items].map((row) => row.id)).toEqual(
      whole.items.slice(0, 20).map((row) => row.id),
    )
    const names = whole.items.map((row) => row.name.toLowerCase())
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const riskiest = await json<UsersPage>(
      'users?category=mostVulnerable&orderBy=risk&order=DESC&pageSize=100',
    )
    for (const row of riskiest.items) expect(row.risk).toBe(row.phished * 3 + row.clicked + row.overdue)
    expect(riskiest.items.map((row) => row.risk)).toEqual(
      [...riskiest.items.map((row) => row.risk)].sort((a, b) => b - a),
    )
    const one = whole.items[3]!
    const found = await json<UsersPage>(
      `users?category=notRegistered&search=${encodeURIComponent(one.email.toUpperCase())}`,
    )
    expect(found.items.map((row) => row.id)).toEqual([one.id])
    expect(found.pageInfo.totalCount).toBe(1)
    const none = await json<UsersPage>('users?category=notRegistered&search=%25_nobody')
    expect(none.items).toEqual([])
  })

  it('bands the departments by their training completion', async () => {
    const db = gateway.database.db
    const page = await json<{ items: DashboardDepartmentRow[]; bands: DashboardBandCounts }>(
      'departments?pageSize=100',
    )
    expect(page.items.length).toBe(page.bands.departments)
    const row = page.items.find((item) => item.learners > 0)!
    const members = (
      await db.select().from(userDepartments).where(eq(userDepartments.departmentId, row.id))
    ).map((m) => m.userId)
    const active = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, members), isNull(users.disabledAt)))
    const own = (
      await db
        .select()
        .from(userTasks)
        .where(
          inArray(
            userTasks.userId,
            active.map((u) => u.id),
          ),
        )
    ).filter((t) => t.kind === 'training' || t.kind === 'gaming')
    expect(row.learners).toBe(active.length)
    expect(row.tasks).toBe(own.length)
    const completion = own.length
      ? Math.round((own.filter((t) => t.status === 'completed').length / own.length) * 100)
      : null
    expect(row.completion).toBe(completion)
    expect(row.band).toBe(
      completion === null
        ? null
        : completion >= 100
          ? 'completed'
          : completion >= 50
            ? 'mediumProgress'
            : 'lowProgress',
    )
    const bandTotal =
      page.bands.lowProgress + page.bands.mediumProgress + page.bands.completed + page.bands.noTraining
    expect(bandTotal).toBe(page.bands.departments)
  })

  it('puts the company’s two periods side by side, and refuses another company', async () => {
    const company = await json<{ rows: ComparisonRow[] }>('company')
    expect(company.rows[0]!.metric).toBe('Culture score')
    expect(company.rows.length).toBeGreaterThan(10)
    const pdf = await call('company', globex, 'application/pdf')
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect((await call('users', acme)).status).toBe(403)
  })
})
