// @module-tag engine (the list's revision is kept by triggers): also runs on Postgres, see docs/testing.md.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATHS } from '../../../src/domain/api-paths'
import type { UserRow as UserListRow } from '../../../src/domain/users'
import { departments, userDepartments, users } from '../../../server/db/schema'
import { backend, bearer, json, signIn, startGateway, type TestGateway } from '../gateway'

// The users list keeps its totals and its whole answers per company revision (server/users/user-list-paging.ts).
// A change made anywhere — another process, psql — to anything a page shows must show in the very next page.

let gateway: TestGateway
let token: string
let companyId: string
beforeAll(async () => {
  gateway = await startGateway()
  token = (await signIn(gateway, 'admin@acme.example')).token
  const [admin] = await gateway.database.db.select().from(users).where(eq(users.email, 'admin@acme.example'))
  companyId = admin!.companyId
})
afterAll(() => gateway.close())

interface Answer {
  totalCount: number
  scopeName?: string
  usersPerPage: UserListRow[]
}
const firstPage = async (filter?: { departmentIds: string[] }) => {
  const response = await gateway.app.request(
    PATHS.usersList(companyId),
    json(
      {
        paging: { pageNumber: 0, pageSize: 10 },
        sort: { orderBy: 'email', order: 'ASC' },
        ...(filter ? { filter } : {}),
      },
      bearer(token).headers,
    ),
  )
  return (await response.json()) as Answer
}

describe(`the users list's total between requests (${backend})`, () => {
  it('shows a user added or disabled behind the gateway on the next page', async () => {
    const before = await firstPage()
    expect(await firstPage()).toEqual(before)

    await gateway.database.db.insert(users).values({
      id: 'usr_behind_the_back',
      companyId,
      email: '0-first@acme.example',
      name: 'First',
      lastName: 'Added',
      role: 'user',
    })
    const added = await firstPage()
    expect(added.totalCount).toBe(before.totalCount + 1)
    expect(added.usersPerPage[0]?.email).toBe('0-first@acme.example')

    await gateway.database.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, 'usr_behind_the_back'))
    expect(await firstPage()).toEqual(before)
  })

  it('shows a rename, a verified email, a first sign-in, a membership and a department renamed', async () => {
    const db = gateway.database.db
    await db.insert(users).values({
      id: 'usr_shown',
      companyId,
      email: '0-shown@acme.example',
      name: 'Shown',
      lastName: 'Before',
      role: 'user',
    })
    const row = async (filter?: { departmentIds: string[] }) =>
      (await firstPage(filter)).usersPerPage.find((user) => user.id === 'usr_shown')
    expect(await row()).toMatchObject({ lastName: 'Before', emailVerified: false, invitePending: true })

    await db.update(users).set({ lastName: 'After', role: 'admin' }).where(eq(users.id, 'usr_shown'))
    expect(await row()).toMatchObject({ lastName: 'After', role: 'admin' })
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, 'usr_shown'))
    expect((await row())?.emailVerified).toBe(true)
    await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, 'usr_shown'))
    expect((await row())?.invitePending).toBe(false)

    const [department] = await db
      .insert(departments)
      .values({ id: 'dep_shown', companyId, name: 'Shown before' })
      .returning()
    expect((await firstPage({ departmentIds: [department!.id] })).scopeName).toBe('Shown before')
    await db.insert(userDepartments).values({ userId: 'usr_shown', departmentId: department!.id })
    expect((await row())?.departments).toEqual(['Shown before'])
    await db.execute(sql`update departments set name = 'Shown after' where id = 'dep_shown'`)
    expect((await row())?.departments).toEqual(['Shown after'])
    expect((await firstPage({ departmentIds: ['dep_shown'] })).scopeName).toBe('Shown after')
  })
})
