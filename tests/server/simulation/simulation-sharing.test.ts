import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  UNAVAILABLE_LABELS,
  type ShareCandidatesPage,
  type SharedCustomersPage,
} from '../../../src/domain/simulation/sharing'
import { simulationCampaigns, simulationDeliveries } from '../../../server/db/schema'
import { backend, bearer, startSignedIn, type TestGateway } from '../gateway'

// Share To My Customers (issue 25; 002 §2.9, §7): Northwind's seeded campaign shared with two customers; more
// added by clone (each its own campaign in the customer's company, to all its users), removed by complete; only
// boosted customers with users can be added; nobody but the partner, on its own campaign and its own direct
// customers, reaches any of it.

let gateway: TestGateway, partner: string, globex: string, sub: string
beforeAll(async () => {
  ;[gateway, partner, globex, sub] = await startSignedIn(
    'partner@northwind.example',
    'owner@globex.example',
    'sub@fabrikam.example',
  )
})
afterAll(() => gateway.close())

const CAMPAIGN = 'sim_northwind_baseline'
const related = (list: 'include' | 'exclude', query = '', token = partner, company = 'cmp_northwind') =>
  gateway.app.request(
    `/phishing/api/v1/companies/related/${list}_cloned_campaign?companyId=${company}&campaignId=${CAMPAIGN}${query}`,
    bearer(token),
  )
const send = (method: string, path: string, body: unknown, token = partner) =>
  gateway.app.request(`/phishing/api${path}`, {
    method,
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  })
const clone = (companyIds: string[], patch: Record<string, unknown> = {}, token = partner) =>
  send(
    'POST',
    `/v3/campaign/${CAMPAIGN}/clone`,
    {
      campaignId: CAMPAIGN,
      companyIds,
      name: 'Customer phishing baseline',
      startDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      timezone: 'Europe/Kyiv',
      companyId: 'cmp_northwind',
      isAllSelected: false,
      ...patch,
    },
    token,
  )
const complete = (campaignIds: string[], isAllSelected = false, token = partner) =>
  send(
    'PATCH',
    '/v3/company/cmp_northwind/campaigns/complete',
    { campaignIds, isAllSelected, parentCampaignId: CAMPAIGN },
    token,
  )
const shared = async () => (await (await related('include')).json()) as SharedCustomersPage

describe(`sharing a simulation with customers (${backend})`, () => {
  it('lists the seeded clones and the customers that could still get it, with why some cannot', async () => {
    const page = await shared()
    expect(page.parentCampaignName).toBe('Customer phishing baseline')
    expect(page.companies.map((row) => row.companyId).sort()).toEqual(['cmp_nw_1', 'cmp_nw_2'])
    const started = page.companies.find((row) => row.companyId === 'cmp_nw_1')!
    expect(started.sentPercent).toBeGreaterThan(0)
    expect(page.companies.find((row) => row.companyId === 'cmp_nw_2')!.sentPercent).toBe(0)

    const candidates = (await (await related('exclude', '&pageSize=100')).json()) as ShareCandidatesPage
    const ids = candidates.companies.map((row) => row.companyId)
    // Not the clones' companies, not Fabrikam's customer (cmp_nw_12), not the disabled one (cmp_nw_11).
    expect(ids).not.toContain('cmp_nw_1')
    expect(ids).not.toContain('cmp_nw_12')
    expect(ids).not.toContain('cmp_nw_11')
    const nw3 = candidates.companies.find((row) => row.companyId === 'cmp_nw_3')!
    expect(nw3.isBoosted).toBe(false)
    const nw4 = candidates.companies.find((row) => row.companyId === 'cmp_nw_4')!
    expect(nw4).toMatchObject({ isBoosted: true, isWithRegisteredUsers: false })
    expect(candidates.totalAvailableCount).toBe(
      candidates.companies.filter((row) => row.isBoosted && row.isWithRegisteredUsers).length,
    )
    const searched = (await (await related('exclude', '&searchText=%25')).json()) as ShareCandidatesPage
    expect(searched.companies).toEqual([])
  })

  it('clones to the chosen customers as their own campaigns, and refuses the ones the dialog greys out', async () => {
    const refused = await clone(['cmp_nw_5', 'cmp_nw_6'])
    expect(refused.status).toBe(422)
    expect(JSON.stringify(await refused.json())).toContain(UNAVAILABLE_LABELS.notBoosted)
    expect((await shared()).companies).toHaveLength(2) // all or none

    expect((await clone(['cmp_globex'])).status).toBe(422) // not a customer of Northwind
    expect((await clone(['cmp_nw_5'], { startDate: '2001-01-01' })).status).toBe(422)
    expect((await clone(['cmp_nw_5'], { timezone: 'Mars/Olympus' })).status).toBe(422)

    const added = await clone(['cmp_nw_5', 'cmp_nw_7'])
    expect(added.status).toBe(201)
    expect(await added.json()).toEqual({ added: 2 })
    const { db } = gateway.database
    const [copy] = await db
      .select()
      .from(simulationCampaigns)
      .where(
        and(
          eq(simulationCampaigns.companyId, 'cmp_nw_5'),
          eq(simulationCampaigns.parentCampaignId, CAMPAIGN),
        ),
      )
    expect(copy).toMatchObject({ audience: 'USERS_ALL', recurrence: 'quarterly', timeZone: 'Europe/Kyiv' })
    const mails = await db
      .select()
      .from(simulationDeliveries)
      .where(eq(simulationDeliveries.campaignId, copy!.id))
    expect(mails.length).toBeGreaterThan(0)
    expect(mails.every((mail) => mail.companyId === 'cmp_nw_5' && mail.state === 'planned')).toBe(true)
    expect((await clone(['cmp_nw_5'])).status).toBe(422) // already shared
    expect((await shared()).companies).toHaveLength(4)
  })

  it('completes clones: they stop sending and leave the list; a removed customer can be added again', async () => {
    const page = await shared()
    const nw5 = page.companies.find((row) => row.companyId === 'cmp_nw_5')!
    const removed = await complete([nw5.campaignId])
    expect(await removed.json()).toEqual({ removed: 1 })
    const { db } = gateway.database
    const states = await db
      .select({ state: simulationDeliveries.state })
      .from(simulationDeliveries)
      .where(eq(simulationDeliveries.campaignId, nw5.campaignId))
    expect(states.every((row) => row.state === 'cancelled')).toBe(true)
    expect((await shared()).companies.map((row) => row.companyId)).not.toContain('cmp_nw_5')
    expect((await complete([nw5.campaignId])).status).toBe(422) // already removed

    expect((await clone(['cmp_nw_5'])).status).toBe(201)
    const all = await complete([], true)
    expect(await all.json()).toEqual({ removed: 4 })
    expect((await shared()).companies).toEqual([])
  })

  it('lets nobody else list, clone or complete', async () => {
    expect((await related('include', '', globex, 'cmp_globex')).status).toBe(403) // Globex is no partner
    expect((await related('include', '', globex)).status).toBe(403) // not Globex's company
    expect((await related('include', '', sub)).status).toBe(403) // the sub-reseller on its parent's campaign
    expect((await related('exclude', '', sub, 'cmp_fabrikam')).status).toBe(404)
    expect((await clone(['cmp_nw_5'], {}, globex)).status).toBe(403)
    expect((await clone(['cmp_nw_12'], { companyId: 'cmp_fabrikam' }, sub)).status).toBe(404)
    expect((await complete([], true, sub)).status).toBe(403)
    // Northwind on Globex's campaign.
    const foreign = await gateway.app.request(
      '/phishing/api/v1/companies/related/include_cloned_campaign?companyId=cmp_northwind&campaignId=sim_globex_quarterly',
      bearer(partner),
    )
    expect(foreign.status).toBe(404)
    expect((await clone(['cmp_nw_5'], { campaignId: 'other' })).status).toBe(422)
  })
})
