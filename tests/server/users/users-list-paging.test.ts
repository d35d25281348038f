// @module-tag engine (large pages and keyset order): also runs on Postgres, see docs/testing.md.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userListRevisions } from '../../../server/db/schema'
import { backend, bearer, json, quietInvite, signIn, startSignedIn, type TestGateway } from '../gateway'

// Totals are cached per company revision (migration 0010's triggers); every change a list can see must move
// it, and a page found from the far end must be the same page the near end gives.

let gateway: TestGateway, admin: string
beforeAll(async () => {
  ;[gateway, admin] = await startSignedIn('admin@acme.example')
})
afterAll(() => gateway.close())

interface ListBody {
  paging: { pageNumber: number; pageSize: number }
  includeDisabled?: boolean
  filter?: { searchText?: string; departmentIds?: string[] }
  sort?: { orderBy: string; order: 'ASC' | 'DESC' }
}
interface Page {
  usersPerPage: { id: string; email: string; name: string; createdAt: string; lastName: string }[]
  totalCount: number
}

const send = (method: string, path: string, body: unknown) =>
  gateway.app.request(path, { ...json(body, bearer(admin).headers), method })
const list = async (body: ListBody) =>
  (await (await send('POST', '/api/v1/users/list/cmp_acme', body)).json()) as Page
const total = async (body: Omit<ListBody, 'paging'> = {}) =>
  (await list({ ...body, paging: { pageNumber: 0, pageSize: 10 } })).totalCount
const revision = async () =>
  (
    await gateway.database.db
      .select()
      .from(userListRevisions)
      .where(eq(userListRevisions.companyId, 'cmp_acme'))
  )[0]?.revision ?? 0

const invite = (emails: string[], department: string) =>
  send('POST', '/api/v1/user/cmp_acme/invite', quietInvite('cmp_acme', emails, department))

describe(`users list totals and paging (${backend})`, () => {
  it('keeps every total exact through invites, edits, disabling and deletion', async () => {
    const before = await total()
    const searched = await total({ filter: { searchText: 'paging.' } })
    expect(searched).toBe(0)
    const emails = Array.from({ length: 7 }, (_, i) => `paging.${i}@acme.example`)
    expect((await invite(emails, 'Paging Team')).status).toBe(201)
    expect(await total()).toBe(before + 7)
    expect(await total({ filter: { searchText: 'paging.' } })).toBe(7)

    const { usersPerPage } = await list({
      paging: { pageNumber: 0, pageSize: 10 },
      filter: { searchText: 'paging.' },
    })
    const [first, second] = usersPerPage
    // A rename the search can see moves the total of that search.
    const renamed = await send('PATCH', `/api/v1/users/cmp_acme/user/${first!.id}`, {
      name: 'Zed',
      lastName: 'Quill',
      role: 'user',
    })
    expect(renamed.status).toBe(200)
    expect(await total({ filter: { searchText: 'zed quill' } })).toBe(1)

    const disabled = await send('PATCH', '/api/v1/users/cmp_acme/change_users_disable_status', {
      companyId: 'cmp_acme',
      userIds: [second!.id],
      isAllUsersSelected: false,
      disable: true,
    })
    expect(disabled.status).toBe(200)
    expect(await total({ filter: { searchText: 'paging.' } })).toBe(6)
    expect(await total({ filter: { searchText: 'paging.' }, includeDisabled: true })).toBe(7)

    const deleted = await gateway.app.request('/api/v1/user/cmp_acme/delete_user', {
      method: 'DELETE',
      headers: { ...bearer(admin).headers, 'content-type': 'application/json' },
      body: JSON.stringify({ userId: first!.id, companyId: 'cmp_acme' }),
    })
    expect(deleted.status).toBeLessThan(300)
    expect(await total({ filter: { searchText: 'paging.' }, includeDisabled: true })).toBe(6)
    expect(await total()).toBe(before + 5)
  })

  it('does not move the revision when someone merely signs in', async () => {
    const at = await revision()
    await signIn(gateway, 'admin@acme.example')
    expect(await revision()).toBe(at)
  })

  it('gives the same pages from either end, in every order', async () => {
    const orders = [
      { orderBy: 'email', order: 'ASC' },
      { orderBy: 'name', order: 'DESC' },
      { orderBy: 'createdAt', order: 'ASC' },
      { orderBy: 'createdAt', order: 'DESC' },
    ] as const
    for (const sort of orders) {
      const everyone = await list({ paging: { pageNumber: 0, pageSize: 100 }, includeDisabled: true, sort })
      expect(everyone.totalCount).toBeLessThanOrEqual(100)
      const paged: string[] = []
      const pages = Math.ceil(everyone.totalCount / 5)
      for (let pageNumber = 0; pageNumber <= pages; pageNumber += 1) {
        const page = await list({ paging: { pageNumber, pageSize: 5 }, includeDisabled: true, sort })
        expect(page.totalCount).toBe(everyone.totalCount)
        paged.push(...page.usersPerPage.map((user) => user.id))
      }
      expect(paged).toEqual(everyone.usersPerPage.map((user) => user.id))
    }
  })
})
