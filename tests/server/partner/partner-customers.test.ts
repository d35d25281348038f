import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { completeSignUp } from '../../../machines/samples/sign-up.samples'
import { CUSTOMER_BULK_ACTIONS, type CustomerPage } from '../../../src/domain/customers'
import { INVITE_TEXTS } from '../../../src/domain/customer-invitations'
import { signUpPayloadOf } from '../../../src/domain/sign-up'
import { companies, outbox, partnerInvitations, users } from '../../../server/db/schema'
import { backend, bearer, json, signIn, startSignedIn, type TestGateway } from '../gateway'

// My Customers' own actions (issue 26): bulk remove / set as partner / set as direct customer, on the caller's
// customers only and all-or-nothing; sub-reseller marking; invitations whose signed links registration honours
// once, within their days, and never after a resend.

let gateway: TestGateway, partner: string, sub: string, acme: string
beforeAll(async () => {
  ;[gateway, partner, sub, acme] = await startSignedIn(
    'partner@northwind.example',
    'sub@fabrikam.example',
    'admin@acme.example',
  )
})
afterAll(() => gateway.close())

const call = (method: string, path: string, body: unknown, token: string) =>
  gateway.app.request(path, {
    method,
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  })
const bulk = '/api/v1/partner-portal/cmp_northwind/customers/bulk'
const company = async (id: string) =>
  (await gateway.database.db.select().from(companies).where(eq(companies.id, id)))[0]!
const list = async (query: string, token = partner) =>
  (await (
    await gateway.app.request(`/api/v1/company/msp/cmp_northwind?${query}`, bearer(token))
  ).json()) as CustomerPage

/** The link of the newest invitation mail to `to`. */
async function linkTo(to: string): Promise<string> {
  const [mail] = await gateway.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, 'customer-invite')))
    .orderBy(desc(outbox.createdAt))
    .limit(1)
  const link = /https?:\/\/\S+\/register\?\S+/.exec(mail?.body ?? '')?.[0] ?? ''
  return new URL(link).searchParams.get('partner') ?? ''
}

const register = (token: string, email: string, companyName: string) =>
  gateway.app.request(
    '/customers/api/v1/company/register',
    json(signUpPayloadOf({ ...completeSignUp, email, companyName }, { partner: token, source: null })),
  )

describe(`partner customers (${backend})`, () => {
  it('sets customers as partner and back as direct, their invite access with them', async () => {
    const set = await call(
      'PATCH',
      `${bulk}/affiliation`,
      { customersIds: ['cmp_nw_2', 'cmp_nw_3'], customerType: 'PARTNER' },
      partner,
    )
    expect(await set.json()).toEqual({ changed: 2 })
    expect(await company('cmp_nw_2')).toMatchObject({ isPartner: true, customerType: 'PARTNER' })
    expect((await company('cmp_nw_2')).features.isPartnerInviteAllowed).toBe(true)
    const partners = await list('companyAffiliation=PARTNER')
    expect(partners.items.map((row) => row.id).sort()).toEqual(['cmp_fabrikam', 'cmp_nw_2', 'cmp_nw_3'])
    await call(
      'PATCH',
      `${bulk}/affiliation`,
      { customersIds: ['cmp_nw_3'], customerType: 'DIRECT_CUSTOMER' },
      partner,
    )
    expect(await company('cmp_nw_3')).toMatchObject({ isPartner: false, customerType: 'DIRECT_CUSTOMER' })
    expect((await company('cmp_nw_3')).features.isPartnerInviteAllowed).toBe(false)
  })

  it('refuses the whole request when one customer is another partner’s, and a bad filter', async () => {
    // cmp_nw_12 belongs to the sub-reseller Fabrikam, not to Northwind.
    const mixed = await call('DELETE', bulk, { customersIds: ['cmp_nw_1', 'cmp_nw_12'] }, partner)
    expect(mixed.status).toBe(404)
    expect((await company('cmp_nw_1')).parentCompanyId).toBe('cmp_northwind')
    expect((await call('DELETE', bulk, { customersIds: ['cmp_nw_1'] }, acme)).status).toBe(403)
    expect(
      (
        await call(
          'DELETE',
          '/api/v1/partner-portal/cmp_fabrikam/customers/bulk',
          { customersIds: ['cmp_nw_12'] },
          partner,
        )
      ).status,
    ).toBe(403)
    const bad = await call(
      'DELETE',
      bulk,
      { customersIds: [], isAllSelected: true, filters: { state: 'GOLD' } },
      partner,
    )
    expect(bad.status).toBe(422)
    const none = await call('DELETE', bulk, { customersIds: [] }, partner)
    expect(none.status).toBe(422)
  })

  it('removes every customer under the filters when all are selected, resetting their affiliation', async () => {
    const before = await list('enablementStatus=DISABLED')
    expect(before.pageInfo.totalCount).toBe(1)
    const removed = await call(
      'DELETE',
      bulk,
      { customersIds: [], isAllSelected: true, filters: { enablementStatus: 'DISABLED' } },
      partner,
    )
    expect(await removed.json()).toEqual({ changed: 1 })
    const gone = await company(before.items[0]!.id)
    expect(gone).toMatchObject({
      parentCompanyId: null,
      customerType: 'DIRECT_CUSTOMER',
      loginAsCompanyStatus: null,
    })
    expect((await list('enablementStatus=DISABLED')).pageInfo.totalCount).toBe(0)
    expect(CUSTOMER_BULK_ACTIONS.remove.done).toBe('Customer(s) removed successfully')
  })

  it('marks and unmarks a sub-reseller (resellers only), and lists its customers only with grandchild access', async () => {
    const path = (id: string, action: string) =>
      `/api/v1/partner-portal/company/cmp_northwind/customers/${id}/partnership/${action}`
    expect((await call('PATCH', path('cmp_nw_5', 'mark_subreseller'), {}, partner)).status).toBe(200)
    expect(await company('cmp_nw_5')).toMatchObject({ type: 'SUBRESELLER', isPartner: true })
    expect((await call('PATCH', path('cmp_nw_5', 'unmark_subreseller'), {}, partner)).status).toBe(200)
    expect((await company('cmp_nw_5')).type).toBeNull()
    // Fabrikam has a customer of its own: it stays a sub-reseller until that is settled.
    expect((await call('PATCH', path('cmp_fabrikam', 'unmark_subreseller'), {}, partner)).status).toBe(409)
    expect(
      (
        await call(
          'PATCH',
          `/api/v1/partner-portal/company/cmp_fabrikam/customers/cmp_nw_12/partnership/mark_subreseller`,
          {},
          sub,
        )
      ).status,
    ).toBe(403)
    const grand = await list('subResellers=cmp_fabrikam')
    const fabrikams = await gateway.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.parentCompanyId, 'cmp_fabrikam'))
    expect(grand.items.map((row) => row.id).sort()).toEqual(fabrikams.map((row) => row.id).sort())
    expect(grand.items.map((row) => row.id)).toContain('cmp_nw_12')
    expect(
      (await gateway.app.request('/api/v1/company/msp/cmp_northwind?subResellers=cmp_nw_1', bearer(partner)))
        .status,
    ).toBe(422)
  })

  it('invites a customer whose link registers its admin once, into the invited company', async () => {
    const invite = await call(
      'POST',
      '/partnership/api/v1/company/cmp_northwind/invite',
      { companies: [{ companyName: 'Blue Yonder', email: 'It@BlueYonder.example' }] },
      partner,
    )
    expect(invite.status).toBe(201)
    const { companyIds, message } = (await invite.json()) as { companyIds: string[]; message: string }
    expect(message).toBe(INVITE_TEXTS.sent)
    const invited = await list('state=UNREGISTERED&searchText=blue')
    expect(invited.items.map((row) => row.id)).toEqual(companyIds)
    const token = await linkTo('it@blueyonder.example')
    // The name check lets the invited admin keep the invited name.
    const check = await gateway.app.request(
      '/api/v1/user/check_company',
      json({ company_name: 'Blue Yonder', partner: token }),
    )
    expect(await check.json()).toEqual({ exists: false })
    expect((await register(token, 'someone@else.example', 'Blue Yonder')).status).toBe(409)
    const registered = await register(token, 'it@blueyonder.example', 'Blue Yonder')
    expect(registered.status).toBe(201)
    expect(((await registered.json()) as { companyId: string }).companyId).toBe(companyIds[0])
    const [admin] = await gateway.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'it@blueyonder.example'))
    expect(admin?.companyId).toBe(companyIds[0])
    expect((await company(companyIds[0]!)).parentCompanyId).toBe('cmp_northwind')
    const reused = await register(token, 'it2@blueyonder.example', 'Blue Yonder Two')
    expect(reused.status).toBe(410)
    expect(JSON.stringify(await reused.json())).toContain(INVITE_TEXTS.linkInvalid)
    expect((await list('isRegistered=true&searchText=blue')).items).toHaveLength(1)
  })

  it('ends the older link on a resend, refuses an expired or forged one, and bad invitations', async () => {
    await call(
      'POST',
      '/partnership/api/v1/company/cmp_northwind/invite',
      { companies: [{ companyName: 'Zylo Orchards', email: 'it@zylo.example' }] },
      partner,
    )
    const first = await linkTo('it@zylo.example')
    const [invitation] = await gateway.database.db
      .select()
      .from(partnerInvitations)
      .where(eq(partnerInvitations.email, 'it@zylo.example'))
    const resend = await call(
      'POST',
      '/api/v1/partner-portal/cmp_northwind/resend_partner_customer_invite',
      {
        user_email: 'it@zylo.example',
        company_id: 'cmp_northwind',
        customer_company_id: invitation!.customerCompanyId,
      },
      partner,
    )
    expect(resend.status).toBe(200)
    const second = await linkTo('it@zylo.example')
    expect(second).not.toBe(first)
    expect((await register(first, 'it@zylo.example', 'Zylo Orchards')).status).toBe(410)
    expect((await register(`${second.slice(0, -4)}AAAA`, 'it@zylo.example', 'Zylo Orchards')).status).toBe(
      410,
    )
    await gateway.database.db
      .update(partnerInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(partnerInvitations.id, invitation!.id))
    expect((await register(second, 'it@zylo.example', 'Zylo Orchards')).status).toBe(410)

    const bad = await call(
      'POST',
      '/partnership/api/v1/company/cmp_northwind/invite',
      {
        companies: [
          { companyName: 'Contoso', email: 'x@y.example' },
          { companyName: '', email: 'nope' },
        ],
      },
      partner,
    )
    expect(bad.status).toBe(422)
    const text = JSON.stringify(await bad.json())
    expect(text).toContain(INVITE_TEXTS.companyName)
    expect(text).toContain(INVITE_TEXTS.email)
    const taken = await call(
      'POST',
      '/partnership/api/v1/company/cmp_northwind/invite',
      { companies: [{ companyName: 'contoso', email: 'x@y.example' }] },
      partner,
    )
    expect(JSON.stringify(await taken.json())).toContain(INVITE_TEXTS.companyTaken)
    expect(
      (
        await call(
          'POST',
          '/partnership/api/v1/company/cmp_acme/invite',
          { companies: [{ companyName: 'A', email: 'a@a.example' }] },
          acme,
        )
      ).status,
    ).toBe(403)
  })

  it('keeps the default invite message and puts it in the mail', async () => {
    const path = '/api/v1/partner-portal/company/cmp_northwind/default_customer_invite_message'
    expect(
      (await call('PUT', path, { defaultCustomerInviteMessage: 'x'.repeat(2001) }, partner)).status,
    ).toBe(422)
    expect(
      (await call('PUT', path, { defaultCustomerInviteMessage: 'Welcome aboard from Northwind.' }, partner))
        .status,
    ).toBe(200)
    await call(
      'POST',
      '/partnership/api/v1/company/cmp_northwind/invite',
      { companies: [{ companyName: 'Lamna', email: 'it@lamna.example' }] },
      partner,
    )
    const [mail] = await gateway.database.db.select().from(outbox).where(eq(outbox.to, 'it@lamna.example'))
    expect(mail?.body).toContain('Welcome aboard from Northwind.')
    const { token } = await signIn(gateway, 'partner@northwind.example')
    const view = (await (
      await gateway.app.request('/customers/api/v2/company/cmp_northwind/view/admin', bearer(token))
    ).json()) as { defaultChildInviteMessage: string }
    expect(JSON.stringify(view)).toContain('Welcome aboard from Northwind.')
  })
})
