// @module-tag engine (the delivery queue and its leases): also runs on Postgres, see docs/testing.md.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATHS } from '../../../src/domain/api-paths'
import { WEBHOOK_TEXTS, type WebhookDeliveryView } from '../../../src/domain/webhooks'
import { createEgressPolicy, EGRESS_TEXTS, type EgressPolicy } from '../../../server/egress/policy'
import {
  DELIVERY_HEADER,
  SIGNATURE_HEADER,
  newWebhookSecret,
  signWebhook,
  standardWebhookHeaders,
  verifyWebhookSignature,
} from '../../../server/webhooks/signature'
import { backend, bearer, json, quietInvite, signIn, startGateway, type TestGateway } from '../gateway'
import { deliverQueued, WEBHOOK_TEST_RETRY_SECONDS } from '../job-queue'

// Webhooks (issue 32): endpoints registered by a company's own admin, refused on private networks unless the
// configuration allows them, deliveries signed and retried through the durable queue to a receiver on loopback
// that checks each signature, acknowledged once, and an endpoint paused after failing in a row.

/** A receiver on loopback: answers each request with the next status of its script (the last one repeats). */
function startReceiver(clock: () => Date) {
  const received: {
    delivery: string
    event: string
    body: string
    signatureOk: boolean
    reason?: string
    /** What the Standard Webhooks library says of the same delivery (against the real clock: 5 minutes). */
    standard: string
    webhookId: string
  }[] = []
  const state = { script: [200] as number[], delayMs: 0, secret: '' }
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    request.on('end', () => {
      const check = verifyWebhookSignature(
        state.secret,
        body,
        request.headers[SIGNATURE_HEADER.toLowerCase()] as string,
        clock(),
      )
      let standard = 'verified'
      try {
        new Webhook(state.secret).verify(body, request.headers as Record<string, string>)
      } catch (error) {
        standard = (error as Error).message
      }
      received.push({
        standard,
        webhookId: String(request.headers['webhook-id']),
        delivery: String(request.headers[DELIVERY_HEADER.toLowerCase()]),
        event: String(request.headers['awareness-event']),
        body,
        signatureOk: check.ok,
        ...(check.ok ? {} : { reason: check.reason }),
      })
      const status = state.script.length > 1 ? state.script.shift()! : state.script[0]!
      setTimeout(
        () => response.writeHead(status, { 'Content-Type': 'text/plain' }).end(`answer ${status}`),
        state.delayMs,
      )
    })
  })
  return new Promise<{ url: string; received: typeof received; state: typeof state; close(): void }>(
    (resolve) =>
      server.listen(0, '127.0.0.1', () =>
        resolve({
          url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
          received,
          state,
          close: () => server.close(),
        }),
      ),
  )
}

describe(`webhooks (${backend})`, () => {
  let gateway: TestGateway, acme: string, globex: string, partner: string
  let now = new Date()
  const clock = () => now
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  beforeAll(async () => {
    gateway = await startGateway({
      egressAllow: ['127.0.0.1:*'],
      resolveHost: async (host) => (host === 'internal.example' ? ['10.1.2.3'] : ['93.184.216.34']),
    })
    acme = (await signIn(gateway, 'admin@acme.example')).token
    globex = (await signIn(gateway, 'owner@globex.example')).token
    partner = (await signIn(gateway, 'partner@northwind.example')).token
    receiver = await startReceiver(clock)
  })
  afterAll(async () => {
    receiver.close()
    await gateway.close()
  })

  const register = async (token: string, company: string, body: unknown) => {
    const response = await gateway.app.request(PATHS.webhooks(company), json(body, bearer(token).headers))
    return {
      status: response.status,
      body: (await response.json()) as {
        secret: string
        data: { id: string; status: string }
        error?: { details?: { field: string; message: string }[] }
      },
    }
  }
  /** The dispatcher on the webhook queue, once: what is due now is attempted (see deliverQueued). */
  const dispatcher = (
    options: { timeoutMs?: number; pauseAfterFailures?: number; egress?: EgressPolicy } = {},
  ) => ({
    drain: () =>
      deliverQueued(gateway.database, {
        secrets: gateway.tokens.secrets,
        egress: gateway.egress,
        now: clock,
        ...options,
      }),
  })
  /** The test's clock (the receiver's signature check reads it) keeps up with the real one. */
  const catchUp = () => (now = new Date(Math.max(now.getTime(), Date.now() + 1_000)))
  /** The queue's pause between attempts passes. */
  const pause = async () => {
    await new Promise((resolve) => setTimeout(resolve, WEBHOOK_TEST_RETRY_SECONDS * 1000 + 200))
    catchUp()
  }
  const log = async (company: string, id: string) =>
    (
      (await (
        await gateway.app.request(`${PATHS.webhooks(company)}/${id}/deliveries`, bearer(acme))
      ).json()) as { data: WebhookDeliveryView[] }
    ).data

  it('registers an endpoint once with its secret, and refuses bad forms, private networks and outsiders', async () => {
    const strict = await startGateway({
      resolveHost: async (host) => (host === 'internal.example' ? ['10.1.2.3'] : ['93.184.216.34']),
    })
    try {
      const token = (await signIn(strict, 'admin@acme.example')).token
      const post = async (body: unknown) => {
        const response = await strict.app.request(
          PATHS.webhooks('cmp_acme'),
          json(body, bearer(token).headers),
        )
        return { status: response.status, text: await response.text() }
      }
      const made = await post({ url: 'https://hooks.example/siem', eventTypes: ['user.added'] })
      expect(made.status).toBe(201)
      expect(made.text).toMatch(/"secret":"whsec_/)
      const listed = await (await strict.app.request(PATHS.webhooks('cmp_acme'), bearer(token))).text()
      expect(listed).toContain('https://hooks.example/siem')
      expect(listed).not.toContain('whsec_')
      for (const [body, message] of [
        [{ url: 'https://internal.example/x', eventTypes: ['user.added'] }, WEBHOOK_TEXTS.urlPrivate],
        [{ url: 'https://127.0.0.1/x', eventTypes: ['user.added'] }, WEBHOOK_TEXTS.urlPrivate],
        [{ url: 'https://[::1]/x', eventTypes: ['user.added'] }, WEBHOOK_TEXTS.urlPrivate],
        [{ url: 'https://169.254.169.254/latest', eventTypes: ['user.added'] }, WEBHOOK_TEXTS.urlPrivate],
        [{ url: 'http://hooks.example/x', eventTypes: ['user.added'] }, WEBHOOK_TEXTS.urlInvalid],
        [{ url: 'ftp://hooks.example/x', eventTypes: ['user.added'] }, WEBHOOK_TEXTS.urlInvalid],
        [{ url: '', eventTypes: ['user.added'] }, WEBHOOK_TEXTS.urlRequired],
        [{ url: 'https://hooks.example/x', eventTypes: [] }, WEBHOOK_TEXTS.eventsRequired],
      ] as const) {
        const refused = await post(body)
        expect(refused.status, JSON.stringify(body)).toBe(422)
        expect(refused.text).toContain(message)
      }
      expect((await post({ url: 'https://hooks.example/x', eventTypes: ['user.deleted'] })).status).toBe(422)
    } finally {
      await strict.close()
    }
    expect(
      (await register(globex, 'cmp_acme', { url: receiver.url, eventTypes: ['user.added'] })).status,
    ).toBe(403)
    expect(
      (await register(partner, 'cmp_nw_1', { url: receiver.url, eventTypes: ['user.added'] })).status,
    ).toBe(403)
  })

  it('delivers each event once, signed, after the receiver failed twice; the log keeps the answers', async () => {
    const made = await register(acme, 'cmp_acme', {
      url: receiver.url,
      eventTypes: ['user.added', 'user.disabled'],
    })
    expect(made.status).toBe(201)
    receiver.state.secret = made.body.secret
    receiver.state.script = [500, 503, 200]
    receiver.received.length = 0
    const invited = await gateway.app.request(
      '/api/v1/user/cmp_acme/invite',
      json(quietInvite('cmp_acme', ['hook.one@acme.example']), bearer(acme).headers),
    )
    expect(invited.status).toBeLessThan(300)
    const send = dispatcher()
    catchUp()
    expect(await send.drain()).toEqual({ delivered: 0, retried: 1, failed: 0 })
    // Not due again before its pause.
    expect(await send.drain()).toEqual({ delivered: 0, retried: 0, failed: 0 })
    await pause()
    expect(await send.drain()).toEqual({ delivered: 0, retried: 1, failed: 0 })
    await pause()
    expect(await send.drain()).toEqual({ delivered: 1, retried: 0, failed: 0 })
    await pause()
    expect(await send.drain()).toEqual({ delivered: 0, retried: 0, failed: 0 })

    expect(receiver.received).toHaveLength(3)
    expect(receiver.received.every((r) => r.signatureOk)).toBe(true)
    expect(new Set(receiver.received.map((r) => r.delivery)).size).toBe(1)
    // The maintained Standard Webhooks library verifies each attempt, and sees one message id across retries.
    expect(receiver.received.map((r) => r.standard)).toEqual(['verified', 'verified', 'verified'])
    expect(receiver.received.every((r) => r.webhookId === r.delivery)).toBe(true)
    const payload = JSON.parse(receiver.received[2]!.body) as {
      type: string
      data: { email: string }
      companyId: string
    }
    expect(payload).toMatchObject({
      type: 'user.added',
      companyId: 'cmp_acme',
      data: { email: 'hook.one@acme.example' },
    })
    const [entry] = await log('cmp_acme', made.body.data.id)
    expect(entry).toMatchObject({
      eventType: 'user.added',
      status: 'delivered',
      attempts: 3,
      responseStatus: 200,
    })
    expect(entry!.responseBody).toBe('answer 200')
    // Another company's admin cannot read this log.
    const foreign = await gateway.app.request(
      `${PATHS.webhooks('cmp_globex')}/${made.body.data.id}/deliveries`,
      bearer(globex),
    )
    expect(foreign.status).toBe(404)
  })

  it('a slow receiver is a failed attempt retried, and a test event reaches only its endpoint', async () => {
    const made = await register(acme, 'cmp_acme', { url: receiver.url, eventTypes: ['training.completed'] })
    receiver.state.secret = made.body.secret
    receiver.state.script = [200]
    receiver.state.delayMs = 500
    receiver.received.length = 0
    const test = await gateway.app.request(`${PATHS.webhooks('cmp_acme')}/${made.body.data.id}/test`, {
      method: 'POST',
      ...bearer(acme),
    })
    expect(test.status).toBe(202)
    const send = dispatcher({ timeoutMs: 100 })
    catchUp()
    expect(await send.drain()).toEqual({ delivered: 0, retried: 1, failed: 0 })
    expect((await log('cmp_acme', made.body.data.id))[0]!.error).toBe(EGRESS_TEXTS.noAnswer)
    receiver.state.delayMs = 0
    await pause()
    expect(await send.drain()).toEqual({ delivered: 1, retried: 0, failed: 0 })
    const events = receiver.received.map((r) => r.event)
    expect(events.every((event) => event === 'webhook.test')).toBe(true)
  })

  it('pauses an endpoint that keeps failing; its events wait and go once it is resumed', async () => {
    const made = await register(acme, 'cmp_acme', { url: receiver.url, eventTypes: ['user.disabled'] })
    receiver.state.secret = made.body.secret
    receiver.state.script = [500]
    const id = made.body.data.id
    for (let i = 0; i < 3; i += 1)
      await gateway.app.request(`${PATHS.webhooks('cmp_acme')}/${id}/test`, {
        method: 'POST',
        ...bearer(acme),
      })
    const send = dispatcher({ pauseAfterFailures: 3 })
    catchUp()
    expect(await send.drain()).toEqual({ delivered: 0, retried: 3, failed: 0 })
    const listed = (await (await gateway.app.request(PATHS.webhooks('cmp_acme'), bearer(acme))).json()) as {
      data: { id: string; status: string; consecutiveFailures: number }[]
    }
    expect(listed.data.find((row) => row.id === id)).toMatchObject({
      status: 'paused',
      consecutiveFailures: 3,
    })
    await pause()
    expect(await send.drain()).toEqual({ delivered: 0, retried: 0, failed: 0 })
    receiver.state.script = [200]
    receiver.received.length = 0
    const resumed = await gateway.app.request(`${PATHS.webhooks('cmp_acme')}/${id}/resume`, {
      method: 'POST',
      ...bearer(acme),
    })
    catchUp()
    expect(((await resumed.json()) as { data: { status: string } }).data.status).toBe('active')
    expect(await send.drain()).toEqual({ delivered: 3, retried: 0, failed: 0 })
    expect(receiver.received).toHaveLength(3)
  })

  it('Standard Webhooks: the library refuses an altered body, another secret and a stale delivery', () => {
    const secret = newWebhookSecret()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/)
    const body = '{"type":"user.added"}'
    const headers = standardWebhookHeaders(secret, 'dlv_1', body, new Date())
    expect(new Webhook(secret).verify(body, headers)).toEqual({ type: 'user.added' })
    expect(() => new Webhook(secret).verify('{"type":"user.disabled"}', headers)).toThrow(/signature/)
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow(/signature/)
    const stale = standardWebhookHeaders(secret, 'dlv_1', body, new Date(Date.now() - 301_000))
    expect(() => new Webhook(secret).verify(body, stale)).toThrow(/too old/)
    // A secret made before in base64url: the same key bytes once its consumer writes it in base64.
    const legacyKey = 'ab-cd_efgh-ijkl_mnopqrst-uvwxyz_0'.slice(0, 32)
    const signed = standardWebhookHeaders(`whsec_${legacyKey}`, 'dlv_2', body, new Date())
    const asBase64 = `whsec_${legacyKey.replace(/-/g, '+').replace(/_/g, '/')}`
    expect(new Webhook(asBase64).verify(body, signed)).toEqual({ type: 'user.added' })
  })

  it('signatures: a receiver refuses a stale timestamp and an altered body', () => {
    const at = new Date('2026-11-27T10:00:00Z')
    const header = signWebhook('whsec_test', '{"a":1}', at)
    expect(verifyWebhookSignature('whsec_test', '{"a":1}', header, at)).toEqual({ ok: true })
    expect(verifyWebhookSignature('whsec_test', '{"a":2}', header, at)).toEqual({
      ok: false,
      reason: 'mismatch',
    })
    expect(verifyWebhookSignature('whsec_other', '{"a":1}', header, at)).toEqual({
      ok: false,
      reason: 'mismatch',
    })
    expect(verifyWebhookSignature('whsec_test', '{"a":1}', header, new Date(at.getTime() + 301_000))).toEqual(
      { ok: false, reason: 'stale' },
    )
    expect(verifyWebhookSignature('whsec_test', '{"a":1}', 't=1,v1=zz', at)).toEqual({
      ok: false,
      reason: 'malformed',
    })
  })

  it('refuses, on the connection itself, a receiver on a private address when not allowed', async () => {
    const made = await register(acme, 'cmp_acme', { url: receiver.url, eventTypes: ['user.added'] })
    await gateway.app.request(`${PATHS.webhooks('cmp_acme')}/${made.body.data.id}/test`, {
      method: 'POST',
      ...bearer(acme),
    })
    receiver.received.length = 0
    const strict = dispatcher({ egress: createEgressPolicy() })
    catchUp()
    const outcome = await strict.drain()
    expect(outcome.retried).toBeGreaterThan(0)
    expect(receiver.received).toHaveLength(0)
    expect((await log('cmp_acme', made.body.data.id))[0]!.error).toBe(EGRESS_TEXTS.private)
  })
})
