import { and, eq, gte, isNotNull } from 'drizzle-orm'
import { extractText } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GeneralMonth, GeneralStatistics } from '../../../src/domain/general-report'
import { simulationDeliveries } from '../../../server/db/schema'
import { backend, startSignedIn, type TestGateway } from '../gateway'

// The general report's risk over time (issue 28 ★): twelve consecutive months ending with this one; each month's
// phish-prone percentage counted here from the simulation mails sent in it; the year's figure over all of them;
// the PDF with the months; Boost and tenancy.

let gateway: TestGateway, globex: string, acme: string
beforeAll(async () => {
  ;[gateway, globex, acme] = await startSignedIn('owner@globex.example', 'admin@acme.example')
})
afterAll(() => gateway.close())

const call = (token = globex, accept = 'application/json', company = 'cmp_globex') =>
  gateway.app.request(`/reports/api/v1/company/${company}/general/report`, {
    headers: { Authorization: `Bearer ${token}`, Accept: accept },
  })

describe(`general report (${backend})`, () => {
  it('gives twelve months of phish-prone percentages as the sent mails say', async () => {
    const body = (await (await call()).json()) as {
      page: { items: GeneralMonth[] }
      statistics: GeneralStatistics
    }
    const months = body.page.items
    expect(months).toHaveLength(12)
    const now = new Date()
    const thisMonth = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`
    expect(months[11]!.month).toBe(thisMonth)
    for (let i = 1; i < 12; i++) {
      const [y, m] = months[i - 1]!.month.split('-').map(Number)
      const next = m === 12 ? `${y! + 1}-01` : `${y}-${String(m! + 1).padStart(2, '0')}`
      expect(months[i]!.month).toBe(next)
    }
    const yearStart = new Date(`${months[0]!.month}-01T00:00:00Z`)
    const sent = await gateway.database.db
      .select()
      .from(simulationDeliveries)
      .where(
        and(
          eq(simulationDeliveries.companyId, 'cmp_globex'),
          isNotNull(simulationDeliveries.sentAt),
          gte(simulationDeliveries.sentAt, yearStart),
        ),
      )
    expect(sent.length).toBeGreaterThan(0)
    for (const month of months) {
      const inMonth = sent.filter((mail) => mail.sentAt!.toISOString().slice(0, 7) === month.month)
      expect(month.mailsSent).toBe(inMonth.length)
      const phished = inMonth.filter((mail) => mail.phishedAt !== null).length
      expect(month.phishProne).toBe(inMonth.length ? Math.round((100 * phished) / inMonth.length) : null)
    }
    const phished = sent.filter((mail) => mail.phishedAt !== null).length
    expect(body.statistics.phishProne).toBe(Math.round((100 * phished) / sent.length))
    expect(months[11]!.cultureScore).not.toBeNull()

    const pdf = await call(globex, 'application/pdf')
    expect(pdf.status).toBe(200)
    const text = (await extractText(new Uint8Array(await pdf.arrayBuffer()), { mergePages: true })).text
    expect(text).toContain('General report')
    expect(text).toContain(`${body.statistics.phishProne}%`)

    expect((await call(acme, 'application/json', 'cmp_globex')).status).toBe(403)
    expect((await call(acme, 'application/json', 'cmp_acme')).status).toBe(403)
  })
})
