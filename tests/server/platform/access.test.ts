import { eq } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companies } from '../../../server/db/schema'
import { backend, bearer, json, secret, signIn, startSignedIn, type TestGateway } from '../gateway'

let gateway: TestGateway, admin: string
beforeAll(async () => {
  ;[gateway, admin] = await startSignedIn('admin@acme.example')
})
afterAll(() => gateway.close())

type ErrorBody = {
  error: { code: string; status: number; message: string; details: { code: string; description: string }[] }
}

describe(`GET /user and the company view (${backend})`, () => {
  it('returns the signed-in user in the session shape', async () => {
    const response = await gateway.app.request('/api/v1/user', bearer(admin))
    expect(response.status).toBe(200)
    const user = (await response.json()) as Record<string, unknown>
    expect(user).toMatchObject({
      email: 'admin@acme.example',
      company_id: 'cmp_acme',
      role: 'admin',
      temporary_password: false,
      isMfaEnabled: false,
    })
    expect(user).not.toHaveProperty('passwordHash')
    expect(user).not.toHaveProperty('password_hash')
  })

  it('returns the own company view with plan, distribution and user counts', async () => {
    const response = await gateway.app.request('/customers/api/v2/company/cmp_acme/view/admin', bearer(admin))
    expect(response.status).toBe(200)
    const view = (await response.json()) as {
      name: string
      subscription: { type: string; trial: { status: string } }
      usersCount: { total: number; enabled: number }
    }
    expect(view.name).toBe('Acme Corp')
    expect(view.subscription.type).toBe('FREE')
    expect(view.subscription.trial.status).toBe('available')
    expect(view.usersCount.total).toBeGreaterThanOrEqual(40)
    expect(view.usersCount.enabled).toBeLessThanOrEqual(view.usersCount.total)
  })

  it('answers 401 token_missing without a token', async () => {
    const response = await gateway.app.request('/api/v1/user')
    expect(response.status).toBe(401)
    const body = (await response.json()) as ErrorBody
    expect(body.error.status).toBe(401)
    expect(body.error.details[0]?.code).toBe('token_missing')
  })

  it('answers 401 token_invalid for a forged token and token_expired for an expired one', async () => {
    const forged = await new SignJWT({ kind: 'id' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('usr_admin_acme_example')
      .setIssuer('awareness-gateway')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('not-the-secret-not-the-secret-00'))
    const forgedBody = (await (await gateway.app.request('/api/v1/user', bearer(forged))).json()) as ErrorBody
    expect(forgedBody.error.details[0]?.code).toBe('token_invalid')
    const past = Math.floor(Date.now() / 1000) - 3600
    const expired = await new SignJWT({ kind: 'id' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('usr_admin_acme_example')
      .setIssuer('awareness-gateway')
      .setIssuedAt(past - 60)
      .setJti('expired-token')
      .setExpirationTime(past)
      .sign(secret)
    const response = await gateway.app.request('/api/v1/user', bearer(expired))
    expect(response.status).toBe(401)
    expect(((await response.json()) as ErrorBody).error.details[0]?.code).toBe('token_expired')
  })

  it("answers 403 for a learner's token", async () => {
    const learner = (await signIn(gateway, 'learner@acme.example')).token
    const response = await gateway.app.request('/api/v1/user', bearer(learner))
    expect(response.status).toBe(403)
    expect(((await response.json()) as ErrorBody).error.details[0]?.description).toBe(
      "This account doesn't have access to the admin console.",
    )
  })

  it("refuses another company's view with company_not_accessible", async () => {
    const response = await gateway.app.request(
      '/customers/api/v2/company/cmp_globex/view/admin',
      bearer(admin),
    )
    expect(response.status).toBe(403)
    expect(((await response.json()) as ErrorBody).error.details[0]?.code).toBe('company_not_accessible')
  })

  it('lets a partner reach its own company view, and a customer’s only once access was granted', async () => {
    const partner = (await signIn(gateway, 'partner@northwind.example')).token
    expect(
      (await gateway.app.request('/customers/api/v2/company/cmp_northwind/view/admin', bearer(partner)))
        .status,
    ).toBe(200)
    expect(
      (await gateway.app.request('/customers/api/v2/company/cmp_nw_2/view/admin', bearer(partner))).status,
    ).toBe(403)
  })

  it('lets platform support staff read any company view', async () => {
    const support = (await signIn(gateway, 'support@platform.example')).token
    expect(
      (await gateway.app.request('/customers/api/v2/company/cmp_globex/view/admin', bearer(support))).status,
    ).toBe(200)
  })

  it('answers a disabled company with the disabled-company message', async () => {
    await gateway.database.db
      .update(companies)
      .set({ disabledAt: new Date() })
      .where(eq(companies.id, 'cmp_initech'))
    const token = (await signIn(gateway, 'expired@initech.example')).token
    const response = await gateway.app.request('/api/v1/user', bearer(token))
    expect(response.status).toBe(403)
    expect(((await response.json()) as ErrorBody).error.message).toBe('Company is disabled')
    await gateway.database.db
      .update(companies)
      .set({ disabledAt: null })
      .where(eq(companies.id, 'cmp_initech'))
  })
})

describe(`bad input and headers (${backend})`, () => {
  it('rejects malformed JSON with the 422 shape', async () => {
    const response = await gateway.app.request('/api/v1/user/login/validate', {
      method: 'POST',
      body: '{"email": ',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(response.status).toBe(422)
    const body = (await response.json()) as ErrorBody & { validationResults: { field: string }[] }
    expect(body.validationResults[0]?.field).toBe('body')
    expect(body.error.details[0]?.description).toBe('Missing or invalid request parameters: body')
  })

  it('rejects unknown and missing fields with their names', async () => {
    const response = await gateway.app.request(
      '/api/v1/user/login/validate',
      json({ email: 'a@b.example', isRoot: true }),
    )
    expect(response.status).toBe(422)
    const body = (await response.json()) as { validationResults: { field: string }[] }
    expect(body.validationResults.map((r) => r.field).sort()).toEqual(['isRoot', 'password'])
  })

  it('sends security headers on every response', async () => {
    const response = await gateway.app.request('/api/v1/user')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
  })

  it('answers unknown API paths with a structured 404', async () => {
    const response = await gateway.app.request('/api/v1/nothing-here')
    expect(response.status).toBe(404)
    expect(((await response.json()) as ErrorBody).error.code).toBe('not_found')
  })
})
