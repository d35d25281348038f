import { createServer as createTcpServer, Socket, type AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { isRefusedAddress } from '../../../server/egress/addresses'
import { egressRequest } from '../../../server/egress/http'
import { createEgressPolicy, EGRESS_TEXTS, parseEgressAllow } from '../../../server/egress/policy'
import { mailSettings } from '../../../server/db/schema'
import { PATHS } from '../../../src/domain/api-paths'
import { WEBHOOK_TEXTS } from '../../../src/domain/webhooks'
import { backend, bearer, json, signIn, startGateway, type TestGateway } from '../gateway'

// The egress policy (issue 59): the hostile address list thrown at the policy itself and at every egress point
// through the routes that reach it, in development and production mode alike; no socket is ever opened towards
// a refused address.

/** Every spelling of a loopback, private or reserved target an attacker may try, as a URL host. */
export const HOSTILE_HOSTS = [
  '127.0.0.1',
  '127.1.2.3',
  '2130706433', // decimal
  '0177.0.0.1', // octal
  '0x7f.1', // hex, short form
  '0.0.0.0',
  '10.0.0.1',
  '172.16.5.4',
  '192.168.1.1',
  '169.254.169.254', // cloud metadata
  '100.64.0.1', // CGNAT
  '224.0.0.1',
  '255.255.255.255',
  '198.18.0.1',
  '[::]',
  '[::1]',
  '[::ffff:127.0.0.1]',
  '[::ffff:7f00:1]',
  '[::7f00:1]', // IPv4-compatible
  '[::ffff:0:7f00:1]', // SIIT
  '[64:ff9b::7f00:1]', // NAT64
  '[64:ff9b::a9fe:a9fe]', // NAT64 of the metadata address
  '[2002:7f00:1::]', // 6to4 of loopback
  '[fec0::1]', // site-local
  '[fc00::1]',
  '[fd12:3456::1]',
  '[fe80::1]',
  '[ff02::1]',
]

const hostOf = (spelling: string) => new URL(`http://${spelling}/`).hostname
const databasePort = process.env.TEST_DATABASE_URL
  ? Number(new URL(process.env.TEST_DATABASE_URL).port || 5432)
  : -1

/** Every socket opened while a describe block runs, by host and port (net.connect and the libraries on it). */
function socketsOpened() {
  const opened: { host: string; port: number }[] = []
  const connect = Socket.prototype.connect
  beforeAll(() => {
    vi.spyOn(Socket.prototype, 'connect').mockImplementation(function (this: Socket, ...args: unknown[]) {
      // net.connect hands the socket its normalised arguments as one array: [options, callback].
      const [first, second] = (Array.isArray(args[0]) ? args[0] : args) as [
        { host?: string; port?: number } | number | string,
        unknown,
      ]
      if (typeof first === 'object' && first !== null)
        opened.push({ host: first.host ?? 'localhost', port: Number(first.port) })
      else if (typeof first === 'number')
        opened.push({ host: typeof second === 'string' ? second : 'localhost', port: first })
      return (connect as (...rest: unknown[]) => Socket).apply(this, args)
    })
  })
  afterAll(() => vi.restoreAllMocks())
  return opened
}

describe('the address list', () => {
  it.each(HOSTILE_HOSTS)('refuses %s in the form URL parsing gives it', (spelling) => {
    expect(isRefusedAddress(hostOf(spelling))).toBe(true)
  })

  it.each(['93.184.216.34', '8.8.8.8', '[2606:4700:4700::1111]', '[::ffff:8.8.8.8]', '[2002:5db8:d822::]'])(
    'lets the public address %s through',
    (spelling) => expect(isRefusedAddress(hostOf(spelling))).toBe(false),
  )

  it('refuses what is not an address at all', () => {
    expect(isRefusedAddress('example.com')).toBe(true)
    expect(isRefusedAddress('')).toBe(true)
  })
})

describe('the policy', () => {
  const resolve = async (host: string) =>
    ({ 'public.example': ['93.184.216.34'], 'rebind.example': ['93.184.216.34', '127.0.0.1'] })[host] ?? []

  it('resolves once, refuses a name with any private address, and hands back the address it checked', async () => {
    const policy = createEgressPolicy({ resolve })
    await expect(policy.target('public.example', 443)).resolves.toMatchObject({
      address: '93.184.216.34',
      host: 'public.example',
      operatorAllowed: false,
    })
    await expect(policy.target('rebind.example', 443)).rejects.toThrow(EGRESS_TEXTS.private)
    await expect(policy.target('nothing.example', 443)).rejects.toThrow(EGRESS_TEXTS.unresolved)
  })

  it('allows only the host:port pairs the operator named, and never the gateway’s own port', async () => {
    const policy = createEgressPolicy({
      allow: parseEgressAllow('127.0.0.1:2525, localhost, 10.0.0.1:*'),
      self: { host: '127.0.0.1', ports: [5173] },
    })
    expect(policy.allowed).toEqual(['127.0.0.1:2525', '10.0.0.1:*'])
    await expect(policy.target('127.0.0.1', 2525)).resolves.toMatchObject({ operatorAllowed: true })
    await expect(policy.target('127.0.0.1', 2526)).rejects.toThrow(EGRESS_TEXTS.private)
    await expect(policy.target('10.0.0.1', 8080)).resolves.toMatchObject({ operatorAllowed: true })
    const everything = createEgressPolicy({
      allow: ['127.0.0.1:*', 'localhost:*'],
      self: { host: '127.0.0.1', ports: [5173] },
    })
    for (const host of ['127.0.0.1', 'localhost', '[::1]', '0.0.0.0'])
      await expect(everything.target(host, 5173), host).rejects.toThrow(EGRESS_TEXTS.private)
  })

  it('answers redirects without following them, and refuses plain http to a public address', async () => {
    const server = createTcpServer((socket) =>
      socket.end('HTTP/1.1 302 Found\r\nLocation: http://169.254.169.254/\r\nContent-Length: 0\r\n\r\n'),
    )
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    const port = (server.address() as AddressInfo).port
    try {
      const policy = createEgressPolicy({ allow: [`127.0.0.1:${port}`] })
      const answer = await egressRequest(policy, `http://127.0.0.1:${port}/`)
      expect(answer.status).toBe(302)
      await expect(egressRequest(createEgressPolicy({ resolve }), 'http://public.example/')).rejects.toThrow(
        EGRESS_TEXTS.tls,
      )
    } finally {
      server.close()
    }
  })
})

describe.each([false, true])(
  `every egress point refuses the hostile list (production: %s, ${backend})`,
  (production) => {
    let gateway: TestGateway, acme: string
    beforeAll(async () => {
      gateway = await startGateway({ production })
      acme = (await signIn(gateway, 'admin@acme.example')).token
    })
    afterAll(() => gateway.close())
    const attempted = socketsOpened()
    afterEach(() => {
      const refused = attempted
        .splice(0)
        .filter((target) => isRefusedAddress(target.host) && target.port !== databasePort)
      expect(refused).toEqual([])
    })

    const base = '/white-label/api/v1/company/cmp_acme'
    const call = (method: string, path: string, body?: unknown) =>
      gateway.app.request(path, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        headers: { 'Content-Type': 'application/json', ...bearer(acme).headers },
      })
    const messageOf = async (response: Response) =>
      ((await response.json()) as { error: { message: string } }).error.message

    it('SMTP settings: a private host is refused when saved, in any spelling a host name allows', async () => {
      for (const host of [
        '127.0.0.1',
        'localhost',
        '2130706433',
        '0177.0.0.1',
        '0x7f.1',
        '169.254.169.254',
        '10.0.0.1',
      ]) {
        const saved = await call('PUT', `${base}/smtp`, {
          host,
          port: 25,
          security: 'none',
          user: '',
          password: null,
          fromAddress: 'it@acme.example',
        })
        expect(saved.status, host).toBe(422)
        expect(await messageOf(saved), host).toBe(`Host: ${EGRESS_TEXTS.private}`)
      }
    })

    it('SMTP Send test: a private host saved before the policy is refused without a connection', async () => {
      for (const spelling of HOSTILE_HOSTS) {
        const host = hostOf(spelling)
        await gateway.database.db
          .insert(mailSettings)
          .values({
            companyId: 'cmp_acme',
            smtpHost: host,
            smtpPort: 25,
            smtpSecurity: 'none',
            fromAddress: 'it@acme.example',
          })
          .onConflictDoUpdate({
            target: mailSettings.companyId,
            set: { smtpHost: host, updatedAt: new Date() },
          })
        const tested = await call('POST', `${base}/smtp/test`, {})
        expect(tested.status, spelling).toBe(422)
        expect(await messageOf(tested), spelling).toBe(EGRESS_TEXTS.private)
      }
      await call('DELETE', `${base}/smtp`)
    })

    it('webhooks: every hostile address is refused when the endpoint is saved, http or https', async () => {
      for (const spelling of HOSTILE_HOSTS)
        for (const scheme of ['https', 'http']) {
          const response = await gateway.app.request(
            PATHS.webhooks('cmp_acme'),
            json({ url: `${scheme}://${spelling}/x`, eventTypes: ['user.added'] }, bearer(acme).headers),
          )
          expect(response.status, `${scheme} ${spelling}`).toBe(422)
          expect(await response.text(), `${scheme} ${spelling}`).toContain(WEBHOOK_TEXTS.urlPrivate)
        }
    })

    it('webhooks: the gateway’s own development routes are not a target', async () => {
      const response = await gateway.app.request(
        PATHS.webhooks('cmp_acme'),
        json(
          {
            url: 'http://127.0.0.1:5173/__dev/flags?companyId=cmp_globex&flag=x&on=true',
            eventTypes: ['user.added'],
          },
          bearer(acme).headers,
        ),
      )
      expect(response.status).toBe(422)
    })

    it('OpenID Connect: a provider on this machine is refused before discovery is fetched', async () => {
      const globex = (await signIn(gateway, 'owner@globex.example')).token
      for (const domain of ['127.0.0.1:9', 'localhost:8080']) {
        const saved = await gateway.app.request(
          '/api/v1/sso/cmp_globex/onelogin',
          json({ domain, clientID: 'x', clientSecret: 'y' }, bearer(globex).headers),
        )
        expect(saved.status, domain).toBe(201)
        const test = await gateway.app.request(
          '/api/v1/sso/company/cmp_globex/test',
          json({}, bearer(globex).headers),
        )
        expect(test.status, domain).toBe(422)
        expect(await messageOf(test), domain).toContain(EGRESS_TEXTS.private)
      }
    })
  },
)

describe('a mail server’s own words never reach the admin', () => {
  let gateway: TestGateway, acme: string
  let server: ReturnType<typeof createTcpServer>
  let port = 0
  const opened = socketsOpened()
  beforeAll(async () => {
    server = createTcpServer((socket) => socket.end('554 secret-banner-of-an-internal-service\r\n'))
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    port = (server.address() as AddressInfo).port
    gateway = await startGateway({ egressAllow: [`127.0.0.1:${port}`] })
    acme = (await signIn(gateway, 'admin@acme.example')).token
  })
  afterAll(async () => {
    server.close()
    await gateway.close()
  })

  it('says the catalogue’s sentence, not the banner', async () => {
    const headers = { 'Content-Type': 'application/json', ...bearer(acme).headers }
    const base = '/white-label/api/v1/company/cmp_acme/smtp'
    const saved = await gateway.app.request(base, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        host: '127.0.0.1',
        port,
        security: 'none',
        user: '',
        password: null,
        fromAddress: 'it@acme.example',
      }),
    })
    expect(saved.status).toBe(200)
    const tested = await gateway.app.request(`${base}/test`, { method: 'POST', headers, body: '{}' })
    const text = await tested.text()
    expect(tested.status).toBe(422)
    expect(text).not.toContain('secret-banner')
    // The connection went to the checked address (the spy sees what the other block's refusals did not open).
    expect(opened).toContainEqual({ host: '127.0.0.1', port })
    expect(Object.values(EGRESS_TEXTS).some((sentence) => text.includes(sentence))).toBe(true)
  })
})
