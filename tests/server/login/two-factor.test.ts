// @module-tag engine (code counters kept in the database): also runs on Postgres, see docs/testing.md.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../../server/db/schema'
import { PATHS } from '../../../src/domain/api-paths'
import { backend, json, startGateway, type TestGateway } from '../gateway'

let gateway: TestGateway
beforeAll(async () => {
  gateway = await startGateway()
})
afterAll(() => gateway.close())

type ErrorBody = { error: { details: { code: string; description: string }[] } }

async function startSignIn(email = 'mfa@globex.example') {
  const validate = await gateway.app.request(
    '/api/v1/user/login/validate',
    json({ email, password: 'Awareness#2026', isAdmin: true }),
  )
  const { verificationToken } = (await validate.json()) as { verificationToken: string }
  const sent = await gateway.app.request(
    '/api/v1/user/security/mfa/send_code',
    json({ email, verificationTokenId: verificationToken }),
  )
  expect(sent.status).toBe(204)
  const { items } = (await (await gateway.app.request(`/__dev/outbox?to=${email}`)).json()) as {
    items: { body: string }[]
  }
  const code = /(\d{6})/.exec(items[0]!.body)![1]!
  return { token: verificationToken, code }
}

const login = (token: string, code: string) =>
  gateway.app.request('/api/v1/user/security/mfa/login', json({ code, verificationTokenId: token }))

describe(`two-factor sign-in (${backend})`, () => {
  it('mails a six-digit code and exchanges it, once, for a custom token that opens a session', async () => {
    const { token, code } = await startSignIn()
    const ok = await login(token, code.replace(/(\d{3})/, '$1 '))
    expect(ok.status).toBe(200)
    const { customFirebaseToken } = (await ok.json()) as { customFirebaseToken: string }
    const session = await gateway.app.request(
      '/identity/v1/accounts/sign-in-with-custom-token',
      json({ token: customFirebaseToken }),
    )
    expect(session.status).toBe(200)
    const again = await login(token, code)
    expect(((await again.json()) as ErrorBody).error.details[0]?.code).toBe('60202')
  })

  it('stores codes hashed', async () => {
    const { code } = await startSignIn()
    const { mfaCodes } = await import('../../../server/db/schema')
    const rows = await gateway.database.db.select().from(mfaCodes)
    expect(rows.every((row) => row.codeHash !== code && !row.codeHash.includes(code))).toBe(true)
  })

  it('refuses letters and five digits with the code message', async () => {
    const { token } = await startSignIn()
    for (const bad of ['abcdef', '12345']) {
      const response = await login(token, bad)
      expect(response.status).toBe(422)
      expect(((await response.json()) as ErrorBody).error.details[0]?.description).toBe(
        'The code must be 6 digits.',
      )
    }
  })

  it('locks the account for 10 minutes after five wrong codes, even for the right one and a new sign-in', async () => {
    const { token, code } = await startSignIn()
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 1; i <= 4; i += 1) {
      const response = await login(token, wrong)
      expect(((await response.json()) as ErrorBody).error.details[0]?.description).toBe(
        `The code is incorrect. ${5 - i} attempt${5 - i === 1 ? '' : 's'} left.`,
      )
    }
    const fifth = await login(token, wrong)
    expect(fifth.status).toBe(429)
    expect(((await fifth.json()) as ErrorBody).error.details[0]).toEqual({
      code: '60203',
      description: 'The number of attempts has been exhausted. Please try again in 10 minutes.',
    })
    expect((await login(token, code)).status).toBe(429)
    const validate = await gateway.app.request(
      '/api/v1/user/login/validate',
      json({ email: 'mfa@globex.example', password: 'Awareness#2026', isAdmin: true }),
    )
    const { verificationToken } = (await validate.json()) as { verificationToken: string }
    expect(
      (
        await gateway.app.request(
          '/api/v1/user/security/mfa/send_code',
          json({ email: 'mfa@globex.example', verificationTokenId: verificationToken }),
        )
      ).status,
    ).toBe(429)
    await gateway.database.db
      .update(users)
      .set({ mfaLockedUntil: null, mfaFailedAttempts: 0 })
      .where(eq(users.email, 'mfa@globex.example'))
  })

  it('limits codes per sign-in and refuses a forged verification token', async () => {
    const { token } = await startSignIn()
    for (let i = 0; i < 3; i += 1)
      expect(
        (
          await gateway.app.request(
            '/api/v1/user/security/mfa/send_code',
            json({ email: 'mfa@globex.example', verificationTokenId: token }),
          )
        ).status,
      ).toBe(204)
    expect(
      (
        await gateway.app.request(
          '/api/v1/user/security/mfa/send_code',
          json({ email: 'mfa@globex.example', verificationTokenId: token }),
        )
      ).status,
    ).toBe(429)
    expect(
      (
        await gateway.app.request(
          '/api/v1/user/security/mfa/send_code',
          json({ email: 'mfa@globex.example', verificationTokenId: 'forged' }),
        )
      ).status,
    ).toBe(401)
  })
})

describe(`magic links (${backend})`, () => {
  it('issues a one-time link for the own company and exchanges it once for a session', async () => {
    const { signIn, bearer } = await import('../gateway')
    const { token } = await signIn(gateway, 'owner@globex.example')
    expect(
      (await gateway.app.request('/api/v1/auth/company/cmp_acme/magic_link', bearer(token))).status,
    ).toBe(403)
    const issued = await gateway.app.request(
      '/api/v1/auth/company/cmp_globex/magic_link?platformType=admin',
      bearer(token),
    )
    const { verificationToken } = (await issued.json()) as { verificationToken: string }
    const exchanged = await gateway.app.request(`/api/v1/auth/auth_token/magic_link/${verificationToken}`)
    expect(exchanged.status).toBe(200)
    const { authToken } = (await exchanged.json()) as { authToken: string }
    expect(
      (
        await gateway.app.request(
          '/identity/v1/accounts/sign-in-with-custom-token',
          json({ token: authToken }),
        )
      ).status,
    ).toBe(200)
    const reused = await gateway.app.request(`/api/v1/auth/auth_token/magic_link/${verificationToken}`)
    expect(reused.status).toBe(401)
    expect((await gateway.app.request('/api/v1/auth/auth_token/magic_link/not-a-token')).status).toBe(401)
  })

  it('dies with the session that minted it: sign-out, or a password change', async () => {
    const { signIn, bearer, PASSWORD } = await import('../gateway')
    const mint = async (token: string) =>
      (
        (await (
          await gateway.app.request('/api/v1/auth/company/cmp_globex/magic_link', bearer(token))
        ).json()) as { verificationToken: string }
      ).verificationToken
    const spend = (link: string) => gateway.app.request(`/api/v1/auth/auth_token/magic_link/${link}`)

    const signedIn = await signIn(gateway, 'owner@globex.example')
    const beforeSignOut = await mint(signedIn.token)
    const signedOut = await gateway.app.request(PATHS.identitySignOut, {
      method: 'POST',
      headers: { cookie: signedIn.cookie.split(';')[0]! },
    })
    expect(signedOut.status).toBeLessThan(300)
    expect((await spend(beforeSignOut)).status).toBe(401)

    const other = await signIn(gateway, 'owner@globex.example')
    const beforeChange = await mint(other.token)
    const changed = await gateway.app.request(
      '/api/v1/user/cmp_globex/change_password',
      json(
        { password: 'An0ther-Str0ng-Passphrase!', currentPassword: PASSWORD },
        bearer(other.token).headers,
      ),
    )
    expect(changed.status).toBeLessThan(300)
    expect((await spend(beforeChange)).status).toBe(401)
    // The same session mints a fresh one after the change, and that one works.
    expect((await spend(await mint(other.token))).status).toBe(200)
    await gateway.app.request(
      '/api/v1/user/cmp_globex/change_password',
      json(
        { password: PASSWORD, currentPassword: 'An0ther-Str0ng-Passphrase!' },
        bearer(other.token).headers,
      ),
    )
  })
})
