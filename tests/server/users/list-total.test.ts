// @module-tag engine (the list's revision is kept by triggers): also runs on Postgres, see docs/testing.md.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATHS } from '../../../src/domain/api-paths'
import { users } from '../../../server/db/schema'
import { backend, bearer, json, signIn, startGateway, type TestGateway } from '../gateway'

// The users list keeps its total per revision and reads a page and the revision in one statement
// (server/users/user-list-paging.ts). A user added or disabled anywhere — another process, psql — must show in
// the very next page and total.

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

const firstPage = async () => {
  const response = await gateway.app.request(
    PATHS.usersList(companyId),
    json(
      { paging: { pageNumber: 0, pageSize: 10 }, sort: { orderBy: 'email', order: 'ASC' } },
      bearer(token).headers,
    ),
  )
  return (await response.json()) as { totalCount: number; usersPerPage: { email: string }[] }
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
})
