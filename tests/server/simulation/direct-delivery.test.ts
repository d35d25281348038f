import { generateKeyPairSync } from 'node:crypto'
import { simpleParser } from 'mailparser'
import MailComposer from 'nodemailer/lib/mail-composer/index.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DirectDeliveryError, DIRECT_DELIVERY_TEXTS as T } from '../../../server/direct-delivery/errors'
import { createGmailInserter } from '../../../server/direct-delivery/gmail'
import { createGraphInserter } from '../../../server/direct-delivery/graph'
import { eq } from 'drizzle-orm'
import { outbox, simulationSettings } from '../../../server/db/schema'
import { createDirectDelivery } from '../../../server/direct-delivery/placement'
import { sendMails } from '../../../server/mail/outbox'
import { settingsOf } from '../../../server/simulation/settings'
import { backend, bearer, signInUser, startGateway, type TestGateway } from '../gateway'
import { findMailJobs, relayQueued } from '../job-queue'
import { GMAIL_DELEGATION_TEXTS } from '../../../server/views/gmail-delegation-page'
import { startMailProviders, type MailProviders } from '../mail-providers'

// Direct email delivery (issue 62, item 4) through the providers' official clients (@googleapis/gmail with
// google-auth-library; @azure/msal-node with @microsoft/microsoft-graph-client), against a loopback server that
// answers as Google's and Microsoft's documented contracts say.

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
const account = {
  client_email: 'phish-insert@awareness-platform.iam.gserviceaccount.com',
  private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
}
const app = { clientId: '6f1c4c55-0000-4000-8000-000000000001', clientSecret: 'app-secret' }
let providers: MailProviders
beforeAll(async () => {
  providers = await startMailProviders({
    google: { publicKey, clientEmail: account.client_email, delegatedDomains: ['acme.example'] },
    microsoft: { ...app, tenants: ['tenant-acme'], users: ['eli@acme.example'] },
  })
})
afterAll(() => providers.close())

async function raw(to: string) {
  return new MailComposer({
    from: 'IT Service Desk <it@helpdesk.example>',
    to,
    subject: 'Your password expires today',
    text: 'Keep it: https://console.example/p/abc',
    html: '<p>Keep it: <a href="https://console.example/p/abc">here</a></p>',
    headers: { 'X-Awareness-Simulation': 'sim_1' },
  })
    .compile()
    .build()
}
const failureOf = async (work: Promise<unknown>) => {
  try {
    await work
  } catch (error) {
    return error as DirectDeliveryError
  }
  throw new Error('it did not fail')
}

describe('Gmail users.messages.insert', () => {
  it('places the message in the mailbox as the delegated service account, and says when delegation is missing', async () => {
    const gmail = createGmailInserter(account, providers.fetch)
    const id = await gmail.insert('eli@acme.example', await raw('eli@acme.example'))
    expect(id).toMatch(/^\w{16}$/)
    const placed = providers.placed.at(-1)!
    expect(placed).toMatchObject({ provider: 'gmail', mailbox: 'eli@acme.example' })
    const parsed = await simpleParser(String(placed.body))
    expect(parsed.subject).toBe('Your password expires today')
    expect(parsed.headers.get('x-awareness-simulation')).toBe('sim_1')

    const refused = await failureOf(gmail.insert('ann@globex.example', await raw('ann@globex.example')))
    expect(refused).toBeInstanceOf(DirectDeliveryError)
    expect(refused).toMatchObject({ permanent: true, message: T.notAuthorized('Gmail') })
  })

  it('keeps its token, takes a new one when Gmail refuses it, and passes a throttle’s Retry-After on', async () => {
    const gmail = createGmailInserter(account, providers.fetch)
    const before = providers.tokens.google
    await gmail.insert('eli@acme.example', await raw('eli@acme.example'))
    await gmail.insert('eli@acme.example', await raw('eli@acme.example'))
    expect(providers.tokens.google - before).toBe(1)
    providers.revokeTokens()
    await gmail.insert('eli@acme.example', await raw('eli@acme.example'))
    expect(providers.tokens.google - before).toBe(2)

    providers.throttle(1, 7)
    const throttled = await failureOf(gmail.insert('eli@acme.example', await raw('eli@acme.example')))
    expect(throttled).toMatchObject({ permanent: false, retryAfterMs: 7000, message: T.throttled('Gmail') })
  })
})

describe('Microsoft Graph, message created in the Inbox', () => {
  const message = (to: string) => ({
    from: { name: 'IT Service Desk', address: 'it@helpdesk.example' },
    to,
    subject: 'Your password expires today',
    html: '<p>Keep it</p>',
    headers: { 'X-Awareness-Simulation': 'sim_1', 'List-Unsubscribe': '<https://x>' },
    sentAt: new Date('2026-12-02T09:00:00Z'),
  })

  it('creates a received, unread message with the app’s token for the tenant', async () => {
    const graph = createGraphInserter(app, providers.fetch)
    const id = await graph.insert('tenant-acme', message('eli@acme.example'))
    expect(id).toMatch(/^AAMk/)
    const placed = providers.placed.at(-1)!
    expect(placed).toMatchObject({ provider: 'graph', mailbox: 'eli@acme.example' })
    expect(placed.body).toMatchObject({
      subject: 'Your password expires today',
      body: { contentType: 'html', content: '<p>Keep it</p>' },
      from: { emailAddress: { address: 'it@helpdesk.example', name: 'IT Service Desk' } },
      toRecipients: [{ emailAddress: { address: 'eli@acme.example' } }],
      // Graph takes only X- headers.
      internetMessageHeaders: [{ name: 'X-Awareness-Simulation', value: 'sim_1' }],
      singleValueExtendedProperties: [{ id: 'Integer 0x0E07', value: '0' }],
    })
  })

  it('renews a refused token once, passes Retry-After on, and names a missing mailbox or consent', async () => {
    const graph = createGraphInserter(app, providers.fetch)
    const before = providers.tokens.microsoft
    await graph.insert('tenant-acme', message('eli@acme.example'))
    await graph.insert('tenant-acme', message('eli@acme.example'))
    expect(providers.tokens.microsoft - before).toBe(1)
    providers.revokeTokens()
    await graph.insert('tenant-acme', message('eli@acme.example'))
    expect(providers.tokens.microsoft - before).toBe(2)

    providers.throttle(1, 12)
    expect(await failureOf(graph.insert('tenant-acme', message('eli@acme.example')))).toMatchObject({
      permanent: false,
      retryAfterMs: 12_000,
      message: T.throttled('Microsoft 365'),
    })
    expect(await failureOf(graph.insert('tenant-acme', message('nobody@acme.example')))).toMatchObject({
      permanent: true,
      message: T.noMailbox('Microsoft 365'),
    })
    expect(await failureOf(graph.insert('tenant-other', message('eli@acme.example')))).toMatchObject({
      permanent: true,
      message: T.notAuthorized('Microsoft 365'),
    })
    const wrongSecret = createGraphInserter({ ...app, clientSecret: 'old' }, providers.fetch)
    expect(await failureOf(wrongSecret.insert('tenant-acme', message('eli@acme.example')))).toMatchObject({
      permanent: true,
    })
  })
})

describe(`the relay places simulation mail directly (${backend})`, () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startGateway()
  })
  afterAll(() => gateway.close())

  it('through Microsoft 365 for the tenant’s mailboxes and Gmail for the rest, other mail untouched, throttles retried later', async () => {
    const { db } = gateway.database
    await settingsOf(db, 'cmp_acme')
    await db
      .update(simulationSettings)
      .set({
        isGmailDedEnabled: true,
        gmailConnectedAt: new Date(),
        isMicrosoftDedEnabled: true,
        microsoftConnectedAt: new Date(),
        microsoftTenant: 'tenant-acme',
      })
      .where(eq(simulationSettings.companyId, 'cmp_acme'))
    await db.delete(outbox)
    const simulation = (to: string, deliveryId: string) => ({
      to,
      subject: 'Your password expires today',
      body: 'Keep it: https://console.example/t/c/x',
      html: '<p>Keep it</p>',
      kind: 'simulation',
      companyId: 'cmp_acme',
      deliveryId,
      fromName: 'IT Service Desk',
      headers: { 'X-Test-Phish': 'acme' },
    })
    await sendMails(db, null, [
      simulation('eli@acme.example', 'dlv_1'),
      simulation('ann@acme.example', 'dlv_2'),
      {
        to: 'eli@acme.example',
        subject: 'Your code',
        body: 'Your code is 123456.',
        kind: 'code',
        companyId: 'cmp_acme',
      },
      // The settings' Send test arrives the way simulations do.
      {
        to: 'ann@acme.example',
        subject: 'Test: phishing simulation delivery',
        body: 'This test shows that phishing simulations reach this mailbox.',
        kind: 'phishing-simulation-test',
        companyId: 'cmp_acme',
      },
    ])
    const placedBefore = providers.placed.length
    const relayOptions = {
      smtpUrl: null,
      direct: createDirectDelivery(db, {
        google: createGmailInserter(account, providers.fetch),
        microsoft: createGraphInserter(app, providers.fetch),
      }),
    }
    // The code mail is no simulation's: with no SMTP server it stays in the outbox.
    expect(await relayQueued(gateway.database, relayOptions)).toEqual({ sent: 3, failed: 0, kept: 1 })
    expect(
      providers.placed
        .slice(placedBefore)
        .map((mail) => [mail.provider, mail.mailbox])
        .sort(),
    ).toEqual([
      ['gmail', 'ann@acme.example'],
      ['gmail', 'ann@acme.example'],
      ['graph', 'eli@acme.example'],
    ])
    const gmail = await simpleParser(
      String(
        providers.placed.find(
          (mail) => mail.mailbox === 'ann@acme.example' && String(mail.body).includes('Keep it'),
        )!.body,
      ),
    )
    expect(gmail.headers.get('x-test-phish')).toBe('acme')
    expect(gmail.from?.value[0]).toMatchObject({ name: 'IT Service Desk' })
    const rows = await db.select().from(outbox)
    expect(rows.find((row) => row.kind === 'code')!.status).toBe('queued')

    providers.throttle(1, 90)
    await sendMails(db, null, [simulation('eli@acme.example', 'dlv_3')])
    const started = Date.now()
    expect(await relayQueued(gateway.database, relayOptions)).toMatchObject({ sent: 0, failed: 0 })
    const [retried] = await db.select().from(outbox).where(eq(outbox.deliveryId, 'dlv_3'))
    expect(retried!.failure).toBe(T.throttled('Microsoft 365'))
    expect(retried!.nextAttemptAt.getTime() - started).toBeGreaterThanOrEqual(89_000)
    expect(retried!.nextAttemptAt.getTime() - started).toBeLessThan(100_000)
    // The provider's time is the next job's: it carries the attempt made.
    const [next] = (await findMailJobs(gateway.database, retried!.id)).filter(
      (job) => job.state === 'created',
    )
    expect(next!.data).toEqual({ outboxId: retried!.id, priorAttempts: 1 })
    expect(next!.startAfter.getTime() - started).toBeGreaterThanOrEqual(89_000)
  })
})

describe(`connecting Gmail checks the Workspace's delegation (${backend})`, () => {
  it('shows what to delegate, refuses until Google issues a token for the admin, then connects', async () => {
    const gmail = createGmailInserter({ ...account, client_id: '1049' }, providers.fetch)
    const gateway = await startGateway({ gmail: { clientId: '1049', isDelegated: gmail.isDelegated } })
    try {
      const admin = await signInUser(gateway, 'owner@globex.example')
      const base = '/phishing/api/v3/company/cmp_globex/settings'
      const initiate = await gateway.app.request(`${base}/user/${admin.userId}/ded/auth/initiate`, {
        method: 'POST',
        body: JSON.stringify({ domain: 'google' }),
        headers: { 'Content-Type': 'application/json', ...bearer(admin.token).headers },
      })
      const { url } = (await initiate.json()) as { url: string }
      const page = await (await gateway.app.request(url)).text()
      expect(page).toContain('1049')
      expect(page).toContain('https://www.googleapis.com/auth/gmail.insert')

      const early = await gateway.app.request(`${url}/allow`, { method: 'POST' })
      expect(early.status).toBe(409)
      expect(await early.text()).toContain(GMAIL_DELEGATION_TEXTS.notYet('globex.example'))

      providers.google.delegated.add('globex.example')
      const connected = await gateway.app.request(`${url}/allow`, { method: 'POST' })
      expect(connected.status).toBe(303)
      expect(connected.headers.get('location')).toContain('ded=connected&provider=google')
      const [row] = await gateway.database.db
        .select()
        .from(simulationSettings)
        .where(eq(simulationSettings.companyId, 'cmp_globex'))
      expect(row!.gmailConnectedAt).toBeInstanceOf(Date)
    } finally {
      providers.google.delegated.delete('globex.example')
      await gateway.close()
    }
  })
})
