import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BECOME_PARTNER_TEXTS, type PartnerRequestView } from '../../../src/domain/become-partner'
import { outbox } from '../../../server/db/schema'
import { PARTNERS_INBOX } from '../../../server/partner/become-partner.routes'
import { backend, bearer, startSignedIn, type TestGateway } from '../gateway'

// Become a partner (issue 26): a company's request reaches the partner team once; a partner, another company and
// bad input are refused with clear messages.

let gateway: TestGateway, acme: string, partner: string
beforeAll(async () => {
  ;[gateway, acme, partner] = await startSignedIn('admin@acme.example', 'partner@northwind.example')
})
afterAll(() => gateway.close())

const path = (company: string) => `/api/v1/company/${company}/partner_request`
const send = (company: string, body: unknown, token: string) =>
  gateway.app.request(path(company), {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  })
const request = {
  kind: 'RESELLER',
  expectedCustomers: 40,
  website: 'https://acme.example',
  message: 'We resell.',
}

describe(`become a partner (${backend})`, () => {
  it('sends one request to the partner team and shows it as pending', async () => {
    const before = (await (
      await gateway.app.request(path('cmp_acme'), bearer(acme))
    ).json()) as PartnerRequestView
    expect(before).toEqual({ partner: false, request: null })
    const bad = await send('cmp_acme', { ...request, expectedCustomers: 0, website: 'acme' }, acme)
    expect(bad.status).toBe(422)
    const sent = await send('cmp_acme', request, acme)
    expect(sent.status).toBe(201)
    expect(((await sent.json()) as PartnerRequestView).request).toMatchObject({
      kind: 'RESELLER',
      status: 'pending',
    })
    const mails = await gateway.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, PARTNERS_INBOX), eq(outbox.kind, 'partner-request')))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.body).toContain('about 40 customers, https://acme.example')
    const again = await send('cmp_acme', request, acme)
    expect(again.status).toBe(409)
    expect(JSON.stringify(await again.json())).toContain(BECOME_PARTNER_TEXTS.alreadyRequested)
  })

  it('refuses a partner and another company', async () => {
    const refused = await send('cmp_northwind', request, partner)
    expect(refused.status).toBe(409)
    expect(JSON.stringify(await refused.json())).toContain(BECOME_PARTNER_TEXTS.alreadyPartner)
    expect((await send('cmp_acme', request, partner)).status).toBe(403)
  })
})
