// @module-tag engine (the row versions are Postgres's xmin): also runs on Postgres, see docs/testing.md.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATHS } from '../../../src/domain/api-paths'
import { companies, refreshSessions, users } from '../../../server/db/schema'
import { backend, bearer, signIn, startGateway, type TestGateway } from '../gateway'

// The gateway keeps each session's user and company rows between requests and checks their versions on every
// request (server/auth/session-rows.ts). A change made anywhere — another process, a migration, psql — must be
// seen by the very next request.

let gateway: TestGateway
beforeAll(async () => {
  gateway = await startGateway()
})
afterAll(() => gateway.close())

const me = async (token: string) => {
  const response = await gateway.app.request(PATHS.currentUser, bearer(token))
  return { status: response.status, body: (await response.json()) as { name?: string; role?: string } }
}

describe(`the session's rows between requests (${backend})`, () => {
  it('sees a change to the user, the company and the session on the next request', async () => {
    const { db } = gateway.database
    const { token } = await signIn(gateway, 'admin@acme.example')
    expect((await me(token)).body.name).toBeTruthy()
    const [user] = await db.select().from(users).where(eq(users.email, 'admin@acme.example'))

    // Outside the gateway's own routes: only the row's version can tell.
    await db.update(users).set({ name: 'Renamed' }).where(eq(users.id, user!.id))
    expect((await me(token)).body.name).toBe('Renamed')

    await db.update(companies).set({ disabledAt: new Date() }).where(eq(companies.id, user!.companyId))
    expect((await me(token)).status).toBe(403)
    await db.update(companies).set({ disabledAt: null }).where(eq(companies.id, user!.companyId))
    expect((await me(token)).status).toBe(200)

    await db.update(users).set({ role: 'user' }).where(eq(users.id, user!.id))
    const asLearner = await gateway.app.request(PATHS.usersList(user!.companyId), {
      method: 'POST',
      ...bearer(token),
      body: '{}',
    })
    expect(asLearner.status).toBe(403)
    await db.update(users).set({ role: user!.role, name: user!.name }).where(eq(users.id, user!.id))

    await db
      .update(refreshSessions)
      .set({ revokedAt: new Date() })
      .where(eq(refreshSessions.userId, user!.id))
    expect((await me(token)).status).toBe(401)
  })
})
