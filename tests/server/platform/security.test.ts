import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { SignJWT } from 'jose'
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GatewayEnv } from '../../../server/context'
import { openDatabase } from '../../../server/db/open'
import { exerciseAssignments, users } from '../../../server/db/schema'
import { serveSpa } from '../../../server/static'
import { PASSWORD_MESSAGES } from '../../../src/domain/password'
import {
  LOOPBACK,
  PASSWORD,
  REMOTE,
  backend,
  bearer,
  json,
  secret,
  seededDump,
  signIn,
  startGateway,
  type TestGateway,
} from '../gateway'

// The findings of issue 20, each reproduced as it was found; every test here failed before its fix.

let gateway: TestGateway
let production: TestGateway
beforeAll(async () => {
  gateway = await startGateway()
  production = await startGateway({ production: true })
})
afterAll(async () => {
  await gateway.close()
  await production.close()
})

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
})

async function outboxCode(to: string): Promise<string> {
  const { items } = (await (await gateway.app.request(`/__dev/outbox?to=${to}`)).json()) as {
    items: { body: string }[]
  }
  return /\b(\d{6})\b/.exec(items[0]?.body ?? '')?.[1] ?? ''
}

describe(`1. the demo identity provider authenticates (${backend})`, () => {
  /** A real AuthnRequest of the console for Globex: the fields the provider's form carries. */
  async function samlRequest(): Promise<Record<string, string>> {
    const linked = await gateway.app.request(
      '/api/v1/sso/login_endpoint_link/by_email/owner@globex.example',
      json({ origin: 'admin' }),
    )
    const { link } = (await linked.json()) as { link: string }
    const provider = new URL((await gateway.app.request(link)).headers.get('location') ?? '')
    return {
      SAMLRequest: provider.searchParams.get('SAMLRequest') ?? '',
      RelayState: provider.searchParams.get('RelayState') ?? '',
    }
  }

  it('is not mounted in production, and production hands out no link to it', async () => {
    const page = await production.app.request('/__idp/saml?SAMLRequest=x')
    expect(page.status).toBe(404)
    const post = await production.app.request('/__idp/saml', form({ decision: 'allow' }))
    expect(post.status).toBe(404)
    const link = await production.app.request(
      '/api/v1/sso/login_endpoint_link/by_email/owner@globex.example',
      json({ origin: 'admin' }),
    )
    expect(link.status).toBe(400)
  })

  it('refuses "allow" without the password (the reported bypass) and with a wrong one', async () => {
    const request = await samlRequest()
    for (const fields of [
      { ...request, email: 'owner@globex.example', decision: 'allow' } as Record<string, string>,
      { ...request, email: 'owner@globex.example', decision: 'allow', password: 'not-the-password' },
    ]) {
      const response = await gateway.app.request('/__idp/saml', form(fields))
      expect(response.status).toBe(401)
      const page = await response.text()
      expect(page).toContain('role="alert"')
      expect(page).not.toContain('SAMLResponse')
    }
  })

  it('signs a password-only account in with its password', async () => {
    const response = await gateway.app.request(
      '/__idp/saml',
      form({
        ...(await samlRequest()),
        email: 'owner@globex.example',
        decision: 'allow',
        password: PASSWORD,
      }),
    )
    expect(response.status).toBe(200)
    expect(await response.text()).toMatch(/name="SAMLResponse" value="[A-Za-z0-9+/=]+"/)
  })

  it('asks a two-factor account for its emailed code after the password, and only then answers', async () => {
    const request = await samlRequest()
    const afterPassword = await gateway.app.request(
      '/__idp/saml',
      form({ ...request, email: 'mfa@globex.example', decision: 'allow', password: PASSWORD }),
    )
    expect(afterPassword.status).toBe(200)
    const page = await afterPassword.text()
    expect(page).toContain('Verification code')
    expect(page).not.toContain('SAMLResponse')
    const verificationTokenId = /name="verificationTokenId" value="([^"]+)"/.exec(page)?.[1] ?? ''
    const wrong = await gateway.app.request(
      '/__idp/saml/verify',
      form({ ...request, verificationTokenId, code: '000000', decision: 'allow' }),
    )
    expect(await wrong.text()).not.toContain('SAMLResponse')
    const code = await outboxCode('mfa@globex.example')
    const right = await gateway.app.request(
      '/__idp/saml/verify',
      form({ ...request, verificationTokenId, code, decision: 'allow' }),
    )
    expect(right.status).toBe(200)
    const answer = await right.text()
    const signedIn = await gateway.app.request(
      '/api/v1/sso/cmp_globex/saml/acs',
      form({
        SAMLResponse: /name="SAMLResponse" value="([^"]+)"/.exec(answer)?.[1] ?? '',
        RelayState: request.RelayState ?? '',
      }),
    )
    const ssoToken = new URL(signedIn.headers.get('location') ?? '', 'http://x').searchParams.get('ssoToken')
    const exchanged = await gateway.app.request(`/api/v1/user/custom_token_sso/${ssoToken}`)
    expect(exchanged.status).toBe(200)
  })
})

describe(`2. one request cannot stop the gateway (${backend})`, () => {
  it('answers NUL bytes in a search or a filter with 422 and keeps answering', async () => {
    const { token } = await signIn(gateway, 'owner@globex.example')
    const report = '/phishing-exercise/api/v1/company/cmp_globex/campaign/phx_globex_q3/report/users'
    for (const query of ['searchText=%00', 'departments=a%00b']) {
      const response = await gateway.app.request(`${report}?${query}`, bearer(token))
      expect(response.status).toBe(422)
    }
    const body = await gateway.app.request(
      '/api/v1/users/list/cmp_globex',
      json(
        { paging: { pageNumber: 0, pageSize: 10 }, filter: { searchText: 'a\u0000b' } },
        bearer(token).headers,
      ),
    )
    expect(body.status).toBe(422)
    expect((await gateway.app.request(report, bearer(token))).status).toBe(200)
  })
})

describe(`3. the lockout holds against parallel guesses (${backend})`, () => {
  it('locks after 10 failures even when 14 wrong passwords arrive at once', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 14 }, () =>
        gateway.app.request(
          '/identity/v1/accounts/sign-in',
          json({ email: 'new@acme.example', password: 'Wrong#Guess1' }),
        ),
      ),
    )
    expect(attempts.every((r) => r.status === 400 || r.status === 429)).toBe(true)
    const right = await gateway.app.request(
      '/identity/v1/accounts/sign-in',
      json({ email: 'new@acme.example', password: PASSWORD }),
    )
    expect(right.status).toBe(429)
  })
})

describe(`4. no account enumeration (${backend})`, () => {
  const time = async (email: string) => {
    const started = performance.now()
    await gateway.app.request('/api/v1/user/login/validate', json({ email, password: 'Wrong#Guess1' }))
    return performance.now() - started
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

  it('does the same password work for an unknown address as for a known one', async () => {
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 5; i++) {
      known.push(await time('support@platform.example'))
      unknown.push(await time(`nobody-${i}@nowhere.example`))
    }
    // Before the fix: ~5 ms against ~65 ms (no scrypt for an unknown address).
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5)
  })

  it('answers verify_emails_existed 30 times a minute per company, then 429', async () => {
    const { token } = await signIn(gateway, 'owner@globex.example')
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) {
      const response = await gateway.app.request(
        '/api/v1/users/verify_emails_existed',
        json({ companyId: 'cmp_globex', emails: [`probe${i}@acme.example`] }, bearer(token).headers),
      )
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})

describe(`5. exports cannot carry formulas (${backend})`, () => {
  it('escapes a learner named like a formula in the exercise report CSV', async () => {
    const { db } = gateway.database
    const [assignment] = await db
      .select({ userId: exerciseAssignments.userId })
      .from(exerciseAssignments)
      .where(eq(exerciseAssignments.campaignId, 'phx_globex_q3'))
      .limit(1)
    const [learner] = await db
      .update(users)
      .set({ name: '=HYPERLINK("http://evil.example","Click")', lastName: '' })
      .where(eq(users.id, assignment!.userId))
      .returning({ email: users.email })
    const { token } = await signIn(gateway, 'owner@globex.example')
    const response = await gateway.app.request(
      `/phishing-exercise/api/v1/company/cmp_globex/campaign/phx_globex_q3/report/users?isCsv=true&searchText=${encodeURIComponent(learner!.email)}`,
      bearer(token),
    )
    const { data } = (await response.json()) as { data: string }
    const rows = Papa.parse<string[]>(data.trim()).data
    expect(rows[1]?.[0]).toBe(`'=HYPERLINK("http://evil.example","Click")`)
  })
})

describe(`6. development routes are for this machine, in development only (${backend})`, () => {
  it('answers the outbox and the clock only from loopback, never in production', async () => {
    expect((await gateway.app.request('/__dev/outbox', {}, LOOPBACK)).status).toBe(200)
    expect((await gateway.app.request('/__dev/outbox', {}, REMOTE)).status).toBe(404)
    const advance = '/__dev/exercise/advance?companyId=cmp_acme&days=1'
    expect((await gateway.app.request(advance, { method: 'POST' }, REMOTE)).status).toBe(404)
    expect((await production.app.request('/__dev/outbox', {}, LOOPBACK)).status).toBe(404)
  })

  it('marks the refresh cookie Secure when the browser came over HTTPS', async () => {
    const body = json({ email: 'admin@acme.example', password: PASSWORD })
    const plain = await gateway.app.request('http://console.test/identity/v1/accounts/sign-in', body)
    expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/)
    const https = await gateway.app.request('https://console.test/identity/v1/accounts/sign-in', body)
    expect(https.headers.get('set-cookie')).toMatch(/Secure/)
  })
})

describe(`7–8. bad input is a 4xx, never a 500 (${backend})`, () => {
  it('refuses oversized lists, numbers and dates, unknown references and deep JSON', async () => {
    const { token } = await signIn(gateway, 'owner@globex.example')
    const auth = bearer(token).headers
    const many = Array.from({ length: 70_000 }, (_, i) => `dep_${i}`)
    const cases: [string, unknown][] = [
      [
        '/api/v1/users/list/cmp_globex',
        { paging: { pageNumber: 0, pageSize: 10 }, filter: { departmentIds: many } },
      ],
      [
        '/ctf/api/v1/company/cmp_globex/challenges/tournament',
        {
          duration: 1,
          challengesCount: 3,
          startDate: '2027-01-01T09:00:00Z',
          timezone: 'UTC',
          assignmentType: 'DEPARTMENTS',
          departments: many,
          groups: [],
        },
      ],
    ]
    const training = (info: Record<string, unknown>) => ({
      companyId: 'cmp_globex',
      campaignInfo: {
        courseId: 'crs_annual',
        campaign_name: 'Hostile',
        campaign_assignment_type: 'ALL_USERS',
        days_to_complete: 14,
        start_date: '2027-01-01T00:00:00.000Z',
        notificationsEnabled: false,
        ...info,
      },
    })
    cases.push(['/api/v1/campaign/cmp_globex', training({ courseId: 'crs_does_not_exist' })])
    cases.push(['/api/v1/campaign/cmp_globex', training({ start_date: '+275760-09-13T00:00:00.000Z' })])
    cases.push(['/api/v1/campaign/cmp_globex', training({ days_to_complete: 1e15 })])
    for (const [path, body] of cases) {
      const response = await gateway.app.request(path, json(body, auth))
      expect(response.status, path).toBeGreaterThanOrEqual(400)
      expect(response.status, path).toBeLessThan(500)
    }
    const deep = '['.repeat(100_000) + ']'.repeat(100_000)
    const response = await gateway.app.request('/identity/v1/accounts/sign-in', {
      method: 'POST',
      body: deep,
      headers: { 'Content-Type': 'application/json' },
    })
    expect(response.status).toBe(422)
  })

  it('limits bodies: 20 MB of JSON to a sign-in is refused before it is parsed', async () => {
    const response = await gateway.app.request('/identity/v1/accounts/sign-in', {
      method: 'POST',
      body: JSON.stringify({ email: 'a@b.example', password: 'x'.repeat(20 * 1024 * 1024) }),
      headers: { 'Content-Type': 'application/json' },
    })
    expect(response.status).toBe(413)
  })
})

describe('9. static files stay inside the build folder', () => {
  it('does not serve a sibling folder whose name starts like the build output', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'static-'))
    const root = join(parent, 'dist')
    mkdirSync(root)
    mkdirSync(join(parent, 'dist-secret'))
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>console</title>')
    writeFileSync(join(parent, 'dist-secret', 'secret.txt'), 'the secret')
    const app = new Hono<GatewayEnv>()
    serveSpa(app, root)
    for (const path of ['/..%2fdist-secret%2fsecret.txt', '/%2e%2e/dist-secret/secret.txt', '/%E0%A4%A']) {
      const response = await app.request(path)
      expect(await response.text(), path).not.toContain('the secret')
      expect(response.status, path).toBeLessThan(500)
    }
  })
})

describe(`10. sessions end when trust does (${backend})`, () => {
  it('refuses a validly signed identity token without an expiry', async () => {
    const forever = await new SignJWT({ kind: 'id' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('usr_admin_acme_example')
      .setIssuer('awareness-gateway')
      .setIssuedAt()
      .setJti('no-expiry')
      .sign(secret)
    expect((await gateway.app.request('/api/v1/user', bearer(forever))).status).toBe(401)
  })

  it('ends every session of a user whose password an admin resets, refresh cookie included', async () => {
    const victim = await signIn(gateway, 'learner@acme.example')
    const admin = await signIn(gateway, 'admin@acme.example')
    const [learner] = await gateway.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'learner@acme.example'))
    const reset = await gateway.app.request(
      `/api/v1/users/cmp_acme/user/${learner!.id}/password`,
      json({ password: 'Harbour#Quill58' }, bearer(admin.token).headers),
    )
    expect(reset.status).toBe(204)
    const refreshed = await gateway.app.request('/identity/v1/token', {
      method: 'POST',
      headers: { Cookie: victim.cookie.split(';')[0] ?? '' },
    })
    expect(refreshed.status).toBe(401)
  })

  it('asks for the current password outside the temporary-password flow, and ends the other sessions', async () => {
    const other = await signIn(gateway, 'support@platform.example')
    const mine = await signIn(gateway, 'support@platform.example')
    const path = '/api/v1/user/cmp_platform/change_password'
    const headers = bearer(mine.token).headers
    const bare = await gateway.app.request(path, json({ password: 'Marigold#Canyon73' }, headers))
    expect(bare.status).toBe(422)
    expect(((await bare.json()) as { error: { message: string } }).error.message).toBe(
      PASSWORD_MESSAGES.currentRequired,
    )
    const wrong = await gateway.app.request(
      path,
      json({ password: 'Marigold#Canyon73', currentPassword: 'Wrong#Guess1' }, headers),
    )
    expect(wrong.status).toBe(400)
    const ok = await gateway.app.request(
      path,
      json({ password: 'Marigold#Canyon73', currentPassword: PASSWORD }, headers),
    )
    expect(ok.status).toBe(204)
    expect((await gateway.app.request('/api/v1/user', bearer(mine.token))).status).toBe(200)
    expect((await gateway.app.request('/api/v1/user', bearer(other.token))).status).toBe(401)
  })
})

describe('11. database files are private', () => {
  it('creates the embedded database folder readable by its owner only', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'db-')), 'data')
    // From the seeded cluster when there is one: the folder is made the same way, without initdb's seconds.
    const dump = seededDump()
    const database = await openDatabase({ dataDir: dir, ...(dump ? { loadDataDir: dump } : {}) })
    await database.close()
    expect(statSync(dir).mode & 0o777).toBe(0o700)
  })
})
