import Papa from 'papaparse'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExerciseSummaryRow, ExerciseSummaryStatistics } from '../../../src/domain/exercise-summary-report'
import { exerciseAssignments, phishingCampaigns } from '../../../server/db/schema'
import { backend, startSignedIn, type TestGateway } from '../gateway'

// The phishing exercise report across campaigns (issue 28; 002 §7 campaigns/summary, campaigns/report/statistics,
// campaigns/filter/campaigns): Globex's campaigns of a year, each learner count taken here from the assignments;
// the status and campaign filters, CSV by Accept and by isCsv; another company's campaign refused.

let gateway: TestGateway, globex: string, acme: string
beforeAll(async () => {
  ;[gateway, globex, acme] = await startSignedIn('owner@globex.example', 'admin@acme.example')
})
afterAll(() => gateway.close())

const call = (path: string, token = globex, accept = 'application/json', company = 'cmp_globex') =>
  gateway.app.request(`/phishing-exercise/api/v1/company/${company}/campaigns/${path}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: accept },
  })

describe(`phishing exercise report across campaigns (${backend})`, () => {
  it('lists the year’s campaigns with their learners, filters and exports them', async () => {
    const page = (await (await call('summary?range=1y&pageSize=100')).json()) as {
      items: ExerciseSummaryRow[]
    }
    const since = Date.now() - 366 * 86_400_000
    const own = (
      await gateway.database.db
        .select()
        .from(phishingCampaigns)
        .where(eq(phishingCampaigns.companyId, 'cmp_globex'))
    ).filter(
      (campaign) => campaign.startedAt.getTime() >= since && campaign.startedAt.getTime() <= Date.now(),
    )
    expect(page.items.map((row) => row.id).sort()).toEqual(own.map((campaign) => campaign.id).sort())
    for (const row of page.items) {
      const assigned = await gateway.database.db
        .select()
        .from(exerciseAssignments)
        .where(eq(exerciseAssignments.campaignId, row.id))
      const campaign = own.find((c) => c.id === row.id)!
      expect(row.total).toBe(assigned.length || campaign.assignments.total)
      expect(row.status).toBe(campaign.archivedAt ? 'archived' : 'active')
    }
    const stats = (await (await call('report/statistics?range=1y')).json()) as ExerciseSummaryStatistics
    expect(stats.campaigns).toBe(page.items.length)
    expect(stats.total).toBe(page.items.reduce((sum, row) => sum + row.total, 0))

    const archived = (await (await call('summary?range=1y&status=archived')).json()) as {
      items: ExerciseSummaryRow[]
    }
    expect(archived.items.every((row) => row.status === 'archived')).toBe(true)
    const one = page.items[0]!
    const chosen = (await (await call(`summary?range=1y&campaignIds=${one.id}`)).json()) as {
      items: ExerciseSummaryRow[]
    }
    expect(chosen.items.map((row) => row.id)).toEqual([one.id])
    const choices = (await (await call('filter/campaigns')).json()) as { campaigns: { id: string }[] }
    expect(choices.campaigns.map((c) => c.id)).toContain(one.id)

    const csv = Papa.parse<string[]>(
      (await (await call('summary?range=1y', globex, 'text/csv')).text()).trim(),
    )
    expect(csv.data.length - 1).toBe(page.items.length)
    const wrapped = (await (await call('summary?range=1y&isCsv=true')).json()) as { data: string }
    expect(Papa.parse<string[]>(wrapped.data.trim()).data.length - 1).toBe(page.items.length)

    const [foreign] = await gateway.database.db
      .select()
      .from(phishingCampaigns)
      .where(eq(phishingCampaigns.companyId, 'cmp_acme'))
    const refused = await call(`summary?campaignIds=${foreign?.id ?? 'cmp_nope'}`)
    expect(refused.status).toBe(422)
    expect(JSON.stringify(await refused.json())).toContain('Unknown campaign in the filter.')
    expect((await call('summary?status=lost')).status).toBe(422)
    expect((await call('summary', acme, 'application/json', 'cmp_globex')).status).toBe(403)
  })
})
