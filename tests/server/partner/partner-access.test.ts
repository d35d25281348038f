import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backend, bearer, json, startSignedIn, type TestGateway } from '../gateway'

let gateway: TestGateway, partner: string, customerAdmin: string, stranger: string
beforeAll(async () => {
  ;[gateway, partner, customerAdmin, stranger] = await startSignedIn(
    'partner@northwind.example',
    'admin@wideworld.example',
    'admin@acme.example',
  )
})
afterAll(() => gateway.close())

const post = (token: string, body: unknown = {}) => json(body, bearer(token).headers)
const WIDE_WORLD = 'cmp_nw_3'
const CONTOSO = 'cmp_nw_1'

async function statusOf(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe(`log in as a customer (${backend})`, () => {
  it('lists only the partner’s own customers, paged, searched and filtered by access', async () => {
    const all = await gateway.app.request('/api/v1/company/msp/cmp_northwind?pageSize=5', bearer(partner))
    const page = (await all.json()) as {
      items: { id: string; name: string }[]
      pageInfo: { totalCount: number }
    }
    expect(all.status).toBe(200)
    expect(page.items).toHaveLength(5)
    expect(page.pageInfo.totalCount).toBeGreaterThan(5)
    const everyone = await gateway.app.request(
      '/api/v1/company/msp/cmp_northwind?pageSize=100',
      bearer(partner),
    )
    const names = ((await everyone.json()) as typeof page).items.map((item) => item.name)
    expect(names).toHaveLength(page.pageInfo.totalCount)
    // The sub-reseller's own customer is Fabrikam's, not Northwind's.
    expect(names).not.toContain('Alpine Ski House')
    expect(page.items.map((item) => item.name)).toEqual([...page.items.map((i) => i.name)].sort())
    const searched = await gateway.app.request(
      '/api/v1/company/msp/cmp_northwind?searchText=wide',
      bearer(partner),
    )
    expect(((await searched.json()) as typeof page).items.map((item) => item.id)).toEqual([WIDE_WORLD])
    const granted = await gateway.app.request(
      '/api/v1/company/msp/cmp_northwind?accountAccess=AVAILABLE&pageSize=100',
      bearer(partner),
    )
    const grantedRows = ((await granted.json()) as { items: { loginAsCompanyStatus: string }[] }).items
    expect(grantedRows.length).toBeGreaterThan(0)
    expect(grantedRows.every((row) => row.loginAsCompanyStatus === 'AVAILABLE')).toBe(true)
    expect((await gateway.app.request('/api/v1/company/msp/cmp_northwind', bearer(stranger))).status).toBe(
      403,
    )
    expect((await gateway.app.request('/api/v1/company/msp/cmp_acme', bearer(stranger))).status).toBe(403)
  })

  it('refuses a request for someone else’s customer, and a token before access is granted', async () => {
    expect(
      (await gateway.app.request('/partnership/api/v1/company/cmp_globex/access/request', post(partner)))
        .status,
    ).toBe(403)
    expect(
      (await gateway.app.request(`/partnership/api/v1/company/${WIDE_WORLD}/access/request`, post(stranger)))
        .status,
    ).toBe(403)
    const early = await gateway.app.request(
      `/partnership/api/v1/company/${WIDE_WORLD}/access/token`,
      post(partner),
    )
    expect(early.status).toBe(403)
    expect(
      (await gateway.app.request(`/customers/api/v2/company/${WIDE_WORLD}/view/admin`, bearer(partner)))
        .status,
    ).toBe(403)
  })

  it('request → mail to the customer admin → grant → one-time token → custom token in the customer company', async () => {
    const requested = await statusOf(
      await gateway.app.request(`/partnership/api/v1/company/${WIDE_WORLD}/access/request`, post(partner)),
    )
    expect(requested).toEqual({ status: 200, body: { status: 'REQUESTED' } })
    const { items: outbox } = (await (await gateway.app.request('/__dev/outbox')).json()) as {
      items: { to: string; kind: string; body: string }[]
    }
    expect(
      outbox.find((mail) => mail.to === 'admin@wideworld.example' && mail.kind === 'access-request')?.body,
    ).toContain('/access-for-reseller')
    const view = await gateway.app.request(
      `/customers/api/v2/company/${WIDE_WORLD}/view/admin`,
      bearer(customerAdmin),
    )
    expect(
      ((await view.json()) as { distribution: { loginAsCompany: string } }).distribution.loginAsCompany,
    ).toBe('pending')

    // Only the customer's own admin grants, and only with the one status the dialog sends.
    expect(
      (
        await gateway.app.request(
          `/partnership/api/v1/company/${WIDE_WORLD}/access/grant`,
          post(partner, { status: 'access' }),
        )
      ).status,
    ).toBe(403)
    expect(
      (
        await gateway.app.request(
          `/partnership/api/v1/company/${WIDE_WORLD}/access/grant`,
          post(customerAdmin, { status: 'owner' }),
        )
      ).status,
    ).toBe(422)
    const granted = await gateway.app.request(
      `/partnership/api/v1/company/${WIDE_WORLD}/access/grant`,
      post(customerAdmin, { status: 'access' }),
    )
    expect(granted.status).toBe(200)
    const again = await gateway.app.request(
      `/partnership/api/v1/company/${WIDE_WORLD}/access/grant`,
      post(customerAdmin, { status: 'access' }),
    )
    expect(again.status).toBe(409)

    const issued = await gateway.app.request(
      `/partnership/api/v1/company/${WIDE_WORLD}/access/token`,
      post(partner),
    )
    const { companyToken } = (await issued.json()) as { companyToken: string }
    const exchanged = await gateway.app.request(`/api/v1/user/custom_token/${companyToken}`)
    expect(exchanged.status).toBe(200)
    const body = (await exchanged.json()) as { customToken: string; company_id: string }
    expect(body.company_id).toBe(WIDE_WORLD)
    expect(body.customToken.split('.')).toHaveLength(3)
    // Single use: a second tab finishing the flow second is refused.
    expect((await gateway.app.request(`/api/v1/user/custom_token/${companyToken}`)).status).toBe(401)
    // With access granted the partner reaches the customer company, and still no other.
    expect(
      (await gateway.app.request(`/customers/api/v2/company/${WIDE_WORLD}/view/admin`, bearer(partner)))
        .status,
    ).toBe(200)
    expect(
      (await gateway.app.request('/customers/api/v2/company/cmp_globex/view/admin', bearer(partner))).status,
    ).toBe(403)
  })

  it('does not let a customer admin reach its partner, nor a partner a customer without granted access', async () => {
    expect(
      (await gateway.app.request('/customers/api/v2/company/cmp_northwind/view/admin', bearer(customerAdmin)))
        .status,
    ).toBe(403)
    expect(
      (await gateway.app.request(`/customers/api/v2/company/${CONTOSO}/view/admin`, bearer(partner))).status,
    ).toBe(200)
    expect(
      (await gateway.app.request('/customers/api/v2/company/cmp_nw_2/view/admin', bearer(partner))).status,
    ).toBe(403)
    expect((await gateway.app.request('/api/v1/user/custom_token/not-a-token')).status).toBe(401)
  })
})
