import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATHS } from '../../../src/domain/api-paths'
import { departments, userDepartments, users } from '../../../server/db/schema'
import { backend, bearer, json, startSignedIn, type TestGateway } from '../gateway'

// Departments and groups created, renamed and deleted (ours), and 000 §7 tasks_in_departments_and_groups: what
// still reaches one before it goes. Names are checked server-side; everything stays in its tenant.

let gateway: TestGateway, globex: string, acme: string
beforeAll(async () => {
  ;[gateway, globex, acme] = await startSignedIn('owner@globex.example', 'admin@acme.example')
})
afterAll(() => gateway.close())

const call = async <T>(method: string, path: string, token: string, body?: unknown) => {
  const response = await gateway.app.request(
    path,
    body === undefined ? { method, ...bearer(token) } : { ...json(body, bearer(token).headers), method },
  )
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T }
}
const deps = PATHS.directory('cmp_globex', 'departments')

describe(`departments and groups editing (${backend})`, () => {
  it('creates and renames with the name rules, and refuses a used name or another company', async () => {
    const created = await call<{ data: { id: string } }>('POST', deps, globex, { name: '  Field Sales ' })
    expect(created.status).toBe(201)
    const id = created.body.data.id
    expect((await call('POST', deps, globex, { name: 'field sales' })).status).toBe(409)
    expect((await call('POST', deps, globex, { name: '   ' })).status).toBe(422)
    expect((await call('POST', deps, globex, { name: 'x'.repeat(101) })).status).toBe(422)
    expect((await call('POST', deps, acme, { name: 'Intruders' })).status).toBe(403)
    expect((await call('PUT', `${deps}/${id}`, globex, { name: 'Inside Sales' })).status).toBe(200)
    const list = await call<{ data: { id: string; name: string }[] }>('GET', deps, globex)
    expect(list.body.data.find((row) => row.id === id)?.name).toBe('Inside Sales')
    const other = list.body.data.find((row) => row.id !== id)!
    expect((await call('PUT', `${deps}/${id}`, globex, { name: other.name.toUpperCase() })).status).toBe(409)
    const acmeDeps = await call<{ data: { id: string }[] }>(
      'GET',
      PATHS.directory('cmp_acme', 'departments'),
      acme,
    )
    expect((await call('PUT', `${deps}/${acmeDeps.body.data[0]!.id}`, globex, { name: 'Mine' })).status).toBe(
      404,
    )
    expect(
      (await call('POST', PATHS.directory('cmp_globex', 'groups'), globex, { name: 'Champions' })).status,
    ).toBe(201)
  })

  it('says what still reaches a department, then deletes it and its memberships but not its users', async () => {
    const { db } = gateway.database
    const [department] = await db.select().from(departments).where(eq(departments.companyId, 'cmp_globex'))
    const members = await db
      .select()
      .from(userDepartments)
      .where(eq(userDepartments.departmentId, department!.id))
    expect(members.length).toBeGreaterThan(0)
    const started = await call<{ id: string }>('POST', '/api/v1/campaign/cmp_globex', globex, {
      companyId: 'cmp_globex',
      campaignInfo: {
        courseId: 'crs_ransomware',
        campaign_name: 'Ransomware for one department',
        campaign_assignment_type: 'DEPARTMENTS',
        user_departments: [department!.id],
        days_to_complete: 14,
        start_date: new Date().toISOString(),
        notificationsEnabled: false,
      },
    })
    expect(started.status).toBe(201)
    const body = { companyId: 'cmp_globex', departmentNames: [department!.name], groupNames: [] }
    const tasks = await call<{
      campaigns: { id: string; name: string }[]
      policies: unknown[]
      events: unknown[]
    }>('POST', PATHS.directoryTasks, globex, body)
    expect(tasks.status).toBe(200)
    expect(tasks.body.campaigns.map((row) => row.id)).toContain(started.body.id)
    expect((await call('POST', PATHS.directoryTasks, acme, body)).status).toBe(403)
    expect((await call('POST', PATHS.directoryTasks, globex, { companyId: 'cmp_globex' })).status).toBe(422)

    expect((await call('DELETE', `${deps}/${department!.id}`, globex)).status).toBe(204)
    expect(
      await db.select().from(userDepartments).where(eq(userDepartments.departmentId, department!.id)),
    ).toEqual([])
    expect((await call('DELETE', `${deps}/${department!.id}`, globex)).status).toBe(404)
  })

  it('lists the users outside a department page by page, adds the ticked ones and counts it (000 §7)', async () => {
    const acmeDeps = await call<{ data: { id: string; name: string; usersCount: number }[] }>(
      'GET',
      PATHS.directory('cmp_acme', 'departments'),
      acme,
    )
    const sales = acmeDeps.body.data.find((row) => row.name === 'Sales')!
    const unassigned = PATHS.directoryUnassigned('cmp_acme', 'departments', sales.id)
    type Page = { data: { id: string; email: string }[]; totalCount: number }
    const first = await call<Page>('GET', `${unassigned}?pageNumber=0&pageSize=5`, acme)
    expect(first.status).toBe(200)
    expect(first.body.data).toHaveLength(5)
    const second = await call<Page>('GET', `${unassigned}?pageNumber=1&pageSize=5`, acme)
    expect(second.body.data[0]!.email > first.body.data[4]!.email).toBe(true)
    expect(second.body.totalCount).toBe(first.body.totalCount)
    expect((await call('GET', `${unassigned}?pageSize=500`, acme)).status).toBe(422)
    expect((await call('GET', unassigned, globex)).status).toBe(403)
    const counted = async () =>
      (
        await call<{ count: number }>('POST', PATHS.countUsersUnderFilters('cmp_acme'), acme, {
          departmentId: sales.id,
        })
      ).body.count
    const before = await counted()
    const members = PATHS.directoryMembers('cmp_acme', 'departments', sales.id)
    const ids = first.body.data.slice(0, 2).map((row) => row.id)
    expect((await call('POST', members, acme, { userIds: [] })).status).toBe(422)
    // Someone of another company is refused, and nobody is added.
    const globexUser = (
      await gateway.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.companyId, 'cmp_globex'))
        .limit(1)
    )[0]!.id
    expect((await call('POST', members, acme, { userIds: [...ids, globexUser] })).status).toBe(404)
    expect(await counted()).toBe(before)
    expect((await call<{ added: number }>('POST', members, acme, { userIds: ids })).body).toEqual({
      added: 2,
    })
    expect((await call<{ added: number }>('POST', members, acme, { userIds: ids })).body).toEqual({
      added: 0,
    })
    expect(await counted()).toBe(before + 2)
    const after = await call<Page>('GET', `${unassigned}?pageSize=100`, acme)
    expect(after.body.totalCount).toBe(first.body.totalCount - 2)
    expect(after.body.data.map((row) => row.id)).not.toContain(ids[0])
    expect((await call('POST', PATHS.countUsersUnderFilters('cmp_acme'), globex, {})).status).toBe(403)
  })
})
