// @module-tag engine (the mail relay's queue): also runs on Postgres, see docs/testing.md.
import { simpleParser } from 'mailparser'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { transactions } from '../../../server/db/schema'
import { backend, bearer, json, startSignedIn, type TestGateway } from '../gateway'
import { relayQueued } from '../job-queue'
import { smtpServer } from '../smtp-server'

// A partner's invoice sent by email (issue 26) leaves through a real SMTP server on loopback: the mail read
// back with a MIME parser carries the PDF the gateway drew, and the PDF reads back with the amount due.

let gateway: TestGateway, partner: string
beforeAll(async () => {
  ;[gateway, partner] = await startSignedIn('partner@northwind.example')
})
afterAll(() => gateway.close())

describe(`invoice mail over SMTP (${backend})`, () => {
  it('arrives with its PDF attached, which reads back with the amount due', async () => {
    const smtp = await smtpServer()
    const { db } = gateway.database
    const [row] = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.partnerCompanyId, 'cmp_northwind'), eq(transactions.id, 'txn_nw_1')))
    const sent = await gateway.app.request(
      `/api/v1/partner-portal/cmp_northwind/transactions/${row!.id}/send_invoice`,
      json({ email: 'billing@contoso.example' }, bearer(partner).headers),
    )
    expect(sent.status).toBe(200)
    await relayQueued(gateway.database, { smtpUrl: smtp.url })
    const mail = smtp.received.find((item) => item.to === 'billing@contoso.example')
    expect(mail).toBeDefined()
    const parsed = await simpleParser(mail!.raw)
    expect(parsed.subject).toContain(row!.invoiceNumber)
    const [pdf] = parsed.attachments
    expect(pdf).toMatchObject({ filename: `${row!.invoiceNumber}.pdf`, contentType: 'application/pdf' })
    const { extractText } = await import('unpdf')
    const text = (await extractText(new Uint8Array(pdf!.content), { mergePages: true })).text
    const due = (row!.amountDueCents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' })
    expect(text).toContain(due)
    await smtp.close()
  })
})
