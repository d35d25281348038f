import Papa from 'papaparse'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PhishingSummaryOverview, PhishingSummaryRow } from '../../../src/domain/phishing-summary'
import {
  departments,
  simulationCampaigns,
  simulationDeliveries,
  userDepartments,
} from '../../../server/db/schema'
import { backend, startSignedIn, type TestGateway } from '../gateway'

// The phishing summary across simulations (issue 28; 000 §2, §9): Globex's mails of a year, counted here from the
// deliveries themselves — the overview, the campaign, recipient and department tables, the filters, the default
// order (DESC by phished), CSV of a table; another company's ids refused, another company's admin refused.

let gateway: TestGateway, globex: string, acme: string
beforeAll(async () => {
  ;[gateway, globex, acme] = await startSignedIn('owner@globex.example', 'admin@acme.example')
})
afterAll(() => gateway.close())

const call = (path: string, token = globex, accept = 'application/json', company = 'cmp_globex') =>
  gateway.app.request(`/reports/api/v1/company/${company}/phishing_summary/${path}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: accept },
  })
const json = async <T>(path: string) => (await (await call(path)).json()) as T

describe(`phishing summary (${backend})`, () => {
  it('counts a year of sent mails as a whole, by campaign, recipient and department', async () => {
    const since = Date.now() - 367 * 86_400_000
    const mails = (
      await gateway.database.db
        .select()
        .from(simulationDeliveries)
        .where(eq(simulationDeliveries.companyId, 'cmp_globex'))
    ).filter((m) => m.state === 'sent' && m.sentAt && m.sentAt.getTime() >= since + 86_400_000)
    expect(mails.length).toBeGreaterThan(0)
    const count = (list: typeof mails, key: 'openedAt' | 'phishedAt' | 'reportedAt') =>
      list.filter((m) => m[key] !== null).length

    const overview = await json<PhishingSummaryOverview>('overview?range=1y')
    expect(overview.sent).toBe(mails.length)
    expect(overview.phished).toBe(count(mails, 'phishedAt'))
    expect(overview.reported).toBe(count(mails, 'reportedAt'))
    expect(overview.recipients).toBe(new Set(mails.map((m) => m.userId)).size)
    expect(overview.campaigns).toBe(new Set(mails.map((m) => m.campaignId)).size)
    expect(overview.phishProne).toBe(Math.round((count(mails, 'phishedAt') / mails.length) * 1000) / 10)
    expect(overview.months.reduce((sum, month) => sum + month.sent, 0)).toBe(mails.length)

    const campaigns = await json<{ items: PhishingSummaryRow[] }>('campaigns?range=1y&pageSize=100')
    for (const row of campaigns.items) {
      const own = mails.filter((m) => m.campaignId === row.id)
      expect([row.sent, row.opened, row.phished]).toEqual([
        own.length,
        count(own, 'openedAt'),
        count(own, 'phishedAt'),
      ])
    }
    const phished = campaigns.items.map((row) => row.phished)
    expect(phished).toEqual([...phished].sort((a, b) => b - a))

    const recipients = await json<{
      items: PhishingSummaryRow[]
      pageInfo: { totalCount: number; pageSize: number }
    }>('recipients?range=1y')
    expect(recipients.pageInfo.pageSize).toBe(25)
    expect(recipients.pageInfo.totalCount).toBe(overview.recipients)
    const first = recipients.items[0]!
    expect(first.phished).toBe(
      count(
        mails.filter((m) => m.userId === first.id),
        'phishedAt',
      ),
    )
    const found = await json<{ items: PhishingSummaryRow[] }>(
      `recipients?range=1y&search=${encodeURIComponent(first.email!.toUpperCase())}`,
    )
    expect(found.items.map((row) => row.id)).toEqual([first.id])

    const [department] = await gateway.database.db
      .select()
      .from(departments)
      .where(eq(departments.companyId, 'cmp_globex'))
    const members = new Set(
      (
        await gateway.database.db
          .select()
          .from(userDepartments)
          .where(eq(userDepartments.departmentId, department!.id))
      ).map((row) => row.userId),
    )
    const filtered = await json<PhishingSummaryOverview>(`overview?range=1y&departments=${department!.id}`)
    expect(filtered.sent).toBe(mails.filter((m) => members.has(m.userId)).length)
    const byDepartment = await json<{ items: PhishingSummaryRow[] }>('departments?range=1y&pageSize=100')
    const row = byDepartment.items.find((item) => item.id === department!.id)
    expect(row?.sent ?? 0).toBe(filtered.sent)

    const csv = Papa.parse<string[]>(
      (await (await call('campaigns?range=1y', globex, 'text/csv')).text()).trim(),
    )
    expect(csv.data[0]).toEqual([
      'Campaign',
      'Status',
      'Started',
      'Recipients',
      'Sent',
      'Opened',
      'Clicked',
      'Phished',
      'Reported',
      'Phish-prone %',
    ])
    expect(csv.data.length - 1).toBe(campaigns.items.length)
    const pdf = await call('templates?range=1y', globex, 'application/pdf')
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
  })

  it('refuses what the page would not send', async () => {
    const [foreign] = await gateway.database.db
      .select()
      .from(simulationCampaigns)
      .where(eq(simulationCampaigns.companyId, 'cmp_acme'))
    const refused = await call(`campaigns?campaignIds=${foreign?.id ?? 'sim_nope'}`)
    expect(refused.status).toBe(422)
    expect(JSON.stringify(await refused.json())).toContain('Unknown campaign in the filter.')
    expect((await call('overview?groups=grp_nope')).status).toBe(422)
    expect((await call('overview?range=custom&from=2026-01-01&to=2025-01-01')).status).toBe(422)
    expect((await call('campaigns?pageSize=7')).status).toBe(422)
    expect((await call('campaigns?orderBy=password')).status).toBe(422)
    expect((await call('lost')).status).toBe(404)
    expect((await call('overview', acme)).status).toBe(403)
  })
})
