// @module-tag engine (counters shared through the database): also runs on Postgres, see docs/testing.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backend, json, PASSWORD, startGateway, type TestGateway } from '../gateway'

let gateway: TestGateway
beforeAll(async () => {
  gateway = await startGateway({ signInRateLimit: { limit: 4, windowMs: 60_000 } })
})
afterAll(() => gateway.close())

describe(`sign-in rate limit per client address (${backend})`, () => {
  it('shares one budget across sign-in calls and different accounts, then answers 429 too-many-requests', async () => {
    const attempts = [
      () =>
        gateway.app.request(
          '/identity/v1/accounts/sign-in',
          json({ email: 'admin@acme.example', password: 'x' }),
        ),
      () =>
        gateway.app.request(
          '/api/v1/user/login/validate',
          json({ email: 'owner@globex.example', password: 'x' }),
        ),
      () =>
        gateway.app.request(
          '/identity/v1/accounts/sign-in',
          json({ email: 'temp@acme.example', password: 'x' }),
        ),
      () => gateway.app.request('/api/v1/user/custom_token/forged'),
    ]
    for (const attempt of attempts) expect((await attempt()).status).not.toBe(429)
    // Even the right password is refused now: the address, not the account, is over its budget.
    const refused = await gateway.app.request(
      '/identity/v1/accounts/sign-in',
      json({ email: 'admin@acme.example', password: PASSWORD }),
    )
    expect(refused.status).toBe(429)
    const body = (await refused.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('auth/too-many-requests')
    expect(refused.headers.get('ratelimit-policy')).toContain('4')
    // Calls that are not sign-in attempts are not counted.
    expect((await gateway.app.request('/api/v1/user')).status).toBe(401)
  })
})
