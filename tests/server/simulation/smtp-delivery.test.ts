// @module-tag engine (the mail relay on the job queue): also runs on Postgres, see docs/testing.md.
import { createEgressPolicy } from '../../../server/egress/policy'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGateway } from '../../../server/app'
import { createTokenService } from '../../../server/auth/tokens'
import { openDatabase, type OpenedDatabase } from '../../../server/db/open'
import { outbox, simulationDeliveries, simulationEvents, users } from '../../../server/db/schema'
import { createRelay } from '../../../server/mail/relay'
import { sendMail } from '../../../server/mail/outbox'
import { seedDemoData } from '../../../server/seed/seed'
import { dispatchDue } from '../../../server/simulation/dispatcher'
import { launchSimulation } from '../../../server/simulation/launch'
import { backend, freshPostgres, LOOPBACK, secret, TEST_PUBLIC_URL } from '../gateway'
import { eventually, startRelayQueue } from '../job-queue'
import { smtpServer } from '../smtp-server'

// Mail for real (issue 25): a 1,000-recipient simulation goes through a real SMTP server on loopback and is
// read back with a MIME parser; each mail's link is followed and its landing page served, each person's click
// recorded once. The gateway stops in the middle of the round and starts again on the same database: no send
// is lost or repeated. A server that refuses or never answers gets the mail queue's retries, then the recipient
// is failed and the job dead-lettered.

const RECIPIENTS = 1000
let dataDir: string
let pg: { url: string; drop(): Promise<void> } | null = null

async function open(): Promise<OpenedDatabase> {
  return openDatabase(pg ? { url: pg.url } : { dataDir })
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'smtp-delivery-'))
  pg = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : null
  const database = await open()
  await seedDemoData(database.db)
  const people = Array.from({ length: RECIPIENTS }, (_, i) => ({
    id: `usr_bulk_${i}`,
    companyId: 'cmp_acme',
    email: `bulk${i}@acme.example`,
    name: `Bulk${i}`,
    timeZone: ['Europe/Kyiv', 'America/Chicago', 'Asia/Tokyo', null][i % 4],
  }))
  for (let i = 0; i < people.length; i += 500)
    await database.db.insert(users).values(people.slice(i, i + 500))
  // Only the bulk campaign sends here: the seeded Globex campaigns' planned mails are left out of the count.
  await database.db.delete(simulationDeliveries).where(eq(simulationDeliveries.state, 'planned'))
  await database.close()
}, 120_000)

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true })
  await pg?.drop()
})

describe(`SMTP delivery (${backend})`, () => {
  it('delivers 1,000 simulation mails once each across a restart, and every link lands once', async () => {
    const smtp = await smtpServer()
    const now = new Date()
    const later = new Date(now.getTime() + 40 * 86_400_000)
    let database = await open()
    const launched = await launchSimulation(
      database.db,
      'cmp_acme',
      'usr_admin_acme_example',
      {
        name: 'Bulk',
        kind: 'ONE_TIME',
        recurrence: 'once',
        sendDays: 0,
        startHour: 0,
        endHour: 23,
        businessDaysOnly: false,
        startDate: null,
        templateIds: ['sim_o365_password_expiry', 'sim_parcel_delivery'],
        loginPageId: null,
        audience: 'CUSTOM_USERS',
        departmentIds: [],
        groupIds: [],
        userIds: [],
        emails: Array.from({ length: RECIPIENTS }, (_, i) => `bulk${i}@acme.example`),
        timeZone: 'Europe/Kyiv',
      },
      now,
    )
    expect(launched.recipients).toBe(RECIPIENTS)
    const options = { publicUrl: TEST_PUBLIC_URL, relayed: true, batch: 200 }
    const campaignMails = async (db: OpenedDatabase['db']) => {
      const [row] = await db
        .select({
          sent: sql<number>`count(*) filter (where ${outbox.status} = 'sent')::int`,
          queued: sql<number>`count(*) filter (where ${outbox.status} = 'queued')::int`,
        })
        .from(outbox)
        .where(sql`${outbox.deliveryId} is not null`)
      return row!
    }

    // The first process mails part of the round and relays part of that, then stops.
    let relay = createRelay(database.db, { smtpUrl: smtp.url, ratePerMinute: 100_000, now: () => later })
    let queue = await startRelayQueue(database, relay)
    expect(await dispatchDue(database.db, later, { ...options, maxBatches: 2, jobs: queue.sender })).toBe(400)
    await eventually(
      async () => ((await campaignMails(database.db)).sent >= 100 ? true : undefined),
      'the first mails relayed',
    )
    await queue.stop()
    relay.close()
    const claimed = smtp.received.length
    expect(claimed).toBeGreaterThanOrEqual(100)
    await database.close()

    // The second process picks up from the database alone: the first one's jobs left, and the rest of the round.
    database = await open()
    relay = createRelay(database.db, { smtpUrl: smtp.url, ratePerMinute: 100_000, now: () => later })
    queue = await startRelayQueue(database, relay)
    const started = performance.now()
    expect(await dispatchDue(database.db, later, { ...options, jobs: queue.sender })).toBe(RECIPIENTS - 400)
    const rest = await eventually(
      async () => {
        const mails = await campaignMails(database.db)
        return mails.queued === 0 && mails.sent === RECIPIENTS ? mails : undefined
      },
      'the whole round relayed',
      180_000,
    )
    console.log(
      `SMTP relay: ${rest.sent - claimed} mails in ${((performance.now() - started) / 1000).toFixed(2)} s on ${backend} (${claimed} before the restart)`,
    )
    await queue.stop()
    relay.close()

    // Each recipient got exactly one mail, with their own link.
    expect(smtp.received).toHaveLength(RECIPIENTS)
    expect(new Set(smtp.received.map((mail) => mail.to)).size).toBe(RECIPIENTS)
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(RECIPIENTS)
    const states = await database.db
      .select({ state: simulationDeliveries.state, n: sql<number>`count(*)::int` })
      .from(simulationDeliveries)
      .where(eq(simulationDeliveries.campaignId, launched.id))
      .groupBy(simulationDeliveries.state)
    expect(states).toEqual([{ state: 'sent', n: RECIPIENTS }])

    // Every mail parsed; its link followed: the landing page, then the browser's confirmation.
    const gateway = createGateway({
      db: database.db,
      tokens: createTokenService(secret),
      production: false,
      publicUrl: TEST_PUBLIC_URL,
      egress: createEgressPolicy(),
    })
    await database.db
      .update(simulationDeliveries)
      .set({ sentAt: new Date(Date.now() - 3600_000) })
      .where(eq(simulationDeliveries.campaignId, launched.id))
    const browser = { 'User-Agent': 'Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Safari/605.1.15' }
    for (const mail of smtp.received) {
      const parsed = await simpleParser(mail.raw)
      expect(parsed.headers.get('x-test-phish')).toBeTruthy()
      const link = /href="([^"]+\/t\/c\/[^"]+)"/.exec(String(parsed.html))?.[1]
      expect(link, `a link in the mail to ${mail.to}`).toBeTruthy()
      const path = new URL(link!).pathname
      expect(String(parsed.text)).toContain(path)
      const landing = await gateway.request(path, { headers: browser }, LOOPBACK as never)
      expect(landing.status).toBe(200)
      expect(await landing.text()).toContain('Oops! You clicked.')
      await gateway.request(`${path}/confirm`, { method: 'POST', headers: browser }, LOOPBACK as never)
      await gateway.request(`${path}/confirm`, { method: 'POST', headers: browser }, LOOPBACK as never)
    }
    const events = await database.db
      .select({ kind: simulationEvents.kind, n: sql<number>`count(*)::int` })
      .from(simulationEvents)
      .where(sql`${simulationEvents.campaignId} = ${launched.id} and ${simulationEvents.scanner} is null`)
      .groupBy(simulationEvents.kind)
    expect(Object.fromEntries(events.map((row) => [row.kind, row.n]))).toEqual({
      opened: RECIPIENTS,
      clicked: RECIPIENTS,
      phished: RECIPIENTS,
    })
    await database.close()
    await smtp.close()
  }, 240_000)

  it('retries a refusal or a silent server, then fails the mail and its recipient; a 5xx is final at once', async () => {
    let flaky = 2
    const smtp = await smtpServer({
      refuse: (to) =>
        to === 'nobody@acme.example' ? 550 : to === 'flaky@acme.example' && flaky-- > 0 ? 451 : null,
    })
    const database = await open()
    const relay = createRelay(database.db, { smtpUrl: smtp.url })
    const queue = await startRelayQueue(database, relay)
    for (const to of ['nobody@acme.example', 'flaky@acme.example', 'fine@acme.example'])
      await sendMail(database.db, queue.sender, { to, subject: 'Hello', body: 'Text', kind: 'test' })
    const rows = await eventually(async () => {
      const found = await database.db
        .select()
        .from(outbox)
        .where(sql`${outbox.kind} = 'test'`)
      return found.every((row) => row.status !== 'queued') ? found : undefined
    }, 'the three mails settled')
    await queue.stop()
    relay.close()
    const status = Object.fromEntries(rows.map((row) => [row.to, [row.status, row.attempts]]))
    expect(status).toEqual({
      'nobody@acme.example': ['failed', 1],
      'flaky@acme.example': ['sent', 3],
      'fine@acme.example': ['sent', 1],
    })
    expect(rows.find((row) => row.to === 'nobody@acme.example')!.failure).toMatch(/550/)
    expect(smtp.received.map((mail) => mail.to).sort()).toEqual(['fine@acme.example', 'flaky@acme.example'])

    // A server that accepts the connection and never greets: each attempt times out, then the mail is failed and
    // its job dead-lettered with the reason.
    const silent: Server = createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const port = (silent.address() as { port: number }).port
    const stuckRelay = createRelay(database.db, { smtpUrl: `smtp://127.0.0.1:${port}`, timeoutMs: 300 })
    const stuck = await startRelayQueue(database, stuckRelay, {
      'mail-send': { retryLimit: 1, retryDelay: 1, retryBackoff: false },
    })
    await sendMail(database.db, stuck.sender, {
      to: 'late@acme.example',
      subject: 'Hello',
      body: 'Text',
      kind: 'silent',
    })
    const late = await eventually(async () => {
      const [row] = await database.db.select().from(outbox).where(eq(outbox.kind, 'silent'))
      return row?.status === 'failed' ? row : undefined
    }, 'the silent server’s mail failed')
    expect(late).toMatchObject({ status: 'failed', attempts: 2 })
    const dead = await eventually(async () => {
      const [job] = (await stuck.boss.findJobs('dead-letters')).filter(
        (row) => row.sourceName === 'mail-send',
      )
      return job
    }, 'the dead letter')
    expect(dead.data).toEqual({ outboxId: late.id })
    await stuck.stop()
    stuckRelay.close()
    silent.close()
    await database.close()
    await smtp.close()
  }, 60_000)
})
