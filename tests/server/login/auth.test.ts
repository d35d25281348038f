// @module-tag engine (sessions and lockouts kept in the database): also runs on Postgres, see docs/testing.md.
import { PASSWORD_MESSAGES } from '../../../src/domain/password'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companies, users } from '../../../server/db/schema'
import { backend, bearer, json, signIn, startGateway, type TestGateway } from '../gateway'

let gateway: TestGateway
beforeAll(async () => {
  gateway = await startGateway()
})
afterAll(() => gateway.close())

const validate = (email: string, password: string) =>
  gateway.app.request('/api/v1/user/login/validate', json({ email, password, isAdmin: true }))

describe(`sign-in (${backend})`, () => {
  it('validates an admin password without a second factor', async () => {
    const response = await validate('admin@acme.example', 'Awareness#2026')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ isMfaLogin: false, verificationToken: null })
  })

  it('trims and lower-cases the email', async () => {
    expect((await validate('  Admin@Acme.example ', 'Awareness#2026')).status).toBe(200)
  })

  it('asks an MFA account for its second factor and refuses it a password-only session', async () => {
    const response = await validate('mfa@globex.example', 'Awareness#2026')
    const body = (await response.json()) as { isMfaLogin: boolean; verificationToken: string }
    expect(body.isMfaLogin).toBe(true)
    expect(body.verificationToken).toMatch(/^ey/)
    const direct = await signIn(gateway, 'mfa@globex.example')
    expect(direct.response.status).toBe(403)
  })

  it('answers a wrong password and an unknown account alike', async () => {
    for (const response of [
      await validate('admin@acme.example', 'Wrong#Password1'),
      await validate('nobody@acme.example', 'Awareness#2026'),
    ]) {
      expect(response.status).toBe(400)
      const body = (await response.json()) as { error: { details: { code: string; description: string }[] } }
      expect(body.error.details[0]).toEqual({
        code: 'auth/invalid-credential',
        description: 'Invalid login credentials',
      })
    }
  })

  it('answers a malformed email with the invalid-email code', async () => {
    const body = (await (await validate('not-an-email', 'Awareness#2026')).json()) as {
      error: { details: { code: string; description: string }[] }
    }
    expect(body.error.details[0]).toEqual({
      code: 'auth/invalid-email',
      description: 'Incorrect username or password',
    })
  })

  it('refuses a learner with the non-admin text', async () => {
    const response = await validate('learner@acme.example', 'Awareness#2026')
    expect(response.status).toBe(403)
    const body = (await response.json()) as { error: { details: { code: string; description: string }[] } }
    expect(body.error.details[0]).toEqual({
      code: 'auth/not-admin',
      description: "This account doesn't have access to the admin console.",
    })
  })

  it('refuses a disabled user with the suspended text', async () => {
    const db = gateway.database.db
    const [{ hash } = { hash: null }] = await db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'expired@initech.example'))
    const [victim] = await db.select().from(users).where(eq(users.companyId, 'cmp_initech')).limit(1)
    await db
      .update(users)
      .set({ role: 'admin', disabledAt: new Date(), passwordHash: hash })
      .where(eq(users.id, victim!.id))
    const body = (await (await validate(victim!.email, 'Awareness#2026')).json()) as {
      error: { details: { code: string; description: string }[] }
    }
    expect(body.error.details[0]).toEqual({
      code: 'auth/user-disabled',
      description: 'Your account was suspended. Please, contact your manager',
    })
  })

  it('locks an account for 10 minutes after 10 wrong passwords in a row', async () => {
    for (let i = 0; i < 10; i += 1)
      expect((await validate('temp@acme.example', 'Wrong#Password1')).status).toBe(400)
    const locked = await validate('temp@acme.example', 'Awareness#2026')
    expect(locked.status).toBe(429)
    const body = (await locked.json()) as { error: { details: { code: string }[] } }
    expect(body.error.details[0]?.code).toBe('auth/too-many-requests')
  })
})

describe(`identity sessions (${backend})`, () => {
  it('issues a short identity token and an httpOnly, SameSite=Strict refresh cookie for the whole site', async () => {
    const { response, token, cookie } = await signIn(gateway, 'owner@globex.example')
    expect(response.status).toBe(200)
    expect(token).toMatch(/^ey/)
    expect(cookie).toMatch(/refresh_token=/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Strict/)
    // The whole site: the console's page comes with an identity token (static.test.ts); an earlier release's
    // cookie on the identity path is removed, else it would shadow this one at /token.
    expect(cookie).toMatch(/refresh_token=ey[^;]*; Max-Age=\d+; Path=\/;/)
    expect(cookie).toMatch(/refresh_token=; Max-Age=0; Path=\/identity\/v1/)
  })

  it('refreshes from the cookie until sign-out revokes it', async () => {
    const { cookie } = await signIn(gateway, 'owner@globex.example')
    const refreshCookie = cookie.split(';')[0] ?? ''
    const refreshed = await gateway.app.request('/identity/v1/token', {
      method: 'POST',
      headers: { Cookie: refreshCookie },
    })
    expect(refreshed.status).toBe(200)
    const { idToken } = (await refreshed.json()) as { idToken: string }
    expect((await gateway.app.request('/api/v1/user', bearer(idToken))).status).toBe(200)
    expect(
      (
        await gateway.app.request('/identity/v1/sign-out', {
          method: 'POST',
          headers: { Cookie: refreshCookie },
        })
      ).status,
    ).toBe(204)
    expect(
      (
        await gateway.app.request('/identity/v1/token', {
          method: 'POST',
          headers: { Cookie: refreshCookie },
        })
      ).status,
    ).toBe(401)
  })

  it('answers a refresh without a cookie with 401', async () => {
    expect((await gateway.app.request('/identity/v1/token', { method: 'POST' })).status).toBe(401)
  })

  it('does not accept a refresh token as a bearer token', async () => {
    const { cookie } = await signIn(gateway, 'owner@globex.example')
    const refresh = (cookie.split(';')[0] ?? '').replace('refresh_token=', '')
    const response = await gateway.app.request('/api/v1/user', bearer(refresh))
    expect(response.status).toBe(401)
  })
})

describe(`temporary password change (${backend})`, () => {
  const path = (company: string) => `/partnership/api/v1/company/${company}/temporary_password`
  it('sets a strong new password, clears the temporary flag and refuses a weak one', async () => {
    // An earlier test locked this account on purpose.
    await gateway.database.db
      .update(users)
      .set({ lockedUntil: null, failedLoginCount: 0 })
      .where(eq(users.email, 'temp@acme.example'))
    const fresh = (await signIn(gateway, 'temp@acme.example')).token
    const auth = { Authorization: `Bearer ${fresh}` }
    const send = (company: string, body: object) => gateway.app.request(path(company), json(body, auth))
    expect((await send('cmp_acme', { password: 'weakpassword', grantLoginAccess: false })).status).toBe(422)
    expect((await send('cmp_acme', { password: 'Lighthouse#Orbit42' })).status).toBe(422)
    expect(
      (await send('cmp_globex', { password: 'Lighthouse#Orbit42', grantLoginAccess: false })).status,
    ).toBe(403)
    const common = await send('cmp_acme', { password: 'Password1!', grantLoginAccess: false })
    expect(common.status).toBe(422)
    expect(((await common.json()) as { error: { message: string } }).error.message).toBe(
      PASSWORD_MESSAGES.common,
    )
    // Acme has no partner: nobody to grant access to, and nothing changes.
    const noPartner = await send('cmp_acme', { password: 'Lighthouse#Orbit42', grantLoginAccess: true })
    expect(noPartner.status).toBe(422)
    expect((await signIn(gateway, 'temp@acme.example', 'Lighthouse#Orbit42')).response.status).not.toBe(200)
    const ok = await send('cmp_acme', { password: 'Lighthouse#Orbit42', grantLoginAccess: false })
    expect(ok.status).toBe(204)
    const me = (await (await gateway.app.request('/api/v1/user', bearer(fresh))).json()) as {
      temporary_password: boolean
    }
    expect(me.temporary_password).toBe(false)
    expect((await signIn(gateway, 'temp@acme.example', 'Lighthouse#Orbit42')).response.status).toBe(200)
    // Only once: the password is not temporary any more.
    expect((await send('cmp_acme', { password: 'Lighthouse#Orbit43', grantLoginAccess: false })).status).toBe(
      409,
    )
  })

  it("lets a partner's customer grant the partner login access on the way, and never the partner", async () => {
    const status = async () =>
      (
        await gateway.database.db
          .select({ status: companies.loginAsCompanyStatus })
          .from(companies)
          .where(eq(companies.id, 'cmp_nw_6'))
      )[0]?.status
    expect(await status()).toBe('NOT_AVAILABLE')
    const partner = (await signIn(gateway, 'partner@northwind.example')).token
    const refused = await gateway.app.request(
      path('cmp_nw_6'),
      json({ password: 'Lighthouse#Orbit42', grantLoginAccess: true }, bearer(partner).headers),
    )
    expect(refused.status).toBe(403)
    expect(await status()).toBe('NOT_AVAILABLE')
    const customer = (await signIn(gateway, 'it@adventure-works.example')).token
    const ok = await gateway.app.request(
      path('cmp_nw_6'),
      json({ password: 'Lighthouse#Orbit42', grantLoginAccess: true }, bearer(customer).headers),
    )
    expect(ok.status).toBe(204)
    expect(await status()).toBe('AVAILABLE')
  })
})
