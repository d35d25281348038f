// @module-tag engine (raw SQL of the seed and the outbox): also runs on Postgres, see docs/testing.md.
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companies, users } from '../../../server/db/schema'
import { sendMail } from '../../../server/mail/outbox'
import { seedDemoData } from '../../../server/seed/seed'
import { backend, startGateway, TEST_PUBLIC_URL, type TestGateway } from '../gateway'

let gateway: TestGateway
beforeAll(async () => {
  gateway = await startGateway()
})
afterAll(() => gateway.close())

describe(`development outbox (${backend})`, () => {
  it('lists mail to an address, newest first, as JSON', async () => {
    const db = gateway.database.db
    await sendMail(db, null, { to: 'Someone@Acme.example', subject: 'First', body: 'one', kind: 'test' })
    await new Promise((resolve) => setTimeout(resolve, 5))
    await sendMail(db, null, { to: 'someone@acme.example', subject: 'Second', body: 'two', kind: 'test' })
    await sendMail(db, null, { to: 'other@acme.example', subject: 'Elsewhere', body: 'x', kind: 'test' })
    const response = await gateway.app.request('/__dev/outbox?to=someone@acme.example')
    expect(response.headers.get('content-type')).toContain('application/json')
    const { items } = (await response.json()) as { items: { subject: string }[] }
    expect(items.map((item) => item.subject)).toEqual(['Second', 'First'])
  })

  it('is off in production', async () => {
    const production = await startGateway({ production: true })
    expect((await production.app.request('/__dev/outbox')).status).toBe(404)
    await production.close()
  })
})

describe(`demo seed (${backend})`, () => {
  it('is idempotent', async () => {
    const db = gateway.database.db
    const before = await db.select({ n: count() }).from(users)
    const again = await seedDemoData(db)
    expect(again.seeded).toEqual([])
    const after = await db.select({ n: count() }).from(users)
    expect(after[0]?.n).toBe(before[0]?.n)
  })

  it('holds the demo companies with the shapes the issue asks for', async () => {
    const db = gateway.database.db
    const rows = await db.select().from(companies)
    const byId = new Map(rows.map((row) => [row.id, row]))
    expect(byId.get('cmp_acme')).toMatchObject({
      subscriptionType: 'FREE',
      trialStatus: 'available',
      hasBoost: false,
    })
    expect(byId.get('cmp_globex')).toMatchObject({ hasBoost: true, paidSeats: 250 })
    expect(byId.get('cmp_initech')).toMatchObject({ trialStatus: 'expired', hasBoost: false })
    expect(byId.get('cmp_northwind')).toMatchObject({ type: 'RESELLER', isPartner: true })
    expect(byId.get('cmp_fabrikam')).toMatchObject({ type: 'SUBRESELLER', parentCompanyId: 'cmp_northwind' })
    expect(rows.filter((row) => row.parentCompanyId === 'cmp_northwind').length).toBeGreaterThanOrEqual(12)
  })
})

describe(`verification email (${backend})`, () => {
  it('mails the signed-in admin a verification link, and only for their own account', async () => {
    const { signIn, json } = await import('../gateway')
    const { users } = await import('../../../server/db/schema')
    const { eq } = await import('drizzle-orm')
    await gateway.database.db
      .update(users)
      .set({ emailVerified: false })
      .where(eq(users.email, 'admin@acme.example'))
    const { token } = await signIn(gateway, 'admin@acme.example')
    const auth = { Authorization: `Bearer ${token}` }
    const someoneElse = await gateway.app.request(
      '/api/v1/user/verification_email',
      json({ user_id: 'usr_owner_globex_example' }, auth),
    )
    expect(someoneElse.status).toBe(403)
    const response = await gateway.app.request(
      '/api/v1/user/verification_email',
      json({ user_id: 'usr_admin_acme_example' }, auth),
    )
    expect(response.status).toBe(204)
    const { items } = (await (await gateway.app.request('/__dev/outbox?to=admin@acme.example')).json()) as {
      items: { subject: string; body: string }[]
    }
    expect(items[0]?.subject).toBe('Verify your email address')
    expect(items[0]?.body).toContain(`${TEST_PUBLIC_URL}/identity/v1/verify-email?token=`)
  })
})
