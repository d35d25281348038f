import { generateKeyPairSync } from 'node:crypto'
import { promises as dns } from 'node:dns'
import { dkimVerify } from 'mailauth/lib/dkim/verify'
import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { mailSettings } from '../../../server/db/schema'
import { SENDER_RECORD_TEXTS as T, type SenderRecords } from '../../../src/domain/sender-records'
import { startDnsServer, type LoopbackDns } from '../dns-server'
import { backend, bearer, signIn, startGateway, type TestGateway } from '../gateway'

// The sending domain's SPF, DKIM and DMARC records (issue 62), read from a DNS server on loopback. What the console
// tells an admin to publish for its own DKIM key is what a receiving server's verifier (mailauth) accepts.

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
const other = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey
const CONSOLE = {
  from: 'Awareness training <training@mail.console.example>',
  dkim: { domainName: 'mail.console.example', keySelector: 'aw1', privateKey: pem },
  spfInclude: 'relay.console.example',
}
let gateway: TestGateway
let server: LoopbackDns
let acme: string
beforeAll(async () => {
  server = await startDnsServer()
  gateway = await startGateway({ dnsServers: [server.address], consoleSender: CONSOLE })
  acme = (await signIn(gateway, 'admin@acme.example')).token
})
afterAll(async () => {
  await gateway.close()
  await server.close()
})
beforeEach(async () => {
  server.clear()
  await gateway.database.db.delete(mailSettings).where(eq(mailSettings.companyId, 'cmp_acme'))
})

const path = '/white-label/api/v1/company/cmp_acme/mail_delivery/dns_records'
async function check(query = '', token = acme) {
  const response = await gateway.app.request(`${path}${query}`, bearer(token))
  expect(response.status).toBe(200)
  return (await response.json()) as SenderRecords
}
const byKind = (records: SenderRecords) => Object.fromEntries(records.records.map((r) => [r.kind, r]))

describe(`sender domain records (${backend})`, () => {
  it('says what the console’s own sending domain must publish, and finds it once published', async () => {
    const missing = await check()
    expect(missing.sender).toBe('console')
    expect(missing.domain).toBe('mail.console.example')
    const before = byKind(missing)
    expect(before.spf).toMatchObject({
      name: 'mail.console.example',
      status: 'missing',
      publish: 'v=spf1 include:relay.console.example ~all',
    })
    expect(before.dkim).toMatchObject({ name: 'aw1._domainkey.mail.console.example', status: 'missing' })
    expect(before.dmarc).toMatchObject({ name: '_dmarc.mail.console.example', status: 'missing' })

    server.setTxt('mail.console.example', ['google-site-verification=x', before.spf!.publish!])
    server.setTxt('aw1._domainkey.mail.console.example', [before.dkim!.publish!])
    server.setTxt('_dmarc.mail.console.example', ['v=DMARC1; p=none; rua=mailto:d@mail.console.example'])
    const found = byKind(await check())
    expect(found.spf).toMatchObject({ status: 'ok', found: [before.spf!.publish], problem: null })
    expect(found.dkim).toMatchObject({ status: 'ok' })
    expect(found.dmarc).toMatchObject({ status: 'ok', problem: T.dmarcMonitoring })

    // A receiving server's verifier, asking the same DNS, passes mail the console signs with its key.
    const resolver = new dns.Resolver()
    resolver.setServers([server.address])
    const signed = await createTransport({
      streamTransport: true,
      buffer: true,
      dkim: CONSOLE.dkim,
    }).sendMail({
      from: CONSOLE.from,
      to: 'eli@acme.example',
      subject: 'Your training',
      text: 'Three lessons are waiting.',
    })
    const verdict = await dkimVerify(signed.message as Buffer, {
      resolver: (name: string, type: string) =>
        type === 'TXT' ? resolver.resolveTxt(name) : Promise.reject(new Error(`no ${type}`)),
    })
    expect(verdict.results.map((result) => result.status.result)).toEqual(['pass'])
  })

  it('names what is wrong: two SPF records, an open one, another key, a revoked key, two DMARC records', async () => {
    const otherKey = other.export({ type: 'spki', format: 'der' }).toString('base64')
    server.setTxt('mail.console.example', ['v=spf1 include:relay.console.example ~all', 'v=spf1 mx -all'])
    server.setTxt('aw1._domainkey.mail.console.example', [`v=DKIM1; k=rsa; p=${otherKey}`])
    server.setTxt('_dmarc.mail.console.example', ['v=DMARC1; p=reject', 'v=DMARC1; p=none'])
    let records = byKind(await check())
    expect(records.spf).toMatchObject({ status: 'wrong', problem: T.spfTwice })
    expect(records.dkim).toMatchObject({ status: 'wrong', problem: T.dkimOtherKey })
    expect(records.dmarc).toMatchObject({ status: 'wrong', problem: T.dmarcTwice })

    server.setTxt('mail.console.example', ['v=spf1 +all'])
    server.setTxt('aw1._domainkey.mail.console.example', ['v=DKIM1; p='])
    server.setTxt('_dmarc.mail.console.example', ['v=DMARC1; rua=mailto:d@x.example'])
    records = byKind(await check())
    expect(records.spf).toMatchObject({ status: 'wrong', problem: T.spfOpen })
    expect(records.dkim).toMatchObject({ status: 'wrong', problem: T.dkimRevoked })
    expect(records.dmarc).toMatchObject({ status: 'wrong', problem: T.dmarcNoPolicy })

    server.setTxt('mail.console.example', ['v=spf1 mx ~all'])
    expect(byKind(await check()).spf).toMatchObject({
      status: 'wrong',
      problem: T.spfLacks('relay.console.example'),
    })
  })

  it('checks a company SMTP server’s domain by the selector the admin saved, and Microsoft 365’s records', async () => {
    const saved = await gateway.app.request('/white-label/api/v1/company/cmp_acme/smtp', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...bearer(acme).headers },
      body: JSON.stringify({
        host: 'smtp.acme-mail.example',
        port: 587,
        security: 'starttls',
        user: '',
        password: null,
        fromAddress: 'training@acme.example',
        dkimSelector: 'S1',
      }),
    })
    expect(saved.status).toBe(200)
    server.setTxt('acme.example', ['v=spf1 include:_spf.acme-mail.example ~all'])
    server.setTxt('s1._domainkey.acme.example', ['v=DKIM1; k=rsa; p=MIIBIjANBg'])
    const smtp = await check()
    expect(smtp).toMatchObject({ sender: 'smtp', domain: 'acme.example' })
    expect(byKind(smtp).spf).toMatchObject({ status: 'ok', publish: null })
    expect(byKind(smtp).dkim).toMatchObject({
      name: 's1._domainkey.acme.example',
      status: 'ok',
      publish: null,
    })

    await gateway.database.db
      .update(mailSettings)
      .set({ smtpHost: null, graphAccount: 'tenant-id', graphConnectedAt: new Date() })
      .where(eq(mailSettings.companyId, 'cmp_acme'))
    // A Graph tenant is an id: the admin names the domain.
    expect(await check()).toMatchObject({ sender: 'graph', domain: null, records: [] })
    server.setTxt('acme.example', ['v=spf1 include:spf.protection.outlook.com -all'])
    server.setCname(
      'selector1._domainkey.acme.example',
      'selector1-acme-example._domainkey.acme.onmicrosoft.com',
    )
    const graph = await check('?domain=Acme.Example')
    expect(graph.records.map((record) => [record.name, record.type, record.status])).toEqual([
      ['acme.example', 'TXT', 'ok'],
      ['selector1._domainkey.acme.example', 'CNAME', 'ok'],
      ['selector2._domainkey.acme.example', 'CNAME', 'missing'],
      ['_dmarc.acme.example', 'TXT', 'missing'],
    ])
    expect(graph.records[2]!.problem).toBe(T.dkimMicrosoft)
  })

  it('refuses a domain that is not one, another company, and says when the DNS does not answer', async () => {
    const refused = await gateway.app.request(`${path}?domain=not%20a%20domain`, bearer(acme))
    expect(refused.status).toBe(422)
    const globex = (await signIn(gateway, 'owner@globex.example')).token
    expect((await gateway.app.request(path, bearer(globex))).status).toBe(403)
    const silent = await startGateway({ dnsServers: ['127.0.0.1:9'], consoleSender: CONSOLE })
    try {
      const token = (await signIn(silent, 'admin@acme.example')).token
      const response = await silent.app.request(path, bearer(token))
      const records = (await response.json()) as SenderRecords
      expect(records.records.map((record) => record.status)).toEqual(['unknown', 'unknown', 'unknown'])
      expect(records.records[0]!.problem).toBe(T.dnsDown)
    } finally {
      await silent.close()
    }
  })
})
