import { generateKeyPairSync } from 'node:crypto'
import { eq } from 'drizzle-orm'
import * as xmllint from '@authenio/samlify-node-xmllint'
import * as samlify from 'samlify'
import { SignedXml } from 'xml-crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ssoAttempts } from '../../../server/db/schema'
import { signedSamlResponse, unsignedSamlResponse, type SamlAnswer } from '../../../server/sso/saml-response'
import { SSO_ENFORCED_TEXT, SSO_TEXTS } from '../../../src/domain/sso-settings'
import { startOidcProvider, type LoopbackOidc } from '../oidc-provider'
import {
  DEMO_IDP,
  PASSWORD,
  TEST_PUBLIC_URL,
  backend,
  bearer,
  json,
  signIn,
  startGateway,
  type TestGateway,
} from '../gateway'

// Single sign-on for real (issue 29): SAML through the demo identity provider and against forged answers, OIDC
// through a real provider on loopback (oidc-provider), the Test sign-in that unlocks enforcement, and enforcement
// itself with the staff's break-glass path.

let gateway: TestGateway
let oidc: LoopbackOidc
/** A second provider that takes the secret only in the form, as some are configured. */
let postOnly: LoopbackOidc
beforeAll(async () => {
  // Basic only, as Okta's and Entra ID's apps are by default: the console must authenticate as discovery says.
  oidc = await startOidcProvider([`${TEST_PUBLIC_URL}/api/v1/sso/oidc/callback`], 0, 'client_secret_basic')
  postOnly = await startOidcProvider([`${TEST_PUBLIC_URL}/api/v1/sso/oidc/callback`], 0, 'client_secret_post')
  // The providers on loopback are ones the operator allowed (ALLOW_PRIVATE_EGRESS); nothing else here is.
  gateway = await startGateway({
    egressAllow: [new URL(oidc.issuer).host, new URL(postOnly.issuer).host],
  })
})
afterAll(async () => {
  await gateway.close()
  await oidc.close()
  await postOnly.close()
})

const form = (fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
})
const local = (url: string) => {
  const parsed = new URL(url, TEST_PUBLIC_URL)
  return parsed.pathname + parsed.search
}
const hidden = (page: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1] ?? ''

/** The console's link by email, opened: where the browser goes next and the cookie binding it. */
async function startByEmail(email: string) {
  const response = await gateway.app.request(
    `/api/v1/sso/login_endpoint_link/by_email/${email}`,
    json({ origin: 'admin' }),
  )
  expect(response.status).toBe(200)
  const { link } = (await response.json()) as { link: string }
  return open(link)
}
async function open(link: string) {
  const start = await gateway.app.request(link)
  expect(start.status).toBe(302)
  return {
    provider: new URL(start.headers.get('location') ?? ''),
    cookie: (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
    attemptId: link.split('/').pop() ?? '',
  }
}

async function attemptOf(id: string) {
  const [row] = await gateway.database.db.select().from(ssoAttempts).where(eq(ssoAttempts.id, id))
  return row!
}

describe(`SAML sign-in through the demo identity provider (${backend})`, () => {
  const acs = `${TEST_PUBLIC_URL}/api/v1/sso/cmp_globex/saml/acs`

  async function samlStart(email = 'owner@globex.example') {
    const started = await startByEmail(email)
    expect(started.provider.pathname).toBe('/__idp/saml')
    const attempt = await attemptOf(started.attemptId)
    return { ...started, requestId: attempt.samlRequestId ?? '' }
  }
  const answer = (requestId: string, change: Partial<SamlAnswer> = {}): SamlAnswer => ({
    issuer: `${TEST_PUBLIC_URL}/__idp`,
    audience: `${TEST_PUBLIC_URL}/sso/cmp_globex`,
    acsUrl: acs,
    inResponseTo: requestId,
    email: 'owner@globex.example',
    ...change,
  })
  const post = (samlResponse: string, relayState: string) =>
    gateway.app.request(
      '/api/v1/sso/cmp_globex/saml/acs',
      form({ SAMLResponse: samlResponse, RelayState: relayState }),
    )
  const failure = (response: Response) =>
    decodeURIComponent(
      new URL(response.headers.get('location') ?? '', TEST_PUBLIC_URL).searchParams.get('errorMessage') ?? '',
    )

  it('signs in: password at the provider, a signed assertion posted to the ACS, a one-time return token', async () => {
    const { provider } = await samlStart()
    const page = await gateway.app.request(local(provider.href))
    expect(page.status).toBe(200)
    const fields = {
      SAMLRequest: provider.searchParams.get('SAMLRequest') ?? '',
      RelayState: provider.searchParams.get('RelayState') ?? '',
    }
    const wrong = await gateway.app.request(
      '/__idp/saml',
      form({ ...fields, email: 'owner@globex.example', password: 'wrong', decision: 'allow' }),
    )
    expect(wrong.status).toBe(401)
    const right = await gateway.app.request(
      '/__idp/saml',
      form({ ...fields, email: 'owner@globex.example', password: PASSWORD, decision: 'allow' }),
    )
    const autoPost = await right.text()
    expect(autoPost).toContain(`action="${acs}"`)
    const signedIn = await post(hidden(autoPost, 'SAMLResponse'), hidden(autoPost, 'RelayState'))
    expect(signedIn.status).toBe(302)
    const ssoToken = new URL(signedIn.headers.get('location') ?? '', TEST_PUBLIC_URL).searchParams.get(
      'ssoToken',
    )
    const exchanged = await gateway.app.request(`/api/v1/user/custom_token_sso/${ssoToken}`)
    expect(exchanged.status).toBe(200)
    // The same answer again (a replay) has no request left to answer.
    const replay = await post(hidden(autoPost, 'SAMLResponse'), hidden(autoPost, 'RelayState'))
    expect(failure(replay)).toMatch(/expired or was already used/)
  })

  it('refuses unsigned, other-key, other-audience, expired and mismatched answers', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    }) as string
    const cases: [string, (requestId: string) => string, RegExp][] = [
      ['unsigned', (id) => unsignedSamlResponse(answer(id)), /signature/i],
      ['another key', (id) => signedSamlResponse(answer(id), other), /signature/i],
      [
        'another audience',
        (id) => signedSamlResponse(answer(id, { audience: 'https://evil.example' }), DEMO_IDP.key),
        /audience/i,
      ],
      [
        'expired',
        (id) => signedSamlResponse(answer(id, { now: new Date(Date.now() - 3_600_000) }), DEMO_IDP.key),
        /has expired/,
      ],
      [
        'another request',
        () => signedSamlResponse(answer('_not-our-request'), DEMO_IDP.key),
        /InResponseTo/i,
      ],
    ]
    for (const [name, make, reason] of cases) {
      const { requestId, attemptId } = await samlStart()
      const response = await post(make(requestId), attemptId)
      expect(response.status, name).toBe(302)
      expect(failure(response), name).toMatch(reason)
      expect(response.headers.get('location'), name).not.toContain('ssoToken')
    }
    // An answer nobody asked for (IdP-initiated, no RelayState) is refused too.
    const unasked = await post(signedSamlResponse(answer('_x'), DEMO_IDP.key), '')
    expect(failure(unasked)).toMatch(/start again/)
  })

  it('publishes signed SP metadata an IdP imports (samlify), and signs each request with the key it names', async () => {
    const published = await gateway.app.request('/sso/cmp_globex')
    expect(published.status).toBe(200)
    expect(published.headers.get('content-type')).toContain('application/samlmetadata+xml')
    const xml = await published.text()
    samlify.setSchemaValidator(xmllint)
    const sp = samlify.ServiceProvider({ metadata: xml })
    expect(sp.entityMeta.getEntityID()).toBe(`${TEST_PUBLIC_URL}/sso/cmp_globex`)
    expect(sp.entityMeta.getAssertionConsumerService('post')).toBe(acs)
    expect((sp.entityMeta as unknown as { isAuthnRequestSigned(): boolean }).isAuthnRequestSigned()).toBe(
      true,
    )
    // The metadata's own signature, checked by xml-crypto against the certificate it carries.
    const certificate = String(sp.entityMeta.getX509Certificate('signing'))
    const lines = certificate
      .replace(/\s+/g, '')
      .match(/.{1,64}/g)!
      .join('\n')
    const pem = `-----BEGIN CERTIFICATE-----\n${lines}\n-----END CERTIFICATE-----`
    const verifier = new SignedXml({ publicCert: pem })
    verifier.loadSignature(/<(\w+:)?Signature[\s\S]*<\/(\w+:)?Signature>/.exec(xml)![0])
    expect(verifier.checkSignature(xml)).toBe(true)
    const altered = xml.replace('/saml/acs', '/saml/other')
    const again = new SignedXml({ publicCert: pem })
    again.loadSignature(/<(\w+:)?Signature[\s\S]*<\/(\w+:)?Signature>/.exec(altered)![0])
    const holds = (() => {
      try {
        return again.checkSignature(altered)
      } catch {
        return false
      }
    })()
    expect(holds).toBe(false)
    expect((await gateway.app.request('/sso/cmp_nobody')).status).toBe(404)

    // An IdP that wants signed requests reads the console's redirect with samlify: the signature holds, and an
    // altered request does not.
    const idp = samlify.IdentityProvider({
      entityID: `${TEST_PUBLIC_URL}/__idp`,
      wantAuthnRequestsSigned: true,
      singleSignOnService: [
        { Binding: samlify.Constants.namespace.binding.redirect, Location: `${TEST_PUBLIC_URL}/__idp/saml` },
      ],
    })
    const { provider } = await samlStart()
    const signedParts = provider.search
      .slice(1)
      .split('&')
      .filter((part) => /^(SAMLRequest|RelayState|SigAlg)=/.test(part))
    const query = Object.fromEntries(provider.searchParams)
    expect(query.SigAlg).toBe('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256')
    const parsed = await idp.parseLoginRequest(sp, 'redirect', { query, octetString: signedParts.join('&') })
    expect(parsed.extract.issuer).toBe(`${TEST_PUBLIC_URL}/sso/cmp_globex`)
    const changed = signedParts.map((part) =>
      part.startsWith('RelayState=') ? 'RelayState=someone-else' : part,
    )
    await expect(
      idp.parseLoginRequest(sp, 'redirect', {
        query: { ...query, RelayState: 'someone-else' },
        octetString: changed.join('&'),
      }),
    ).rejects.toBeTruthy()
  })

  it('answers only this console: a request for another ACS gets no page', async () => {
    const response = await gateway.app.request('/__idp/saml?SAMLRequest=bm90IGEgcmVxdWVzdA%3D%3D')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toContain('/sso_fail')
  })
})

describe(`OIDC through a provider on loopback, Test sign-in and enforcement (${backend})`, () => {
  let admin: string
  beforeAll(async () => {
    admin = (await signIn(gateway, 'admin@acme.example')).token
    const saved = await gateway.app.request(
      '/api/v1/sso/cmp_acme/okta',
      json(
        { domain: oidc.domain, clientID: oidc.clientId, clientSecret: oidc.clientSecret, isSaml: false },
        bearer(admin).headers,
      ),
    )
    expect(saved.status).toBe(201)
  })

  /** The browser at the provider: its login page (any account name), then back to the console's callback. */
  async function atProvider(start: URL, email: string): Promise<URL> {
    const jar = new Map<string, string>()
    const cookies = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    const keep = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';')
        const [name, ...value] = (pair ?? '').split('=')
        jar.set(name!, value.join('='))
      }
    }
    let next = start
    for (let step = 0; step < 12; step++) {
      let response = await fetch(next, { redirect: 'manual', headers: { cookie: cookies() } })
      keep(response)
      if (response.status === 200 && next.pathname.startsWith('/interaction/')) {
        response = await fetch(next, {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie: cookies(), 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ prompt: 'login', login: email, password: 'any' }).toString(),
        })
        keep(response)
      }
      const location = response.headers.get('location')
      if (!location) throw new Error(`provider stopped at ${next.href}: ${response.status}`)
      next = new URL(location, next)
      if (next.origin === TEST_PUBLIC_URL) return next
    }
    throw new Error('no way back from the provider')
  }

  const enforce = (value: boolean, token = admin, headers: Record<string, string> = {}) =>
    gateway.app.request('/api/v1/sso/company/cmp_acme/enforcement', {
      method: 'PUT',
      body: JSON.stringify({ ssoEnforcementStatus: value, companyId: 'cmp_acme' }),
      headers: { 'Content-Type': 'application/json', ...bearer(token).headers, ...headers },
    })

  it('refuses enforcement before a test, tests in a round trip, then enforces', async () => {
    const early = await enforce(true)
    expect(early.status).toBe(422)
    expect(((await early.json()) as { error: { message: string } }).error.message).toBe(
      SSO_TEXTS.enforceNeedsTest,
    )

    const test = await gateway.app.request(
      '/api/v1/sso/company/cmp_acme/test',
      json({}, bearer(admin).headers),
    )
    const { link } = (await test.json()) as { link: string }
    const started = await open(link)
    expect(started.provider.origin).toBe(oidc.issuer)
    expect(started.provider.searchParams.get('code_challenge_method')).toBe('S256')
    const back = await atProvider(started.provider, 'admin@acme.example')
    const result = await gateway.app.request(local(back.href), { headers: { cookie: started.cookie } })
    expect(result.status).toBe(200)
    const page = await result.text()
    expect(page).toContain('Test sign-in succeeded')
    expect(page).toContain('admin@acme.example')

    const settings = (await (
      await gateway.app.request('/api/v1/sso/company/cmp_acme', bearer(admin))
    ).json()) as {
      test: { ok: boolean; current: boolean; byMe: boolean; email: string }
    }
    expect(settings.test).toMatchObject({ ok: true, current: true, byMe: true, email: 'admin@acme.example' })
    expect((await enforce(true)).status).toBe(200)
  })

  it('then refuses passwords and magic links, but not staff; SSO signs in', async () => {
    const password = await gateway.app.request(
      '/api/v1/user/login/validate',
      json({ email: 'admin@acme.example', password: PASSWORD }),
    )
    expect(password.status).toBe(403)
    expect(await password.json()).toMatchObject({ infoMessage: SSO_ENFORCED_TEXT, signInLink: '/login/sso' })
    const direct = await signIn(gateway, 'admin@acme.example')
    expect(direct.response.status).toBe(403)

    const started = await startByEmail('admin@acme.example')
    expect(started.provider.searchParams.get('login_hint')).toBe('admin@acme.example')
    const back = await atProvider(started.provider, 'admin@acme.example')
    const signedIn = await gateway.app.request(local(back.href), { headers: { cookie: started.cookie } })
    expect(signedIn.headers.get('location')).toMatch(/^\/login\?ssoToken=/)

    // Break-glass: platform staff sign in with a password and can switch the enforcement off.
    const staff = await signIn(gateway, 'support@platform.example')
    expect(staff.response.status).toBe(200)
    // Break-glass needs no grant from the locked-out company, but it needs the staff member's reason.
    expect((await enforce(false, staff.token)).status).toBe(428)
    const reason = {
      'X-Audit-Reason': encodeURIComponent('Ticket 815: the company’s identity provider is down'),
    }
    expect((await enforce(false, staff.token, reason)).status).toBe(200)
    expect((await signIn(gateway, 'admin@acme.example')).response.status).toBe(200)
  })

  it('refuses a callback from another browser, an unknown state and a nonce that does not match', async () => {
    const failure = (response: Response) =>
      new URL(response.headers.get('location') ?? '', TEST_PUBLIC_URL).searchParams.get('errorMessage') ?? ''
    const first = await startByEmail('admin@acme.example')
    const back = await atProvider(first.provider, 'admin@acme.example')
    const noCookie = await gateway.app.request(local(back.href))
    expect(failure(noCookie)).toMatch(/another browser/)

    const unknown = await gateway.app.request('/api/v1/sso/oidc/callback?state=forged&code=x')
    expect(failure(unknown)).toMatch(/expired or was already used/)

    const second = await startByEmail('admin@acme.example')
    await gateway.database.db
      .update(ssoAttempts)
      .set({ nonce: 'not-the-nonce-sent' })
      .where(eq(ssoAttempts.id, second.attemptId))
    const tampered = await atProvider(second.provider, 'admin@acme.example')
    const refused = await gateway.app.request(local(tampered.href), { headers: { cookie: second.cookie } })
    expect(failure(refused)).toMatch(/nonce/i)
  })

  it('says why a Test sign-in cannot start when the provider does not answer', async () => {
    const globex = (await signIn(gateway, 'owner@globex.example')).token
    const saved = await gateway.app.request(
      '/api/v1/sso/cmp_globex/onelogin',
      json({ domain: '127.0.0.1:9', clientID: 'x', clientSecret: 'y' }, bearer(globex).headers),
    )
    expect(saved.status).toBe(201)
    const test = await gateway.app.request(
      '/api/v1/sso/company/cmp_globex/test',
      json({}, bearer(globex).headers),
    )
    expect(test.status).toBe(422)
    expect(((await test.json()) as { error: { message: string } }).error.message).toMatch(
      /^The identity provider at http:\/\/127\.0\.0\.1:9 could not be reached: /,
    )
  })

  it('does not sign in someone the provider vouches for who is not in this company', async () => {
    const started = await startByEmail('admin@acme.example')
    const back = await atProvider(started.provider, 'owner@globex.example')
    const response = await gateway.app.request(local(back.href), { headers: { cookie: started.cookie } })
    expect(
      new URL(response.headers.get('location') ?? '', TEST_PUBLIC_URL).searchParams.get('errorMessage'),
    ).toBe('email_is_not_connected')
  })
  it('authenticates to a provider that takes the secret only in the form, as its discovery says', async () => {
    const saved = await gateway.app.request(
      '/api/v1/sso/cmp_acme/okta',
      json(
        {
          domain: postOnly.domain,
          clientID: postOnly.clientId,
          clientSecret: postOnly.clientSecret,
          isSaml: false,
        },
        bearer(admin).headers,
      ),
    )
    expect(saved.status).toBe(201)
    const test = await gateway.app.request(
      '/api/v1/sso/company/cmp_acme/test',
      json({}, bearer(admin).headers),
    )
    const started = await open(((await test.json()) as { link: string }).link)
    expect(started.provider.origin).toBe(postOnly.issuer)
    const back = await atProvider(started.provider, 'admin@acme.example')
    const result = await gateway.app.request(local(back.href), { headers: { cookie: started.cookie } })
    expect(await result.text()).toContain('Test sign-in succeeded')
  })
})
