// @module-tag engine (transactions that leave nothing on a conflict): also runs on Postgres, see docs/testing.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invitePayloadOf } from '../../../src/domain/add-users'
import { eq } from 'drizzle-orm'
import { users } from '../../../server/db/schema'
import { PATHS } from '../../../src/domain/api-paths'
import { backend, bearer, json, signIn, startSignedIn, type TestGateway } from '../gateway'
import { INVITE_ELSEWHERE } from '../../../server/users/address-holders'

let gateway: TestGateway, admin: string, other: string
beforeAll(async () => {
  ;[gateway, admin, other] = await startSignedIn('admin@acme.example', 'owner@globex.example')
})
afterAll(() => gateway.close())

const post = (token: string, body: unknown) => json(body, bearer(token).headers)
const values = (emails: string[]) => ({
  emails,
  departments: [{ label: 'Field Team', value: null }],
  groups: [],
  role: 'user' as const,
  sso: false,
  notification: true,
  subject: 'Welcome',
  message: 'See you in training.',
})

describe(`users, departments and invites (${backend})`, () => {
  it('checks which addresses exist', async () => {
    const response = await gateway.app.request(
      '/api/v1/users/verify_emails_existed',
      post(admin, { companyId: 'cmp_acme', emails: ['ADMIN@acme.example', 'nobody@acme.example'] }),
    )
    expect(await response.json()).toEqual({ 'admin@acme.example': true, 'nobody@acme.example': false })
  })

  it('never confirms that another company holds an address at a domain not the caller’s; the holder is told', async () => {
    const { token: globex } = await signIn(gateway, 'owner@globex.example')
    const checked = await gateway.app.request(
      '/api/v1/users/verify_emails_existed',
      post(globex, { companyId: 'cmp_globex', emails: ['admin@acme.example', 'nobody@acme.example'] }),
    )
    expect(await checked.json()).toEqual({ 'admin@acme.example': false, 'nobody@acme.example': false })
    const invited = await gateway.app.request(
      '/api/v1/user/cmp_globex/invite',
      post(globex, invitePayloadOf('cmp_globex', values(['admin@acme.example']))),
    )
    expect(invited.status).toBe(201)
    expect(await invited.json()).toEqual({ count: 1 })
    const [held] = await gateway.database.db.select().from(users).where(eq(users.email, 'admin@acme.example'))
    expect(held!.companyId).toBe('cmp_acme')
    const { items } = (await (await gateway.app.request('/__dev/outbox?to=admin@acme.example')).json()) as {
      items: { kind: string; subject: string }[]
    }
    expect(items[0]).toMatchObject({ kind: 'invite-elsewhere', subject: INVITE_ELSEWHERE.subject('Globex') })
  })

  it('invites in one transaction: a new department is created, mails go out, and nothing is left on a conflict', async () => {
    const emails = ['ana@acme.example', 'ben@acme.example', 'cy@acme.example']
    const invited = await gateway.app.request(
      '/api/v1/user/cmp_acme/invite',
      post(admin, invitePayloadOf('cmp_acme', values(emails))),
    )
    expect(invited.status).toBe(201)
    expect(await invited.json()).toEqual({ count: 3 })
    const { items } = (await (await gateway.app.request('/__dev/outbox?to=ben@acme.example')).json()) as {
      items: { kind: string; subject: string }[]
    }
    expect(items[0]).toMatchObject({ kind: 'invite-learner', subject: 'Welcome' })
    const departments = (await (
      await gateway.app.request('/customers/api/v1/company/cmp_acme/departments', bearer(admin))
    ).json()) as { data: { name: string; usersCount: number }[] }
    expect(departments.data.find((d) => d.name === 'Field Team')?.usersCount).toBe(3)

    // One address taken: the whole invite is refused and the new one is not created.
    const conflict = await gateway.app.request(
      '/api/v1/user/cmp_acme/invite',
      post(admin, invitePayloadOf('cmp_acme', values(['dee@acme.example', 'ana@acme.example']))),
    )
    expect(conflict.status).toBe(409)
    const check = await gateway.app.request(
      '/api/v1/users/verify_emails_existed',
      post(admin, { companyId: 'cmp_acme', emails: ['dee@acme.example'] }),
    )
    expect(await check.json()).toEqual({ 'dee@acme.example': false })
  })

  it('refuses bad input and another company', async () => {
    const bad = invitePayloadOf('cmp_acme', {
      ...values(['x@acme.example']),
      departments: [{ label: 'd'.repeat(300), value: null }],
    })
    expect((await gateway.app.request('/api/v1/user/cmp_acme/invite', post(admin, bad))).status).toBe(422)
    const invalid = invitePayloadOf('cmp_acme', values(['not-an-email']))
    expect((await gateway.app.request('/api/v1/user/cmp_acme/invite', post(admin, invalid))).status).toBe(422)
    expect(
      (
        await gateway.app.request(
          '/api/v1/user/cmp_acme/invite',
          post(other, invitePayloadOf('cmp_acme', values(['y@acme.example']))),
        )
      ).status,
    ).toBe(403)
    expect(
      (await gateway.app.request('/customers/api/v1/company/cmp_acme/groups', bearer(other))).status,
    ).toBe(403)
  })

  it("names a one-department or one-group list, only the company's own (issue 24: page titles)", async () => {
    const list = async (filter: unknown) =>
      (await (
        await gateway.app.request(
          '/api/v1/users/list/cmp_acme',
          post(admin, { paging: { pageNumber: 0, pageSize: 5 }, filter }),
        )
      ).json()) as { scopeName?: string }
    const rows = await gateway.database.db.execute(
      "select id, company_id, name from departments where company_id in ('cmp_acme', 'cmp_globex') order by name" as never,
    )
    const all = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
      id: string
      company_id: string
      name: string
    }[]
    const own = all.find((row) => row.company_id === 'cmp_acme')!
    const foreign = all.find((row) => row.company_id === 'cmp_globex')!
    expect(await list({ departmentIds: [own.id] })).toMatchObject({ scopeName: own.name })
    expect((await list({ departmentIds: [foreign.id] })).scopeName).toBeUndefined()
    expect((await list({})).scopeName).toBeUndefined()
  })

  it('pages, searches and sorts the users list', async () => {
    const list = (body: unknown) =>
      Promise.resolve(gateway.app.request('/api/v1/users/list/cmp_acme', post(admin, body))).then((r) =>
        r.json(),
      ) as Promise<{
        usersPerPage: { email: string; departments: string[] }[]
        totalCount: number
      }>
    const first = await list({
      paging: { pageNumber: 0, pageSize: 5 },
      sort: { orderBy: 'email', order: 'ASC' },
    })
    expect(first.usersPerPage).toHaveLength(5)
    expect(first.totalCount).toBeGreaterThan(40)
    const emails = first.usersPerPage.map((u) => u.email)
    expect(emails).toEqual([...emails].sort())
    const found = await list({ paging: { pageNumber: 0, pageSize: 10 }, filter: { searchText: 'ben@' } })
    expect(found.usersPerPage.map((u) => u.email)).toEqual(['ben@acme.example'])
    expect(found.usersPerPage[0]?.departments).toEqual(['Field Team'])
  })

  it('filters by status, access level and department; a first sign-in moves a user out of Invited (issue 24)', async () => {
    type Row = {
      id: string
      email: string
      role: string
      disabled: boolean
      invitePending: boolean
      emailVerified: boolean
    }
    const list = async (filter: object, includeDisabled = false) =>
      (await (
        await gateway.app.request(
          '/api/v1/users/list/cmp_acme',
          post(admin, { includeDisabled, paging: { pageNumber: 0, pageSize: 100 }, filter }),
        )
      ).json()) as { usersPerPage: Row[]; totalCount: number }
    const all = await list({}, true)
    const counts = await Promise.all(
      (['active', 'invited', 'notVerified', 'disabled'] as const).map(async (status) => {
        const page = await list({ status })
        expect(page.usersPerPage.every((u) => u.disabled === (status === 'disabled'))).toBe(true)
        if (status === 'invited') expect(page.usersPerPage.every((u) => u.invitePending)).toBe(true)
        if (status === 'active')
          expect(page.usersPerPage.every((u) => !u.invitePending && u.emailVerified)).toBe(true)
        return page.totalCount
      }),
    )
    // Every user has exactly one status.
    expect(counts.reduce((a, b) => a + b, 0)).toBe(all.totalCount)
    const admins = await list({ role: 'admin' })
    expect(admins.totalCount).toBeGreaterThan(0)
    expect(admins.usersPerPage.every((u) => u.role === 'admin')).toBe(true)
    const departments = (await (
      await gateway.app.request(PATHS.directory('cmp_acme', 'departments'), bearer(admin))
    ).json()) as { data: { id: string; name: string }[] }
    const field = departments.data.find((d) => d.name === 'Field Team')!
    const inField = await list({ departmentIds: [field.id], role: 'user' })
    expect(inField.usersPerPage.map((u) => u.email)).toContain('ben@acme.example')

    const invited = await list({ status: 'invited' })
    const joiner = invited.usersPerPage[0]!
    await gateway.database.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, joiner.id))
    expect((await list({ status: 'invited' })).totalCount).toBe(invited.totalCount - 1)
    expect((await list({ status: 'bogus' })).usersPerPage).toBeUndefined() // a 422, not a list
  })

  it('a select-all acts on what the filters select, and only that (issue 24)', async () => {
    const patch = (body: object) =>
      gateway.app.request('/api/v1/users/cmp_acme/change_users_disable_status', {
        method: 'PATCH',
        body: JSON.stringify({ companyId: 'cmp_acme', userIds: [], isAllUsersSelected: true, ...body }),
        headers: { 'Content-Type': 'application/json', ...bearer(admin).headers },
      })
    // Everyone with the admin role: refused as a whole, as the spec's admin rule says.
    expect((await patch({ filters: { role: 'admin' }, disable: true })).status).toBe(409)
    const chloe = await patch({
      searchText: 'chloe',
      filters: { role: 'user', status: 'invited' },
      disable: true,
    })
    expect(await chloe.json()).toEqual({ updated: 1 })
    const back = await patch({ searchText: 'chloe', filters: { status: 'disabled' }, disable: false })
    expect(await back.json()).toEqual({ updated: 1 })
    expect((await patch({ filters: { status: 'everyone' }, disable: false })).status).toBe(422)
  })

  it('names who a bulk disable would refuse, and disables the others when asked (get_uneditable_users)', async () => {
    const call = (path: string, method: string, body: object) =>
      gateway.app.request(`/api/v1/users/cmp_acme/${path}`, {
        method,
        body: JSON.stringify({ companyId: 'cmp_acme', userIds: [], isAllUsersSelected: true, ...body }),
        headers: { 'Content-Type': 'application/json', ...bearer(admin).headers },
      })
    const uneditable = async (body: object) =>
      (await (await call('get_uneditable_users', 'POST', { editType: 'DISABLE', ...body })).json()) as {
        total: number
        users: { email: string; reason: string }[]
      }
    const everyone = await uneditable({})
    expect(everyone.total).toBeGreaterThanOrEqual(3)
    expect(everyone.users).toContainEqual(
      expect.objectContaining({ email: 'admin@acme.example', reason: 'self' }),
    )
    expect(everyone.users).toContainEqual(
      expect.objectContaining({ email: 'temp@acme.example', reason: 'admin' }),
    )
    expect((await uneditable({ filters: { role: 'user' } })).total).toBe(0)
    expect((await uneditable({ editType: 'ENABLE' })).total).toBe(0)
    expect((await call('get_uneditable_users', 'POST', { editType: 'DELETE' })).status).toBe(422)

    // Search "dee": learners and no admin; with an admin ticked, skipUneditable leaves the admin alone.
    const ids = (
      (await (
        await gateway.app.request(
          '/api/v1/users/list/cmp_acme',
          post(admin, { paging: { pageNumber: 0, pageSize: 3 }, filter: { searchText: '' } }),
        )
      ).json()) as { usersPerPage: { id: string; role: string }[] }
    ).usersPerPage
    const learner = ids.find((row) => row.role === 'user')!
    const ticked = { isAllUsersSelected: false, userIds: [learner.id, 'usr_temp_acme_example'] }
    expect((await uneditable(ticked)).total).toBe(1)
    expect((await call('change_users_disable_status', 'PATCH', { ...ticked, disable: true })).status).toBe(
      409,
    )
    const others = await call('change_users_disable_status', 'PATCH', {
      ...ticked,
      disable: true,
      skipUneditable: true,
    })
    expect(await others.json()).toEqual({ updated: 1 })
    expect(
      await (await call('change_users_disable_status', 'PATCH', { ...ticked, disable: false })).json(),
    ).toEqual({ updated: 2 })
  })

  it('reports the task status and starts a training campaign', async () => {
    const before = (await (
      await gateway.app.request('/api/v1/company/cmp_acme/tasks/status', bearer(admin))
    ).json()) as {
      data: { hasAssignments: boolean }
    }
    expect(before.data.hasAssignments).toBe(false)
    const started = await gateway.app.request(
      '/api/v1/campaign/cmp_acme',
      post(admin, {
        companyId: 'cmp_acme',
        campaignInfo: {
          courseId: 'crs_annual',
          campaign_name: 'Annual Training',
          campaign_assignment_type: 'ALL_USERS',
          days_to_complete: 30,
          start_date: new Date().toISOString(),
          notificationsEnabled: true,
        },
      }),
    )
    expect(started.status).toBe(201)
    const after = (await (
      await gateway.app.request('/api/v1/company/cmp_acme/tasks/status', bearer(admin))
    ).json()) as {
      data: { hasAssignments: boolean; hasActiveCampaign: boolean }
    }
    expect(after.data).toEqual({ hasAssignments: true, hasActiveCampaign: true })
  })

  it('disables and enables selected learners; refuses a selection with an admin or another company', async () => {
    const list = async (includeDisabled: boolean) =>
      (
        (await (
          await gateway.app.request(
            '/api/v1/users/list/cmp_acme',
            post(admin, {
              includeDisabled,
              paging: { pageNumber: 0, pageSize: 10 },
              filter: { searchText: 'ana@' },
            }),
          )
        ).json()) as { usersPerPage: { id: string; disabled: boolean }[] }
      ).usersPerPage
    const [ana] = await list(false)
    const patch = (token: string, body: unknown) =>
      gateway.app.request('/api/v1/users/cmp_acme/change_users_disable_status', {
        method: 'PATCH',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json', ...bearer(token).headers },
      })
    const body = (userIds: string[], disable: boolean) => ({
      companyId: 'cmp_acme',
      userIds,
      isAllUsersSelected: false,
      disable,
    })
    expect((await patch(admin, body([ana!.id], true))).status).toBe(200)
    expect(await list(false)).toEqual([])
    expect((await list(true))[0]?.disabled).toBe(true)
    expect((await patch(admin, body([ana!.id], false))).status).toBe(200)
    expect((await list(false))[0]?.disabled).toBe(false)

    const adminId = 'usr_temp_acme_example'
    const refused = await patch(admin, body([ana!.id, adminId], true))
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Unable to disable user with admin role. Admin user found in the selected list. Disable action canceled.',
    )
    expect((await patch(other, body([ana!.id], true))).status).toBe(403)
  })

  it('deletes a user of the company with everything that pointed at them; not yourself, not another company', async () => {
    const [cy] = (
      (await (
        await gateway.app.request(
          '/api/v1/users/list/cmp_acme',
          post(admin, { paging: { pageNumber: 0, pageSize: 10 }, filter: { searchText: 'cy@' } }),
        )
      ).json()) as { usersPerPage: { id: string }[] }
    ).usersPerPage
    const del = (token: string, company: string, id: string) =>
      gateway.app.request(`/api/v1/user/${company}/delete_user`, {
        method: 'DELETE',
        headers: { ...bearer(token).headers, 'content-type': 'application/json' },
        body: JSON.stringify({ userId: id, companyId: company }),
      })
    expect((await del(other, 'cmp_acme', cy!.id)).status).toBe(403)
    expect((await del(other, 'cmp_globex', cy!.id)).status).toBe(404)
    expect((await del(admin, 'cmp_acme', 'usr_admin_acme_example')).status).toBe(409)
    expect((await del(admin, 'cmp_acme', cy!.id)).status).toBe(204)
    const check = await gateway.app.request(
      '/api/v1/users/verify_emails_existed',
      post(admin, { companyId: 'cmp_acme', emails: ['cy@acme.example'] }),
    )
    expect(await check.json()).toEqual({ 'cy@acme.example': false })
  })
})
