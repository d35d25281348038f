import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATHS } from '../../../src/domain/api-paths'
import { AUDIT_REASON_HEADER, type AuditPage } from '../../../src/domain/audit-log'
import type { PlatformCompaniesPage, PlatformCompanyOverview } from '../../../src/domain/platform-companies'
import { backend, bearer, startSignedIn, type TestGateway } from '../gateway'

// Platform staff's start (issue 61 item 15): find a company, read its overview, open its console with a reason.
let gateway: TestGateway, support: string, admin: string, partner: string
beforeAll(async () => {
  ;[gateway, support, admin, partner] = await startSignedIn(
    'support@platform.example',
    'admin@acme.example',
    'partner@northwind.example',
  )
})
afterAll(() => gateway.close())

const search = async (token: string, text: string, page = 0) => {
  const answer = await gateway.app.request(
    `${PATHS.platformCompanies}?search=${encodeURIComponent(text)}&pageNumber=${page}`,
    bearer(token),
  )
  return { status: answer.status, page: (await answer.json()) as PlatformCompaniesPage }
}
const withReason = (token: string, reason?: string) => {
  const init = bearer(token) as { headers: Record<string, string> }
  return {
    method: 'POST',
    headers: { ...init.headers, ...(reason === undefined ? {} : { [AUDIT_REASON_HEADER]: reason }) },
  }
}

describe(`platform staff's companies (${backend})`, () => {
  it('finds a company by its name, a person’s address or a domain, with what matched', async () => {
    const byName = await search(support, 'acme')
    expect(byName.status).toBe(200)
    expect(byName.page.items.map((row) => row.name)).toContain('Acme Corp')
    const acme = byName.page.items.find((row) => row.id === 'cmp_acme')!
    expect(acme).toMatchObject({ matchedUser: null, disabled: false })
    expect(acme.activeUsers).toBeGreaterThan(0)
    const byAddress = await search(support, 'owner@globex')
    expect(byAddress.page.items).toHaveLength(1)
    expect(byAddress.page.items[0]).toMatchObject({ id: 'cmp_globex', matchedUser: 'owner@globex.example' })
    const byDomain = await search(support, 'northwind.example')
    expect(byDomain.page.items.map((row) => row.id)).toContain('cmp_northwind')
    // LIKE's own characters are searched for, not obeyed.
    expect((await search(support, '%')).page.pageInfo.totalCount).toBe(0)
    const all = await search(support, '')
    expect(all.page.pageInfo.totalCount).toBeGreaterThan(all.page.items.length - 1)
    expect(all.page.items.length).toBeLessThanOrEqual(all.page.pageInfo.pageSize)
  })

  it('refuses anyone but platform staff, and a query the console would not send', async () => {
    expect((await search(admin, 'acme')).status).toBe(403)
    expect((await search(partner, 'acme')).status).toBe(403)
    expect((await gateway.app.request(PATHS.platformCompanies)).status).toBe(401)
    expect((await search(support, 'x'.repeat(201))).status).toBe(422)
    expect((await search(support, 'acme', -1)).status).toBe(422)
    expect((await gateway.app.request(PATHS.platformCompany('cmp_acme'), bearer(admin))).status).toBe(403)
  })

  it('shows a company’s plan, users, single sign-on, provider access and audit log', async () => {
    const answer = await gateway.app.request(PATHS.platformCompany('cmp_globex'), bearer(support))
    expect(answer.status).toBe(200)
    const overview = (await answer.json()) as PlatformCompanyOverview
    expect(overview).toMatchObject({ id: 'cmp_globex', name: 'Globex', own: false, isPartner: false })
    expect(overview.users.active).toBeGreaterThan(0)
    expect(overview.users.admins).toBeGreaterThan(0)
    expect(['Free', 'Boost', 'Boost trial']).toContain(overview.plan)
    expect((await gateway.app.request(PATHS.platformCompany('cmp_nowhere'), bearer(support))).status).toBe(
      404,
    )
    const own = await gateway.app.request(PATHS.platformCompany('cmp_platform'), bearer(support))
    expect(((await own.json()) as PlatformCompanyOverview).own).toBe(true)
  })

  it('opens a company only with a reason, which the company’s audit log keeps', async () => {
    const url = PATHS.platformCompanyAccess('cmp_acme')
    expect((await gateway.app.request(url, withReason(support))).status).toBe(428)
    expect((await gateway.app.request(url, withReason(support, '   '))).status).toBe(428)
    expect((await gateway.app.request(url, withReason(admin, 'ticket 1'))).status).toBe(403)
    const reason = encodeURIComponent('Ticket #4821: SSO locked out — Zoë')
    expect((await gateway.app.request(url, withReason(support, reason))).status).toBe(204)
    const ownAnswer = await gateway.app.request(
      PATHS.platformCompanyAccess('cmp_platform'),
      withReason(support),
    )
    expect(ownAnswer.status).toBe(422)
    const log = await gateway.app.request('/api/v1/company/cmp_acme/audit_log', bearer(admin))
    const { items } = (await log.json()) as AuditPage
    expect(items[0]).toMatchObject({
      action: 'loginAsCompany',
      actorKind: 'staff',
      actorEmail: 'support@platform.example',
      reason: 'Ticket #4821: SSO locked out — Zoë',
    })
    const overview = (await (
      await gateway.app.request(PATHS.platformCompany('cmp_acme'), bearer(support))
    ).json()) as PlatformCompanyOverview
    expect(overview.audit[0]).toMatchObject({
      action: 'loginAsCompany',
      reason: 'Ticket #4821: SSO locked out — Zoë',
    })
  })
})
