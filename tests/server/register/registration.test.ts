import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { completeSignUp } from '../../../machines/samples/sign-up.samples'
import { signUpPayloadOf } from '../../../src/domain/sign-up'
import { INVITE_TEXTS } from '../../../src/domain/customer-invitations'
import { eq } from 'drizzle-orm'
import { companies } from '../../../server/db/schema'
import { backend, json, signIn, startGateway, type TestGateway } from '../gateway'

let gateway: TestGateway
let payload: ReturnType<typeof signUpPayloadOf>
beforeAll(async () => {
  gateway = await startGateway()
  // A partner's signed invitation, as the partner's invite link carries it.
  const partner = await signIn(gateway, 'partner@northwind.example')
  const invite = await gateway.app.request(
    '/partnership/api/v1/company/cmp_northwind/invite_link',
    json({}, { Authorization: `Bearer ${partner.token}` }),
  )
  const { link } = (await invite.json()) as { link: string }
  const token = new URL(link, 'http://console.test').searchParams.get('partner') ?? ''
  payload = signUpPayloadOf(completeSignUp, { partner: token, source: 'webinar' })
})
afterAll(() => gateway.close())

describe(`registration (${backend})`, () => {
  it('serves the country list and answers the company-name check', async () => {
    const countries = (await (await gateway.app.request('/collections/api/v1/countries')).json()) as {
      id: string
      label: string
    }[]
    expect(countries.find((country) => country.id === 'DE')?.label).toBe('Germany')
    const taken = await gateway.app.request('/api/v1/user/check_company', json({ company_name: ' globex ' }))
    expect(await taken.json()).toEqual({ exists: true })
    const free = await gateway.app.request(
      '/api/v1/user/check_company',
      json({ company_name: 'Umbrella Labs' }),
    )
    expect(await free.json()).toEqual({ exists: false })
  })

  it('answers the address check (GET /user/user_by_email) and refuses what is not an address', async () => {
    const exists = async (email: string) =>
      gateway.app.request(`/api/v1/user/user_by_email?email=${encodeURIComponent(email)}`)
    expect(await (await exists(' Owner@Globex.example ')).json()).toEqual({ exists: true })
    expect(await (await exists('nobody@umbrella.example')).json()).toEqual({ exists: false })
    expect((await exists('not-an-address')).status).toBe(422)
    expect((await gateway.app.request('/api/v1/user/user_by_email')).status).toBe(422)
  })

  it('rejects what the form would have refused, with the field names', async () => {
    for (const bad of [
      { ...payload, phone: '12-34' },
      { ...payload, password: 'weakpass' },
      { ...payload, name: 'x' },
      { ...payload, industry: 'piracy' },
      { ...payload, country: 'QQ' },
    ]) {
      const response = await gateway.app.request('/customers/api/v1/company/register', json(bad))
      expect(response.status).toBe(422)
    }
  })

  it('links a new company to a partner only through its signed invitation, never a bare company id', async () => {
    const bare = signUpPayloadOf(
      { ...completeSignUp, email: 'bare@initrode.example', companyName: 'Initrode Bare' },
      { partner: 'cmp_northwind', source: null },
    )
    // A forged link is refused in words rather than quietly registering a company without its provider.
    const response = await gateway.app.request('/customers/api/v1/company/register', json(bare))
    expect(response.status).toBe(410)
    expect(JSON.stringify(await response.json())).toContain(INVITE_TEXTS.linkInvalid)
    const [row] = await gateway.database.db
      .select()
      .from(companies)
      .where(eq(companies.name, 'Initrode Bare'))
    expect(row).toBeUndefined()
    // Only a partner may make an invitation.
    const admin = await signIn(gateway, 'admin@acme.example')
    const refused = await gateway.app.request(
      '/partnership/api/v1/company/cmp_acme/invite_link',
      json({}, { Authorization: `Bearer ${admin.token}` }),
    )
    expect(refused.status).toBe(403)
  })

  it('refuses a common or overlong password the checklist alone would pass', async () => {
    for (const password of ['Password1!', 'Qwerty123!', `Aa1!${'x'.repeat(200)}`]) {
      const response = await gateway.app.request(
        '/customers/api/v1/company/register',
        json({ ...payload, email: 'weak@initrode.example', companyName: 'Initrode Weak', password }),
      )
      expect(response.status).toBe(422)
    }
  })

  it('registers a company under the inviting partner, mails a one-time verification link, and signs in', async () => {
    const response = await gateway.app.request('/customers/api/v1/company/register', json(payload))
    expect(response.status).toBe(201)
    const again = await gateway.app.request('/customers/api/v1/company/register', json(payload))
    expect(again.status).toBe(409)
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('auth/email-already-in-use')
    const sameCompany = await gateway.app.request(
      '/customers/api/v1/company/register',
      json({ ...payload, email: 'other@umbrella.example' }),
    )
    expect(((await sameCompany.json()) as { error: { code: string } }).error.code).toBe('company_exists')

    const { token } = await signIn(gateway, payload.email, completeSignUp.password)
    const me = (await (
      await gateway.app.request('/api/v1/user', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as {
      emailVerified: boolean
      role: string
      company_id: string
    }
    expect(me).toMatchObject({ emailVerified: false, role: 'admin' })
    const view = await gateway.app.request(`/customers/api/v2/company/${me.company_id}/view/admin`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(
      ((await view.json()) as { distribution: { parentCompanyId: string } }).distribution.parentCompanyId,
    ).toBe('cmp_northwind')

    const { items } = (await (await gateway.app.request(`/__dev/outbox?to=${payload.email}`)).json()) as {
      items: { body: string }[]
    }
    const link = /\/identity\/v1\/verify-email\?token=[\w-]+/.exec(items[0]?.body ?? '')?.[0]
    expect(link).toBeTruthy()
    const verified = await gateway.app.request(link!)
    expect(verified.status).toBe(302)
    expect(verified.headers.get('location')).toBe('/verify_email')
    expect((await gateway.app.request(link!)).status).toBe(410)
    const after = (await (
      await gateway.app.request('/api/v1/user', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as {
      emailVerified: boolean
    }
    expect(after.emailVerified).toBe(true)
  })
})
