import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companies, licenceWallets, subscriptions, trainingCampaigns } from '../../../server/db/schema'
import { PATHS } from '../../../src/domain/api-paths'
import { backend, bearer, json, startSignedIn, type TestGateway } from '../gateway'

let gateway: TestGateway, acme: string, globex: string, initech: string, customer: string
beforeAll(async () => {
  ;[gateway, acme, globex, initech, customer] = await startSignedIn(
    'admin@acme.example',
    'owner@globex.example',
    'expired@initech.example',
    'admin@wideworld.example',
  )
})
afterAll(() => gateway.close())

const call = (path: string, token: string, init: RequestInit = {}) =>
  gateway.app.request(path, { ...init, headers: { ...bearer(token).headers, ...(init.headers ?? {}) } })
const pricing = (company: string, token: string, query: string) =>
  call(`${PATHS.pricing(company)}?${query}`, token)
const checkout = (company: string, token: string, body: Record<string, unknown>) =>
  gateway.app.request(
    PATHS.checkout(company),
    json({ email: 'x@y.example', companyId: company, ...body }, bearer(token).headers),
  )
const companyRow = async (id: string) =>
  (await gateway.database.db.select().from(companies).where(eq(companies.id, id)))[0]!

describe(`plans and billing (${backend})`, () => {
  it('prices by size with coupons, and refuses what the form would have refused', async () => {
    const plain = await (await pricing('cmp_acme', acme, 'usersNumber=50')).json()
    expect(plain).toEqual({ pricing: { pricePerSeat: 36, totalPrice: 1800 } })
    const discounted = await (await pricing('cmp_acme', acme, 'usersNumber=100&couponCode=welcome10')).json()
    expect(discounted).toEqual({ pricing: { pricePerSeat: 27, totalPrice: 2700 } })
    const unknown = await pricing('cmp_acme', acme, 'usersNumber=50&couponCode=NOPE')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({
      error: { code: 'coupon_invalid', message: 'This coupon code does not exist.' },
    })
    expect((await pricing('cmp_acme', acme, 'usersNumber=50&couponCode=SPRING25')).status).toBe(404)
    const below = await pricing('cmp_acme', acme, 'usersNumber=10')
    expect(below.status).toBe(422)
    expect(await below.json()).toMatchObject({
      error: { message: 'Number of Users must be greater than or equal to 50.' },
    })
    expect((await pricing('cmp_acme', acme, 'usersNumber=12.5')).status).toBe(422)
    expect((await pricing('cmp_acme', acme, 'usersNumber=6000')).status).toBe(422)
  })

  it('keeps billing to the company’s own admins and away from a provider’s customers', async () => {
    expect((await pricing('cmp_acme', globex, 'usersNumber=50')).status).toBe(403)
    expect((await gateway.app.request(`${PATHS.pricing('cmp_acme')}?usersNumber=50`)).status).toBe(401)
    const managed = await pricing('cmp_nw_3', customer, 'usersNumber=50')
    expect(managed.status).toBe(403)
    expect(await managed.json()).toMatchObject({
      error: { message: 'Licensing is managed by your provider' },
    })
    expect((await call(PATHS.trial('cmp_nw_3'), customer, { method: 'POST' })).status).toBe(403)
  })

  it('starts the trial once', async () => {
    expect((await call(PATHS.trial('cmp_acme'), acme, { method: 'POST' })).status).toBe(204)
    expect(await companyRow('cmp_acme')).toMatchObject({ trialStatus: 'active' })
    expect((await call(PATHS.trial('cmp_acme'), acme, { method: 'POST' })).status).toBe(409)
  })

  it('checks out through a single-use local page, then the company is on Boost with its seats', async () => {
    const created = await checkout('cmp_acme', acme, { quantity: 50 })
    expect(created.status).toBe(200)
    const url = new URL(await created.text())
    expect(url.pathname).toMatch(/^\/billing\/api\/v1\/checkout\/cs_[\w-]{20,}$/)
    const page = await gateway.app.request(url.pathname)
    expect(await page.text()).toContain('Pay $1,800.00')
    const paid = await gateway.app.request(`${url.pathname}/pay`, { method: 'POST' })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe('/licensing?modal=purchaseComplete')
    expect(await companyRow('cmp_acme')).toMatchObject({
      hasBoost: true,
      paidSeats: 50,
      subscriptionType: 'PAID',
      trialStatus: 'expired',
    })
    // Single use: paying again changes nothing.
    const again = await gateway.app.request(`${url.pathname}/pay`, { method: 'POST' })
    expect(again.headers.get('location')).toBe('/licensing?checkout=expired')
    expect((await companyRow('cmp_acme')).paidSeats).toBe(50)
    const { data } = (await (await call(PATHS.subscriptions('cmp_acme'), acme)).json()) as {
      data: { stripe_reserved_seats: number; stripe_price_per_user_cents: number }[]
    }
    expect(data.at(-1)).toMatchObject({ stripe_reserved_seats: 50, stripe_price_per_user_cents: 3600 })
  })

  it('adds licences on Boost, and a cancelled checkout sends the typed values back', async () => {
    const created = await checkout('cmp_acme', acme, { quantity: 3, couponCode: 'WELCOME10' })
    const path = new URL(await created.text()).pathname
    const cancelled = await gateway.app.request(`${path}/cancel`, { method: 'POST' })
    expect(cancelled.headers.get('location')).toBe(
      '/licensing?checkout=cancelled&usersNumber=3&coupon=WELCOME10',
    )
    expect((await companyRow('cmp_acme')).paidSeats).toBe(50)
    const planEnd = async () =>
      (
        await gateway.database.db
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.companyId, 'cmp_acme'))
          .orderBy(desc(subscriptions.createdAt))
          .limit(1)
      )[0]!.currentPeriodEnd.getTime()
    const endBefore = await planEnd()
    const second = new URL(await (await checkout('cmp_acme', acme, { quantity: 3 })).text()).pathname
    const paid = await gateway.app.request(`${second}/pay`, { method: 'POST' })
    expect(paid.headers.get('location')).toBe('/licensing?modal=purchaseComplete&licenses=3')
    expect((await companyRow('cmp_acme')).paidSeats).toBe(53)
    // Added licenses run 12 months of their own; the plan keeps its renewal date (the rule the form states).
    expect(await planEnd()).toBe(endBefore)
    const [batch] = await gateway.database.db
      .select()
      .from(licenceWallets)
      .where(eq(licenceWallets.companyId, 'cmp_acme'))
      .orderBy(desc(licenceWallets.createdAt))
      .limit(1)
    expect(batch!.balance).toBe(3)
    expect(Math.round((batch!.expiresAt.getTime() - Date.now()) / 86_400_000)).toBe(365)
    const { data } = (await (await call(PATHS.invoices('cmp_acme'), acme)).json()) as {
      data: { status: string; purchasedSeats: number; amount: number; paidDate: string | null }[]
    }
    expect(data.map((row) => [row.status, row.purchasedSeats])).toEqual([
      ['PAID', 3],
      ['VOID', 3],
      ['PAID', 50],
    ])
    expect(data[2]).toMatchObject({ amount: 1800 })
    expect(data[0]!.paidDate).not.toBeNull()
    expect((await call(PATHS.invoices('cmp_acme'), globex)).status).toBe(403)
  })

  it("draws each checkout's invoice as a PDF (none for a void one), for the company only", async () => {
    const { data } = (await (await call(PATHS.invoices('cmp_acme'), acme)).json()) as {
      data: { id: string; number: string; status: string; hasPdf: boolean; amount: number }[]
    }
    expect(data.map((row) => row.hasPdf)).toEqual(data.map((row) => row.status !== 'VOID'))
    // The checkout's own id is its payment page's secret: invoices are known by another.
    expect(data.every((row) => /^inv_[0-9a-f]{16}$/.test(row.id))).toBe(true)
    const first = data.find((row) => row.amount === 1800)!
    const response = await call(PATHS.invoicePdf('cmp_acme', first.id), acme)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${first.number}.pdf"`)
    const { extractText } = await import('unpdf')
    const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true })
    expect(text).toContain(`Invoice ${first.number}`)
    expect(text).toContain('Billed to: Acme Corp')
    expect(text).toContain('Boost, 50 users')
    expect(text).toContain('$1,800.00')
    const voided = data.find((row) => row.status === 'VOID')!
    expect((await call(PATHS.invoicePdf('cmp_acme', voided.id), acme)).status).toBe(404)
    expect((await call(PATHS.invoicePdf('cmp_acme', 'inv_0000000000000000'), acme)).status).toBe(404)
    expect((await call(PATHS.invoicePdf('cmp_acme', first.id), globex)).status).toBe(403)
    expect((await call(PATHS.invoicePdf('cmp_globex', first.id), globex)).status).toBe(404)
  })

  it('keeps each licence purchase in the wallet, and opens a lapsing customer portal for buyers only', async () => {
    const { licenses } = (await (await call(PATHS.licenses('cmp_acme'), acme)).json()) as {
      licenses: { balance: number; isActive: boolean; isExpired: boolean; expiresAt: string }[]
    }
    expect(licenses).toHaveLength(1)
    expect(licenses[0]).toMatchObject({ balance: 3, isActive: true, isExpired: false })
    expect(new Date(licenses[0]!.expiresAt).getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000)
    const seeded = (await (await call(PATHS.licenses('cmp_globex'), globex)).json()) as {
      licenses: { balance: number; isExpired: boolean }[]
    }
    expect(seeded.licenses.map((row) => [row.balance, row.isExpired])).toEqual([
      [50, false],
      [25, true],
    ])
    expect((await call(PATHS.licenses('cmp_acme'), globex)).status).toBe(403)
    expect((await gateway.app.request(PATHS.licenses('cmp_acme'))).status).toBe(401)

    const opened = await call(PATHS.customerPortal('cmp_acme'), acme, { method: 'POST' })
    expect(opened.status).toBe(200)
    const portal = new URL(await opened.text()).pathname
    expect(portal).toMatch(/^\/billing\/api\/v1\/portal\/ps_[\w-]{20,}$/)
    const page = await (await gateway.app.request(portal)).text()
    expect(page).toContain('Acme')
    expect(page).toContain('53 seats')
    expect(page).toContain('3 licences')
    expect((await gateway.app.request('/billing/api/v1/portal/ps_guess')).status).toBe(404)
    expect((await call(PATHS.customerPortal('cmp_acme'), globex, { method: 'POST' })).status).toBe(403)
    const managed = await call(PATHS.customerPortal('cmp_nw_3'), customer, { method: 'POST' })
    expect(managed.status).toBe(403)
    const neverBought = await call(PATHS.customerPortal('cmp_initech'), initech, { method: 'POST' })
    expect(neverBought.status).toBe(409)
    expect(await neverBought.json()).toMatchObject({ error: { code: 'no_billing_account' } })
  })

  it('previews the downgrade from real data, then suspends running training and goes Free', async () => {
    const preview = (await (await call(PATHS.downgradePreview('cmp_globex'), globex)).json()) as {
      campaigns: { name: string; kind: string; learners: number }[]
      assignments: number
    }
    expect(preview.campaigns.map((campaign) => campaign.name)).toEqual(
      expect.arrayContaining(['Annual Training Campaign', 'Cyber Escape Room', 'Q3 Phishing Exercise']),
    )
    expect(preview.assignments).toBeGreaterThan(0)
    const refused = await call(PATHS.subscriptionType('cmp_globex'), globex, {
      method: 'PATCH',
      body: JSON.stringify({ subscriptionType: 'PAID' }),
      headers: { 'Content-Type': 'application/json' },
    })
    expect(refused.status).toBe(422)
    const done = await call(PATHS.subscriptionType('cmp_globex'), globex, {
      method: 'PATCH',
      body: JSON.stringify({ subscriptionType: 'FREE' }),
      headers: { 'Content-Type': 'application/json' },
    })
    expect(done.status).toBe(204)
    expect(await companyRow('cmp_globex')).toMatchObject({
      hasBoost: false,
      subscriptionType: 'FREE',
      paidSeats: 0,
    })
    const [annual] = await gateway.database.db
      .select()
      .from(trainingCampaigns)
      .where(eq(trainingCampaigns.id, 'trn_globex_annual'))
    expect(annual!.status).toBe('suspended')
    expect((await call(PATHS.downgradePreview('cmp_globex'), initech)).status).toBe(403)
  })
})

describe(`contact sales (${backend})`, () => {
  it('records the sales request and the quote form, and refuses what the dialog refuses', async () => {
    const request = await gateway.app.request(
      PATHS.contactUsBuy('cmp_acme'),
      json(
        {
          full_name: 'Alice Admin',
          company_name: 'Acme Corp',
          email: 'admin@acme.example',
          users_number: 25,
          message: 'Hi',
        },
        bearer(acme).headers,
      ),
    )
    expect(request.status).toBe(204)
    const quote = (body: Record<string, unknown>) =>
      gateway.app.request(
        PATHS.quoteForm,
        json(
          {
            name: 'Alice',
            lastName: 'Admin',
            email: 'admin@acme.example',
            users: 25,
            message: '',
            phone: '+1 555 010 0199',
            companyName: 'Acme Corp',
            ...body,
          },
          bearer(acme).headers,
        ),
      )
    expect((await quote({})).status).toBe(204)
    expect((await quote({ phone: '' })).status).toBe(422)
    expect((await quote({ users: 0 })).status).toBe(422)
    expect((await quote({ message: 'x'.repeat(10_001) })).status).toBe(422)
    expect(
      (
        await gateway.app.request(
          PATHS.contactUsBuy('cmp_acme'),
          json(
            { full_name: '', company_name: '', email: 'x@y.example', users_number: 25, message: '' },
            bearer(globex).headers,
          ),
        )
      ).status,
    ).toBe(403)
    const { items } = (await (
      await gateway.app.request('/__dev/outbox?to=sales@awareness.example')
    ).json()) as {
      items: { kind: string; subject: string }[]
    }
    expect(items.map((item) => item.kind).sort()).toEqual(['quote-form', 'sales-request'])
  })
})
