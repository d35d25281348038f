// @module-tag engine (the job queue): also runs on Postgres, see docs/testing.md.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { simpleParser } from 'mailparser'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATHS } from '../../../src/domain/api-paths'
import { outbox } from '../../../server/db/schema'
import { sendMail } from '../../../server/mail/outbox'
import { bearer, json, quietInvite, signIn, startGateway, type TestGateway } from '../gateway'
import { eventually } from '../job-queue'
import { smtpServer } from '../smtp-server'

// The gateway's own queue at work, as `npm start` runs it: a route's mail leaves through the relay and a route's
// webhook event reaches its receiver, each through the job its route enqueued in its transaction — the test
// enqueues nothing. A company that sets its SMTP server later has the mail that waited for one sent then.

let gateway: TestGateway, smtp: Awaited<ReturnType<typeof smtpServer>>, receiver: Server
const received: { body: string; verified: boolean }[] = []
let secret = ''

beforeAll(async () => {
  smtp = await smtpServer()
  receiver = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += String(chunk)))
    request.on('end', () => {
      let verified = true
      try {
        new Webhook(secret).verify(body, request.headers as Record<string, string>)
      } catch {
        verified = false
      }
      received.push({ body, verified })
      response.writeHead(200).end('ok')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  gateway = await startGateway({
    egressAllow: ['127.0.0.1:*'],
    jobs: { relay: { smtpUrl: smtp.url, ratePerMinute: 100_000 }, webhooks: {} },
  })
}, 60_000)
afterAll(async () => {
  await gateway.close()
  await smtp.close()
  receiver.close()
})

describe('the gateway’s own queue', () => {
  it('sends a route’s mail through the relay', async () => {
    const asked = await gateway.app.request(
      '/identity/v1/accounts/password-reset',
      json({ email: 'admin@acme.example' }),
    )
    expect(asked.status).toBeLessThan(300)
    const mail = await eventually(
      async () => smtp.received.find((item) => item.to === 'admin@acme.example'),
      'the reset mail at the SMTP server',
    )
    expect((await simpleParser(mail.raw)).subject).toBe('Reset your password')
    const [row] = await gateway.database.db.select().from(outbox).where(eq(outbox.kind, 'password-reset'))
    expect(row).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('delivers a route’s webhook event, signed', async () => {
    const admin = (await signIn(gateway, 'admin@acme.example')).token
    const { port } = receiver.address() as AddressInfo
    const made = await gateway.app.request(
      PATHS.webhooks('cmp_acme'),
      json({ url: `http://127.0.0.1:${port}/hook`, eventTypes: ['user.added'] }, bearer(admin).headers),
    )
    expect(made.status).toBe(201)
    secret = ((await made.json()) as { secret: string }).secret
    const invited = await gateway.app.request(
      '/api/v1/user/cmp_acme/invite',
      json(quietInvite('cmp_acme', ['queued.hook@acme.example']), bearer(admin).headers),
    )
    expect(invited.status).toBeLessThan(300)
    const event = await eventually(
      async () => received.find((item) => item.body.includes('queued.hook@acme.example')),
      'the user.added event at the receiver',
    )
    expect(event.verified).toBe(true)
  })
})

describe('a company that sets its SMTP server later', () => {
  it('has the mail that waited for a server sent then', async () => {
    const own = await smtpServer({ auth: { user: 'mailer', pass: 'S3cret-pass' } })
    const waiting = await startGateway({ egressAllow: ['127.0.0.1:*'], jobs: { relay: { smtpUrl: null } } })
    try {
      const admin = (await signIn(waiting, 'admin@acme.example')).token
      await sendMail(waiting.database.db, waiting.jobs!.sender, {
        to: 'waits@acme.example',
        subject: 'Your training',
        body: 'It waited for a server.',
        kind: 'training',
        companyId: 'cmp_acme',
      })
      // No console server and none of Acme's: the relay keeps it in the outbox.
      await eventually(async () => {
        const [job] = await waiting.jobs!.boss.findJobs('mail-send')
        return job?.state === 'completed' ? job : undefined
      }, 'the kept job')
      expect(own.received).toHaveLength(0)
      const saved = await waiting.app.request('/white-label/api/v1/company/cmp_acme/smtp', {
        method: 'PUT',
        body: JSON.stringify({
          host: '127.0.0.1',
          port: Number(new URL(own.url).port),
          security: 'none',
          user: 'mailer',
          password: 'S3cret-pass',
          fromAddress: 'training@acme.example',
        }),
        headers: { 'Content-Type': 'application/json', ...bearer(admin).headers },
      })
      expect(saved.status).toBe(200)
      const mail = await eventually(
        async () => own.received.find((item) => item.to === 'waits@acme.example'),
        'the waiting mail at Acme’s server',
      )
      expect(mail.raw.toString('utf8')).toMatch(/^From: training@acme\.example/m)
    } finally {
      await waiting.close()
      await own.close()
    }
  })
})
