import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FREE_SEATS } from '../../../src/domain/customers'
import { forecastTotals, type ForecastView } from '../../../src/domain/opportunity-forecast'
import type { ResellerCustomers, SubResellerList } from '../../../src/domain/reseller-overview'
import { companies, companyUserCounts, partnerInvitations, subscriptions } from '../../../server/db/schema'
import { backend, bearer, startSignedIn, type TestGateway } from '../gateway'

// The opportunity forecast and the reseller's summaries (issue 26): every opportunity is one the partner's own
// rows say falls within 90 days, priced from them; the reseller reaches its sub-resellers' customers only
// with grandchild access, and each call answers only its own kind of partner.

let gateway: TestGateway, partner: string, sub: string, admin: string
beforeAll(async () => {
  ;[gateway, partner, sub, admin] = await startSignedIn(
    'partner@northwind.example',
    'sub@fabrikam.example',
    'owner@globex.example',
  )
})
afterAll(() => gateway.close())

const get = async <T>(path: string, token: string) => {
  const response = await gateway.app.request(path, bearer(token))
  return { status: response.status, body: (await response.json()) as T }
}
const DAY_MS = 86_400_000

describe(`opportunity forecast (${backend})`, () => {
  it('lists what falls due within 90 days from the partner’s own customers, each priced', async () => {
    const { status, body } = await get<ForecastView>(
      '/api/v1/partner-portal/cmp_northwind/opportunity_forecast',
      partner,
    )
    expect(status).toBe(200)
    const totals = forecastTotals(body.opportunities)
    for (const kind of ['TRIAL_ENDING', 'RENEWAL', 'OVERAGE', 'INVITATION'] as const)
      expect(totals.byKind[kind].count, kind).toBeGreaterThan(0)
    const { db } = gateway.database
    const horizon = Date.now() + 90 * DAY_MS + 60_000
    for (const item of body.opportunities) {
      const [company] = await db.select().from(companies).where(eq(companies.id, item.customerId))
      expect(company?.parentCompanyId, item.id).toBe('cmp_northwind')
      expect(company?.disabledAt).toBeNull()
      expect(Date.parse(item.dueAt)).toBeLessThanOrEqual(horizon)
      expect(item.expectedRevenue).toBeGreaterThan(0)
      if (item.kind === 'RENEWAL') {
        const [latest] = await db
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.companyId, item.customerId))
        expect(item.expectedRevenue).toBe((latest!.reservedSeats * latest!.pricePerUserCents) / 100)
      }
      if (item.kind === 'OVERAGE') {
        const [count] = await db
          .select()
          .from(companyUserCounts)
          .where(eq(companyUserCounts.companyId, item.customerId))
        const seats = company!.hasBoost ? company!.paidSeats : FREE_SEATS
        expect(item.seats).toBe(count!.activeUsers - seats)
      }
      if (item.kind === 'INVITATION') {
        const [invitation] = await db
          .select()
          .from(partnerInvitations)
          .where(eq(partnerInvitations.email, item.invitationEmail ?? ''))
        expect(invitation?.customerCompanyId).toBe(item.customerId)
      }
    }
    // Soonest first.
    const dues = body.opportunities.map((item) => item.dueAt)
    expect(dues).toEqual([...dues].sort())
  })

  it('answers each partner for itself only', async () => {
    const fabrikam = await get<ForecastView>('/api/v1/partner-portal/cmp_fabrikam/opportunity_forecast', sub)
    expect(fabrikam.status).toBe(200)
    const { db } = gateway.database
    for (const item of fabrikam.body.opportunities) {
      const [company] = await db.select().from(companies).where(eq(companies.id, item.customerId))
      expect(company?.parentCompanyId).toBe('cmp_fabrikam')
    }
    expect((await get('/api/v1/partner-portal/cmp_northwind/opportunity_forecast', sub)).status).toBe(403)
    expect((await get('/api/v1/partner-portal/cmp_globex/opportunity_forecast', admin)).status).toBe(403)
  })
})

describe(`reseller and sub-reseller summaries (${backend})`, () => {
  it('gives the reseller its customers and, with grandchild access, its sub-resellers’ too', async () => {
    const path = '/partnership/api/v1/company/cmp_northwind/resellers/customers'
    const { status, body } = await get<ResellerCustomers>(path, partner)
    expect(status).toBe(200)
    expect(body.includesSubResellers).toBe(true)
    const viaFabrikam = body.customers.filter((row) => row.subResellerId === 'cmp_fabrikam')
    expect(viaFabrikam.length).toBeGreaterThan(0)
    const list = await get<SubResellerList>(
      '/partnership/api/v1/company/cmp_northwind/resellers/sub_resellers/list',
      partner,
    )
    expect(list.body.subResellers).toEqual([
      expect.objectContaining({ id: 'cmp_fabrikam', name: 'Fabrikam', customers: viaFabrikam.length }),
    ])
    const { db } = gateway.database
    await db
      .update(companies)
      .set({ features: { isChildLoginAllowed: true, isPartnerInviteAllowed: true } })
      .where(eq(companies.id, 'cmp_northwind'))
    const without = await get<ResellerCustomers>(path, partner)
    expect(without.body.includesSubResellers).toBe(false)
    expect(without.body.customers.every((row) => row.subResellerId === null)).toBe(true)
    expect(without.body.customers.length).toBe(body.customers.length - viaFabrikam.length)
  })

  it('gives the sub-reseller its own customers, and each call only to its kind of partner', async () => {
    const { status, body } = await get<ResellerCustomers>(
      '/partnership/api/v1/company/cmp_fabrikam/sub_reseller/customers',
      sub,
    )
    expect(status).toBe(200)
    expect(body.customers.map((row) => row.id)).toContain('cmp_nw_12')
    expect((await get('/partnership/api/v1/company/cmp_fabrikam/resellers/customers', sub)).status).toBe(403)
    expect(
      (await get('/partnership/api/v1/company/cmp_northwind/sub_reseller/customers', partner)).status,
    ).toBe(403)
    expect((await get('/partnership/api/v1/company/cmp_northwind/resellers/customers', sub)).status).toBe(403)
    expect(
      (await get('/partnership/api/v1/company/cmp_globex/resellers/sub_resellers/list', admin)).status,
    ).toBe(403)
  })
})
