// @module-tag engine (an append-only trigger): also runs on Postgres, see docs/testing.md.
import { eq } from 'drizzle-orm'
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, companies, users } from '../../../server/db/schema'
import { PATHS } from '../../../src/domain/api-paths'
import { AUDIT_ACTIONS, AUDIT_REASON_HEADER, AUDIT_TEXTS, type AuditPage } from '../../../src/domain/audit-log'
import { backend, bearer, json, startSignedIn, type TestGateway } from '../gateway'

// The audit log (issue 59): what a company's own admins, its partner and platform staff change inside it is
// recorded as it happens, with a staff member's reason; only the company's own admins read it (as pages, filtered,
// or as CSV); nobody can change or remove an entry, staff included.

let gateway: TestGateway, acme: string, staff: string, partner: string, globex: string, nwAdmin: string
beforeAll(async () => {
  ;[gateway, acme, staff, partner, globex] = await startSignedIn(
    'admin@acme.example',
    'support@platform.example',
    'partner@northwind.example',
    'owner@globex.example',
  )
  nwAdmin = partner
})
afterAll(() => gateway.close())

const readLog = async (token: string, company: string, query = '') => {
  const response = await gateway.app.request(`${PATHS.auditLog(company)}${query}`, bearer(token))
  return {
    status: response.status,
    page: response.status === 200 ? ((await response.json()) as AuditPage) : null,
  }
}
const userIdOf = async (email: string) =>
  (await gateway.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id

describe(`audit log (${backend})`, () => {
  it('records what the company’s own admins, platform staff (with their reason) and a partner did', async () => {
    const learner = await userIdOf('learner@acme.example')
    const own = await gateway.app.request(
      `/api/v1/users/cmp_acme/user/${learner}/password`,
      json({ password: 'Quartz-Harbor-2026!' }, bearer(acme).headers),
    )
    expect(own.status).toBe(204)
    const asStaff = (reason?: string) =>
      gateway.app.request(
        `/api/v1/users/cmp_acme/user/${learner}/password`,
        json(
          { password: 'Quartz-Harbor-2027!' },
          { ...bearer(staff).headers, ...(reason ? { [AUDIT_REASON_HEADER]: reason } : {}) },
        ),
      )
    // Staff give a reason for every change, and change a person's account only where the company granted access.
    const silent = await asStaff()
    expect(silent.status).toBe(428)
    expect(((await silent.json()) as { error: { message: string } }).error.message).toBe(
      AUDIT_TEXTS.reasonRequired,
    )
    await gateway.database.db
      .update(companies)
      .set({ loginAsCompanyStatus: 'NOT_AVAILABLE' })
      .where(eq(companies.id, 'cmp_acme'))
    expect((await asStaff('Ticket 4711: the owner asked for a reset')).status).toBe(403)
    await gateway.database.db
      .update(companies)
      .set({ loginAsCompanyStatus: 'AVAILABLE' })
      .where(eq(companies.id, 'cmp_acme'))
    const byStaff = await asStaff(encodeURIComponent('Ticket 4711: the owner asked for a reset'))
    expect(byStaff.status).toBe(204)
    // A read is not a change, a list read through a POST neither: nothing recorded, no reason asked.
    await gateway.app.request(`/api/v1/users/cmp_acme/user/${learner}`, bearer(staff))
    const listed = await gateway.app.request(
      '/api/v1/users/list/cmp_acme',
      json({ paging: { pageNumber: 0, pageSize: 5 }, filter: {} }, bearer(staff).headers),
    )
    expect(listed.status).toBe(200)

    const { status, page } = await readLog(acme, 'cmp_acme')
    expect(status).toBe(200)
    expect(page!.items.slice(0, 2)).toMatchObject([
      {
        actorEmail: 'support@platform.example',
        actorKind: 'staff',
        action: 'passwordSet',
        subject: 'learner@acme.example',
        reason: 'Ticket 4711: the owner asked for a reset',
      },
      { actorEmail: 'admin@acme.example', actorKind: 'own', action: 'passwordSet', reason: null },
    ])

    const token = await gateway.app.request('/partnership/api/v1/company/cmp_nw_1/access/token', {
      method: 'POST',
      ...bearer(partner),
    })
    expect(token.status).toBe(200)
    const [entry] = await gateway.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.companyId, 'cmp_nw_1'))
    expect(entry).toMatchObject({
      actorEmail: 'partner@northwind.example',
      actorKind: 'partner',
      actorCompanyName: 'Northwind',
      action: 'loginAsCompany',
    })
  })

  it('is read only by the company’s own admins: not another company, not its partner, not staff', async () => {
    expect((await readLog(globex, 'cmp_acme')).status).toBe(403)
    expect((await readLog(staff, 'cmp_acme')).status).toBe(403)
    expect((await readLog(nwAdmin, 'cmp_nw_1')).status).toBe(403)
  })

  it('filters by who and what, pages, and downloads every match as CSV', async () => {
    const staffOnly = (await readLog(acme, 'cmp_acme', '?actorKind=staff')).page!
    expect(staffOnly.items.length).toBeGreaterThan(0)
    expect(staffOnly.items.every((item) => item.actorKind === 'staff')).toBe(true)
    const paged = (await readLog(acme, 'cmp_acme', '?pageSize=5&pageNumber=0&action=passwordSet')).page!
    expect(paged.pageInfo).toMatchObject({ pageSize: 5, pageNumber: 0 })
    expect(paged.items.every((item) => item.action === 'passwordSet')).toBe(true)
    // A bad link filters nothing and falls back to the first page.
    expect((await readLog(acme, 'cmp_acme', '?actorKind=nobody&pageSize=7')).page!.pageInfo.pageSize).toBe(25)

    const csv = await gateway.app.request(
      `${PATHS.auditLog('cmp_acme')}?format=csv&actorKind=staff`,
      bearer(acme),
    )
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const parsed = Papa.parse<string[]>(await csv.text(), { skipEmptyLines: true }).data
    expect(parsed[0]).toEqual(['When (UTC)', 'Done by', 'Company', 'Who', 'Action', 'Subject', 'Reason'])
    expect(parsed[1]).toEqual([
      expect.any(String),
      'support@platform.example',
      'Awareness Platform',
      'Platform staff',
      AUDIT_ACTIONS.passwordSet,
      'learner@acme.example',
      'Ticket 4711: the owner asked for a reset',
    ])
  })

  it('cannot be changed or removed, by anyone', async () => {
    const [entry] = await gateway.database.db.select().from(auditEntries).limit(1)
    await expect(
      gateway.database.db
        .update(auditEntries)
        .set({ reason: 'rewritten' })
        .where(eq(auditEntries.id, entry!.id)),
    ).rejects.toThrow()
    await expect(
      gateway.database.db.delete(auditEntries).where(eq(auditEntries.id, entry!.id)),
    ).rejects.toThrow()
    const [kept] = await gateway.database.db.select().from(auditEntries).where(eq(auditEntries.id, entry!.id))
    expect(kept).toEqual(entry)
  })
})
