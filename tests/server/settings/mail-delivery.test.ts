// @module-tag engine (the mail relay's queue): also runs on Postgres, see docs/testing.md.
import { EGRESS_TEXTS } from '../../../server/egress/policy'
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAIL_DELIVERY_TEXTS, type MailDelivery } from '../../../src/domain/mail-delivery'
import { mailSettings, outbox } from '../../../server/db/schema'
import { backend, bearer, signIn, startGateway, type TestGateway } from '../gateway'
import { relayQueued } from '../job-queue'
import { smtpServer } from '../smtp-server'

// Mail delivery (issue 29): a company's own SMTP server is saved (password sealed, never returned), tested
// against a real SMTP server on loopback (and a closed port, which the test names), and then sends the
// company's queued mail through the relay even without the console's own server; Microsoft Graph is connected
// through a one-time consent and the two can never be on together.

let gateway: TestGateway
let acme: string
let smtp: Awaited<ReturnType<typeof smtpServer>>
beforeAll(async () => {
  // The operator allows loopback mail servers here (ALLOW_PRIVATE_EGRESS), as for local testing.
  gateway = await startGateway({ egressAllow: ['127.0.0.1:*'] })
  acme = (await signIn(gateway, 'admin@acme.example')).token
  smtp = await smtpServer({ auth: { user: 'mailer', pass: 'S3cret-pass' } })
})
afterAll(async () => {
  await gateway.close()
  await smtp.close()
})

const base = '/white-label/api/v1/company/cmp_acme'
const call = (method: string, path: string, body?: unknown, token: string | null = acme) =>
  gateway.app.request(path, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    headers: { 'Content-Type': 'application/json', ...(token ? bearer(token).headers : {}) },
  })
const messageOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message
const port = () => Number(new URL(smtp.url).port)
const settings = (overrides: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port: port(),
  security: 'none',
  user: 'mailer',
  password: 'S3cret-pass',
  fromAddress: 'training@acme.example',
  ...overrides,
})
async function closedPort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port: free } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return free
}

describe(`mail delivery (${backend})`, () => {
  it('refuses what the form refuses', async () => {
    for (const [body, message] of [
      [settings({ host: '' }), 'Host: Field is required'],
      [settings({ host: 'smtp host' }), `Host: ${MAIL_DELIVERY_TEXTS.host}`],
      [settings({ port: 70000 }), `Port: ${MAIL_DELIVERY_TEXTS.port}`],
      [settings({ fromAddress: 'training' }), `From address: ${MAIL_DELIVERY_TEXTS.email}`],
      [settings({ password: null }), 'Password: Field is required'],
    ] as const) {
      const response = await call('PUT', `${base}/smtp`, body)
      expect(response.status, message).toBe(422)
      expect(await messageOf(response)).toBe(message)
    }
  })

  it('saves with the password sealed, tests against a real server, and says why a closed port fails', async () => {
    const saved = await call('PUT', `${base}/smtp`, settings())
    expect(saved.status).toBe(200)
    const delivery = (await saved.json()) as MailDelivery
    expect(delivery.smtp).toEqual({
      host: '127.0.0.1',
      port: port(),
      security: 'none',
      user: 'mailer',
      fromAddress: 'training@acme.example',
      dkimSelector: '',
      hasPassword: true,
    })
    expect(JSON.stringify(delivery)).not.toContain('S3cret-pass')
    const [row] = await gateway.database.db
      .select()
      .from(mailSettings)
      .where(eq(mailSettings.companyId, 'cmp_acme'))
    expect(row!.smtpPassword).not.toContain('S3cret-pass')

    const tested = await call('POST', `${base}/smtp/test`, { to: 'it@acme.example' })
    expect(tested.status).toBe(200)
    expect(await tested.json()).toEqual({ message: MAIL_DELIVERY_TEXTS.testSent('it@acme.example') })
    expect(smtp.received.map((mail) => mail.to)).toContain('it@acme.example')

    await call('PUT', `${base}/smtp`, settings({ password: 'wrong' }))
    const denied = await call('POST', `${base}/smtp/test`, {})
    expect(await messageOf(denied)).toBe(EGRESS_TEXTS.auth)
    await call('PUT', `${base}/smtp`, settings())

    // Saved again without a password: the sealed one is kept.
    const closed = await closedPort()
    await call('PUT', `${base}/smtp`, settings({ port: closed, password: null }))
    const refused = await call('POST', `${base}/smtp/test`, {})
    expect(refused.status).toBe(422)
    expect(await messageOf(refused)).toBe(EGRESS_TEXTS.noAnswer)
    await call('PUT', `${base}/smtp`, settings({ password: null }))
  })

  it('sends the company’s queued mail through its own server, with no console server configured', async () => {
    const id = randomUUID()
    await gateway.database.db.insert(outbox).values({
      id,
      to: 'learner@acme.example',
      subject: 'Quarterly phishing test',
      body: 'Hello',
      kind: 'phishing-simulation',
      companyId: 'cmp_acme',
    })
    const totals = await relayQueued(gateway.database, {
      smtpUrl: null,
      secrets: gateway.tokens.secrets,
      egress: gateway.egress,
    })
    expect(totals.sent).toBeGreaterThanOrEqual(1)
    const mail = smtp.received.find((received) => received.to === 'learner@acme.example')
    expect(mail?.raw.toString('utf8')).toMatch(/^From: training@acme\.example/m)
    const [row] = await gateway.database.db.select().from(outbox).where(eq(outbox.id, id))
    expect(row!.status).toBe('sent')
  })

  it('connects Graph through a one-time consent, never beside SMTP', async () => {
    const refused = await call('GET', `${base}/graph_api/auth_url?redirectDomain=http://localhost`)
    expect(refused.status).toBe(409)
    expect(await messageOf(refused)).toBe(MAIL_DELIVERY_TEXTS.exclusive)
    await call('DELETE', `${base}/smtp`)

    const evil = await call('GET', `${base}/graph_api/auth_url?redirectDomain=https://evil.example`)
    expect(evil.status).toBe(422)
    const { url } = (await (
      await call('GET', `${base}/graph_api/auth_url?redirectDomain=http://localhost`)
    ).json()) as {
      url: string
    }
    const consent = await gateway.app.request(new URL(url).pathname + new URL(url).search)
    expect(await consent.text()).toContain('Acme')
    const state = new URL(url).searchParams.get('state')!
    const forged = await call(
      'GET',
      `/white-label/api/v1/graph_api/callback?admin_consent=True&state=${state}x`,
      undefined,
      null,
    )
    expect(forged.status).toBe(422)
    const back = await call(
      'GET',
      `/white-label/api/v1/graph_api/callback?admin_consent=True&tenant=t1&state=${state}`,
      undefined,
      null,
    )
    expect(back.status).toBe(302)
    expect(back.headers.get('location')).toBe('http://localhost/settings/white-label?graph=connected')
    const replay = await call(
      'GET',
      `/white-label/api/v1/graph_api/callback?admin_consent=True&state=${state}`,
      undefined,
      null,
    )
    expect(replay.status).toBe(422)

    const delivery = (await (await call('GET', `${base}/mail_delivery`)).json()) as MailDelivery
    expect(delivery.graph).toMatchObject({ available: true, account: 't1' })
    const smtpNow = await call('PUT', `${base}/smtp`, settings())
    expect(smtpNow.status).toBe(409)
    expect(await messageOf(smtpNow)).toBe(MAIL_DELIVERY_TEXTS.exclusive)
    const reset = (await (await call('DELETE', `${base}/graph_api/auth_reset`)).json()) as MailDelivery
    expect(reset.graph.connectedAt).toBeNull()
  })
})
