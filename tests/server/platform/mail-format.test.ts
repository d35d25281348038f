// @module-tag engine (the mail relay's queue): also runs on Postgres, see docs/testing.md.
import { generateKeyPairSync } from 'node:crypto'
import { dkimVerify } from 'mailauth/lib/dkim/verify'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox, whiteLabels } from '../../../server/db/schema'
import { sendMail } from '../../../server/mail/outbox'
import { backend, startGateway, type TestGateway } from '../gateway'
import { relayQueued } from '../job-queue'
import { smtpServer } from '../smtp-server'

// Mail as mail clients and receiving servers read it (issue 62 item 3): every mail has an HTML part beside its
// text, under the brand of the company's white-label partner (its name, colour and logo inline), its links
// clickable; the Message-ID names the sending domain; with a DKIM key configured the mail is signed, and
// mailauth (the library receiving servers use) finds the signature good against the published key.

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

let gateway: TestGateway
beforeAll(async () => {
  gateway = await startGateway()
})
afterAll(() => gateway.close())

describe(`mail format (${backend})`, () => {
  it('sends text and branded HTML, names the sending domain, and is DKIM-signed as configured', async () => {
    const { db } = gateway.database
    await db.delete(outbox)
    await db
      .insert(whiteLabels)
      .values({
        companyId: 'cmp_northwind',
        productName: 'Northwind Shield',
        primaryColor: '#0f766e',
        logo: PIXEL,
      })
      .onConflictDoUpdate({
        target: whiteLabels.companyId,
        set: { productName: 'Northwind Shield', primaryColor: '#0f766e', logo: PIXEL },
      })
    const body =
      'Hello Dana,\n\nYou have a new training: Phishing Fundamentals.\nStart it at https://console.example/learner/tasks?x=1&y=2.\n\nThanks, <b>the team</b>'
    await sendMail(db, null, {
      to: 'dana@contoso.example',
      subject: 'New training',
      body,
      kind: 'training',
      companyId: 'cmp_nw_1',
    })
    await sendMail(db, null, {
      to: 'eli@acme.example',
      subject: 'Your code',
      body: 'Your code is 123456.',
      kind: 'mfa-code',
      companyId: 'cmp_acme',
    })

    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const smtp = await smtpServer()
    expect(
      await relayQueued(gateway.database, {
        smtpUrl: smtp.url,
        from: 'Security training <training@mail.example.com>',
        dkim: {
          domainName: 'mail.example.com',
          keySelector: 'console2026',
          privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        },
      }),
    ).toMatchObject({ sent: 2, failed: 0 })
    await smtp.close()

    const branded = await simpleParser(
      smtp.received.find((mail) => mail.to === 'dana@contoso.example')!.raw,
      {
        keepCidLinks: true,
      },
    )
    expect(branded.text?.trim()).toBe(body)
    const html = String(branded.html)
    expect(html).toContain('Northwind Shield')
    expect(html).toContain('background:#0f766e')
    // The address is a link (escaped once, as HTML must), and the text's angle brackets are text, not markup.
    expect(html).toContain('<a href="https://console.example/learner/tasks?x=1&#38;y=2"')
    expect(html).toContain('&#60;b&#62;the team&#60;/b&#62;')
    expect(html).not.toContain('<b>')
    const logo = branded.attachments.find((part) => part.cid === 'brand-logo@console')
    expect(logo?.contentType).toBe('image/png')
    expect(html).toContain('src="cid:brand-logo@console"')
    expect(branded.messageId).toMatch(/^<[0-9a-f-]{36}@mail\.example\.com>$/)

    const plain = await simpleParser(smtp.received.find((mail) => mail.to === 'eli@acme.example')!.raw)
    expect(String(plain.html)).toContain('Your code is 123456.')
    expect(plain.attachments).toHaveLength(0)

    // A receiving server's check: the key published at <selector>._domainkey.<domain>.
    const published = publicKey.export({ type: 'spki', format: 'der' }).toString('base64')
    const resolver = async (name: string, type: string) => {
      if (type === 'TXT' && name === 'console2026._domainkey.mail.example.com')
        return [[`v=DKIM1; k=rsa; p=${published}`]]
      throw Object.assign(new Error(`no ${type} ${name}`), { code: 'ENOTFOUND' })
    }
    for (const mail of smtp.received) {
      const result = await dkimVerify(mail.raw, { resolver })
      expect(result.results.map((check) => check.status.result)).toEqual(['pass'])
      const tampered = Buffer.from(
        mail.raw.toString('utf8').replace('Your code is 123456', 'Your code is 654321'),
      )
      if (tampered.equals(mail.raw)) continue
      const refused = await dkimVerify(tampered, { resolver })
      // mailauth reports a body that no longer matches its hash as neutral (RFC 6376 §6.3): not a pass.
      expect(refused.results.map((check) => check.status.result)).toEqual(['neutral'])
      expect(refused.results[0]!.status.comment).toMatch(/body hash/)
    }
  })
  it('lets a reminder be left in one click (RFC 8058), and sends that address no more reminders, codes still', async () => {
    const { db } = gateway.database
    await db.delete(outbox)
    const secrets = gateway.tokens.secrets
    const relayOnce = async () => {
      const smtp = await smtpServer()
      const totals = await relayQueued(gateway.database, {
        smtpUrl: smtp.url,
        secrets,
        publicUrl: 'https://console.example',
      })
      await smtp.close()
      return { totals, received: smtp.received }
    }
    const reminder = {
      to: 'fay@acme.example',
      subject: 'Reminder',
      body: 'Your training is due.',
      companyId: 'cmp_acme',
    }
    await sendMail(db, null, { ...reminder, kind: 'reminder' })
    await sendMail(db, null, {
      ...reminder,
      subject: 'Your code',
      body: 'Your code is 222333.',
      kind: 'mfa-code',
    })
    const first = await relayOnce()
    expect(first.totals).toMatchObject({ sent: 2 })
    const raw = (subject: string) =>
      first.received.find((m) => m.raw.includes(`Subject: ${subject}`))!.raw.toString('utf8')
    expect(raw('Your code')).not.toMatch(/^List-Unsubscribe/im)
    expect(raw('Reminder')).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
    // As a mail client reads it (mailparser gathers the List-* headers).
    const list = (await simpleParser(raw('Reminder'))).headers.get('list') as { unsubscribe: { url: string } }
    const link = list.unsubscribe.url
    expect(link).toMatch(/^https:\/\/console\.example\/api\/v1\/mail\/unsubscribe\//)
    const path = new URL(link).pathname

    // A link scanner's GET changes nothing; a forged token is refused; the mail client's one-click POST unsubscribes.
    const shown = await gateway.app.request(path)
    expect(await shown.text()).toContain('Stop sending training reminders to fay@acme.example?')
    expect((await gateway.app.request(`${path.slice(0, -4)}AAAA`, { method: 'POST' })).status).toBe(404)
    const posted = await gateway.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(posted.status).toBe(200)

    await sendMail(db, null, { ...reminder, kind: 'automatic-reminder' })
    await sendMail(db, null, {
      ...reminder,
      subject: 'Your code',
      body: 'Your code is 444555.',
      kind: 'mfa-code',
    })
    await sendMail(db, null, { ...reminder, to: 'gil@acme.example', kind: 'reminder' })
    const second = await relayOnce()
    expect(second.received.map((m) => m.to).sort()).toEqual(['fay@acme.example', 'gil@acme.example'])
    expect(second.received.find((m) => m.to === 'fay@acme.example')!.raw.toString()).toContain('444555')
    expect(second.totals).toMatchObject({ sent: 2, failed: 1 })
  })
})
