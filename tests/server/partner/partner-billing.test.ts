import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LICENCE_TEXTS, type LicencePrice } from '../../../src/domain/customer-licences'
import {
  TRANSACTION_TEXTS,
  type AllocationPage,
  type TransactionPage,
} from '../../../src/domain/partner-transactions'
import { companies, licenceWallets, licenseAllocations, outbox, transactions } from '../../../server/db/schema'
import { backend, bearer, startSignedIn, type TestGateway } from '../gateway'

// A partner's billing (issue 26): transactions with filters, invoices as real PDFs downloaded and mailed, the
// allocation log; licences allocated from the wallet (all or nothing) and bought for a customer at the quoted price.

let gateway: TestGateway, partner: string, sub: string, acme: string
beforeAll(async () => {
  ;[gateway, partner, sub, acme] = await startSignedIn(
    'partner@northwind.example',
    'sub@fabrikam.example',
    'admin@acme.example',
  )
})
afterAll(() => gateway.close())

const call = (method: string, path: string, body: unknown, token = partner) =>
  gateway.app.request(path, {
    method,
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  })
const get = (path: string, token = partner) => gateway.app.request(path, bearer(token))
const list = async (query: string) =>
  (await (await get(`/api/v1/partner-portal/transactions/cmp_northwind?${query}`)).json()) as TransactionPage
const pdfText = async (bytes: Uint8Array) => {
  const { extractText } = await import('unpdf')
  return (await extractText(bytes, { mergePages: true })).text
}
const db = () => gateway.database.db
const wallet = async () =>
  (await db().select().from(licenceWallets).where(eq(licenceWallets.companyId, 'cmp_northwind'))).reduce(
    (sum, row) => sum + row.balance,
    0,
  )
const seats = async (id: string) =>
  (await db().select().from(companies).where(eq(companies.id, id)))[0]!.paidSeats

describe(`partner billing (${backend})`, () => {
  it('lists its transactions, filtered by method and repeated status, and refuses values outside the sets', async () => {
    const all = await list('')
    expect(all.pageInfo.totalCount).toBeGreaterThan(4)
    expect(all.items.every((row) => row.invoiceNumber.startsWith('NW-'))).toBe(true)
    const invoiced = await list('paymentMethod=INVOICE')
    expect(invoiced.items.every((row) => row.method === 'INVOICE')).toBe(true)
    const settled = await list('invoiceStatus=PAID&invoiceStatus=OVERDUE')
    expect(settled.items.length).toBeGreaterThan(0)
    expect(settled.items.every((row) => ['PAID', 'OVERDUE'].includes(row.paymentStatus))).toBe(true)
    const found = await list(`searchText=${all.items[0]!.invoiceNumber}`)
    expect(found.items.map((row) => row.id)).toEqual([all.items[0]!.id])
    expect((await get('/api/v1/partner-portal/transactions/cmp_northwind?invoiceStatus=LOST')).status).toBe(
      422,
    )
    expect((await get('/api/v1/partner-portal/transactions/cmp_northwind?paymentMethod=CASH')).status).toBe(
      422,
    )
    expect((await get('/api/v1/partner-portal/transactions/cmp_northwind', acme)).status).toBe(403)
    expect((await get('/api/v1/partner-portal/transactions/cmp_acme', acme)).status).toBe(403)
  })

  it('draws the invoice as a PDF with its amount, downloads it and mails it attached', async () => {
    const [row] = (await list('')).items
    const download = await get(`/api/v1/partner-portal/cmp_northwind/transactions/${row!.id}/invoice.pdf`)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    const text = await pdfText(new Uint8Array(await download.arrayBuffer()))
    const amount = row!.amountDue.toLocaleString('en-US', { style: 'currency', currency: 'USD' })
    expect(text).toContain(row!.invoiceNumber)
    expect(text).toContain(amount)
    const path = `/api/v1/partner-portal/cmp_northwind/transactions/${row!.id}/send_invoice`
    expect((await call('POST', path, { email: 'not-an-address' })).status).toBe(422)
    const sent = await call('POST', path, { email: 'billing@contoso.example' })
    expect(await sent.json()).toEqual({ message: TRANSACTION_TEXTS.invoiceSent })
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'billing@contoso.example'), eq(outbox.kind, 'invoice')))
    const attachment = mail?.attachments?.[0]
    expect(attachment?.filename).toBe(`${row!.invoiceNumber}.pdf`)
    expect(await pdfText(new Uint8Array(Buffer.from(attachment!.content, 'base64')))).toContain(amount)
    // Another partner's invoice is not found, not sent.
    expect(
      (
        await call(
          'POST',
          `/api/v1/partner-portal/cmp_fabrikam/transactions/${row!.id}/send_invoice`,
          { email: 'a@b.example' },
          sub,
        )
      ).status,
    ).toBe(404)
  })

  it('allocates from the wallet and the customer together, never more than it holds', async () => {
    const path = '/api/v1/billing/cmp_northwind/customers/cmp_nw_3/licenses/allocate'
    const before = { wallet: await wallet(), seats: await seats('cmp_nw_3') }
    for (const bad of [-1, 0, 2.5])
      expect((await call('POST', path, { licensesToAllocate: bad })).status).toBe(422)
    const tooMany = await call('POST', path, { licensesToAllocate: before.wallet + 1 })
    expect(tooMany.status).toBe(409)
    expect(JSON.stringify(await tooMany.json())).toContain(LICENCE_TEXTS.wallet(before.wallet))
    expect({ wallet: await wallet(), seats: await seats('cmp_nw_3') }).toEqual(before)
    const done = await call('POST', path, { licensesToAllocate: 10 })
    expect(await done.json()).toMatchObject({ message: LICENCE_TEXTS.allocated })
    expect({ wallet: await wallet(), seats: await seats('cmp_nw_3') }).toEqual({
      wallet: before.wallet - 10,
      seats: before.seats + 10,
    })
    // Two allocations racing for the last licences: one wins, the other is refused, the wallet never negative.
    const rest = await wallet()
    const race = await Promise.all([
      call('POST', path, { licensesToAllocate: rest }),
      call('POST', '/api/v1/billing/cmp_northwind/customers/cmp_nw_6/licenses/allocate', {
        licensesToAllocate: rest,
      }),
    ])
    expect(race.map((r) => r.status).sort()).toEqual([200, 409])
    expect(await wallet()).toBe(0)
    const logs = (await (
      await get('/api/v1/partner-portal/cmp_northwind/license_allocation/logs?search=')
    ).json()) as AllocationPage
    expect(logs.items[0]).toMatchObject({ allocatedBy: 'partner@northwind.example' })
    // The totals are the whole log's, whatever the search: what the partner's licensing page shows.
    const all = await db()
      .select()
      .from(licenseAllocations)
      .where(eq(licenseAllocations.partnerCompanyId, 'cmp_northwind'))
    const searched = (await (
      await get('/api/v1/partner-portal/cmp_northwind/license_allocation/logs?searchText=zzz-nobody')
    ).json()) as AllocationPage
    expect(searched.items).toEqual([])
    expect(searched.totals).toEqual({
      licences: all.reduce((sum, row) => sum + row.licences, 0),
      customers: new Set(all.map((row) => row.customerCompanyId)).size,
    })
    const rows = await db()
      .select()
      .from(licenseAllocations)
      .where(eq(licenseAllocations.customerCompanyId, 'cmp_nw_3'))
    expect(rows.some((row) => row.licences === 10)).toBe(true)
    expect(
      (
        await call('POST', '/api/v1/billing/cmp_northwind/customers/cmp_nw_12/licenses/allocate', {
          licensesToAllocate: 1,
        })
      ).status,
    ).toBe(404)
  })

  it('quotes and buys for a customer: a first purchase, or an upsell of an active subscription', async () => {
    const first = '/api/v1/billing/resellers/company/cmp_northwind/customers/cmp_nw_9/subscriptions'
    const quote = (await (
      await get(`${first}/calculate_price?licensesNumber=30&promotionCode=welcome10`)
    ).json()) as LicencePrice
    expect(quote).toMatchObject({ licences: 30, coupon: 'WELCOME10', bankWithdrawal: 0 })
    expect(quote.total).toBeCloseTo(quote.subtotal * 0.9, 2)
    expect((await get(`${first}/calculate_price?licensesNumber=30&promotionCode=NOPE`)).status).toBe(404)
    expect((await get(`${first}/calculate_price?licensesNumber=1.5`)).status).toBe(422)
    // cmp_nw_1 has an active subscription: an upsell, not a first purchase.
    expect(
      (
        await get(
          '/api/v1/billing/resellers/company/cmp_northwind/customers/cmp_nw_1/subscriptions/calculate_price?licensesNumber=5',
        )
      ).status,
    ).toBe(409)
    const before = await seats('cmp_nw_9')
    const bought = await call('POST', first, {
      licensesNumber: 30,
      orderNumber: 'PO-7788',
      promotionCode: 'WELCOME10',
    })
    expect(bought.status).toBe(201)
    expect(await bought.json()).toMatchObject({
      message: LICENCE_TEXTS.bought,
      price: { total: quote.total },
    })
    expect(await seats('cmp_nw_9')).toBe(before + 30)
    const [txn] = await db().select().from(transactions).where(eq(transactions.orderNumber, 'PO-7788'))
    expect(txn).toMatchObject({
      licences: 30,
      amountDueCents: Math.round(quote.total * 100),
      adminEmail: 'partner@northwind.example',
    })
    // Now it is subscribed: a second purchase is an upsell at its seat price.
    expect((await call('POST', first, { licensesNumber: 5 })).status).toBe(409)
    const upsell = await call('POST', `${first}/upgrade`, { licensesNumber: 5 })
    expect(upsell.status).toBe(201)
    expect(await seats('cmp_nw_9')).toBe(before + 35)
    // The sub-reseller buys through its own path, for its own customer only.
    const subPath = '/api/v1/billing/subresellers/company/cmp_fabrikam/customers/cmp_nw_12/subscriptions'
    expect((await call('POST', subPath, { licensesNumber: 3 }, sub)).status).toBe(201)
    expect(
      (
        await call(
          'POST',
          '/api/v1/billing/subresellers/company/cmp_fabrikam/customers/cmp_nw_9/subscriptions',
          { licensesNumber: 3 },
          sub,
        )
      ).status,
    ).toBe(404)
    expect(
      (
        await call(
          'POST',
          `/api/v1/billing/resellers/company/cmp_fabrikam/customers/cmp_nw_12/subscriptions`,
          { licensesNumber: 3 },
          sub,
        )
      ).status,
    ).toBe(403)
  })
  it("draws on the partner's bank before anything is due, and never twice (000 §7 bank)", async () => {
    const bank = async () =>
      (
        (await (await get('/billing/api/v1/company/cmp_fabrikam/bank', sub)).json()) as {
          data: { balance: number }
        }
      ).data.balance
    expect((await get('/billing/api/v1/company/cmp_fabrikam/bank', partner)).status).toBe(403)
    const before = await bank()
    expect(before).toBeGreaterThan(0)
    const path = '/api/v1/billing/subresellers/company/cmp_fabrikam/customers/cmp_nw_12/subscriptions/upgrade'
    const quote = (await (await get(`${path}/calculate_price?licensesNumber=2`, sub)).json()) as LicencePrice
    expect(quote.bankWithdrawal).toBeCloseTo(Math.min(before, quote.total), 2)
    // Two purchases at once: the second sees what the first left.
    const [one, two] = await Promise.all([
      call('POST', path, { licensesNumber: 2, orderNumber: 'BANK-1' }, sub),
      call('POST', path, { licensesNumber: 2, orderNumber: 'BANK-2' }, sub),
    ])
    expect([one.status, two.status]).toEqual([201, 201])
    const rows = await db()
      .select()
      .from(transactions)
      .where(eq(transactions.partnerCompanyId, 'cmp_fabrikam'))
    const drawn = rows.filter((row) => row.orderNumber?.startsWith('BANK-'))
    expect(drawn).toHaveLength(2)
    for (const row of drawn)
      expect(row.amountDueCents + row.bankWithdrawalCents).toBe(Math.round(quote.total * 100))
    const spent = drawn.reduce((sum, row) => sum + row.bankWithdrawalCents, 0)
    expect(Math.round((before - (await bank())) * 100)).toBe(spent)
    expect(await bank()).toBeGreaterThanOrEqual(0)
  })
})
