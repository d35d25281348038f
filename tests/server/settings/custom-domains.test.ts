// @module-tag engine (a partial unique index): also runs on Postgres, see docs/testing.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray, sql } from 'drizzle-orm'
import { companies, customDomains } from '../../../server/db/schema'
import { WHITE_LABEL_TEXTS } from '../../../src/domain/white-label'
import {
  CUSTOM_DOMAIN_CLAIM_DAYS,
  CUSTOM_DOMAIN_TEXTS,
  type CustomDomain,
} from '../../../src/domain/custom-domains'
import { startDnsServer, type LoopbackDns } from '../dns-server'
import { backend, bearer, signIn, startGateway, type TestGateway } from '../gateway'

// Custom domains (issue 29): add, verify by a DNS TXT record read from a DNS server on loopback, reset, delete;
// a host is one company's; what the form refuses, the gateway refuses too.

let gateway: TestGateway
let dns: LoopbackDns
let acme: string
let globex: string
beforeAll(async () => {
  dns = await startDnsServer()
  gateway = await startGateway({ dnsServers: [dns.address] })
  acme = (await signIn(gateway, 'admin@acme.example')).token
  globex = (await signIn(gateway, 'owner@globex.example')).token
  // Both companies on a plan with white label (the seed gives it to partners only).
  await withWhiteLabel(gateway, 'cmp_acme', 'cmp_globex')
})

async function withWhiteLabel(target: TestGateway, ...ids: string[]) {
  await target.database.db
    .update(companies)
    .set({ features: sql`${companies.features} || '{"hasWhiteLabelAccess": true}'::jsonb` })
    .where(inArray(companies.id, ids))
}
afterAll(async () => {
  await gateway.close()
  await dns.close()
})

const base = (company: string) => `/white-label/api/v1/company/${company}/custom_domains`
const call = (token: string, method: string, path: string, body?: unknown) =>
  gateway.app.request(path, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    headers: { 'Content-Type': 'application/json', ...bearer(token).headers },
  })
const messageOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message

describe(`custom domains verified through DNS (${backend})`, () => {
  it('are claimed, verified and reset only by a company with white label; any company lists and deletes', async () => {
    const plain = await startGateway()
    try {
      const token = (await signIn(plain, 'admin@acme.example')).token
      const headers = { 'Content-Type': 'application/json', ...bearer(token).headers }
      const target = JSON.stringify({ customDomain: 'squat.acme.example', type: 'customDomainWeb' })
      for (const path of [base('cmp_acme'), `${base('cmp_acme')}/verify`, `${base('cmp_acme')}/reset`]) {
        const refused = await plain.app.request(path, { method: 'POST', headers, body: target })
        expect(refused.status, path).toBe(403)
        expect(await messageOf(refused)).toBe(WHITE_LABEL_TEXTS.noAccess)
      }
      expect((await plain.app.request(base('cmp_acme'), bearer(token))).status).toBe(200)
      const removed = await plain.app.request(`${base('cmp_acme')}/customDomainWeb`, {
        method: 'DELETE',
        ...bearer(token),
      })
      expect(removed.status).toBe(200)
    } finally {
      await plain.close()
    }
  })

  it('refuses a trailing dot, uppercase, a path or a scheme, as the form does', async () => {
    for (const [customDomain, text] of [
      ['training.acme.example.', CUSTOM_DOMAIN_TEXTS.trailingDot],
      ['Training.acme.example', CUSTOM_DOMAIN_TEXTS.uppercase],
      ['training.acme.example/login', CUSTOM_DOMAIN_TEXTS.hostOnly],
      ['https://training.acme.example', CUSTOM_DOMAIN_TEXTS.hostOnly],
      ['localhost', CUSTOM_DOMAIN_TEXTS.host],
    ] as const) {
      const response = await call(acme, 'POST', base('cmp_acme'), { customDomain, type: 'customDomainAdmin' })
      expect(response.status, customDomain).toBe(422)
      expect(await messageOf(response), customDomain).toBe(`Domain: ${text}`)
    }
  })

  it('adds, refuses verification until the TXT record is there, then verifies', async () => {
    const added = await call(acme, 'POST', base('cmp_acme'), {
      customDomain: 'training.acme.example',
      type: 'customDomainAdmin',
    })
    expect(added.status).toBe(201)
    const [domain] = (await added.json()) as CustomDomain[]
    expect(domain).toMatchObject({ verified: false, txtName: '_awareness-challenge.training.acme.example' })
    const target = { customDomain: 'training.acme.example', type: 'customDomainAdmin' }

    const early = await call(acme, 'POST', `${base('cmp_acme')}/verify`, target)
    expect(early.status).toBe(422)
    expect(await messageOf(early)).toContain(
      `No TXT record ${domain!.txtName} with the value ${domain!.txtValue}`,
    )

    dns.setTxt(domain!.txtName, ['v=spf1 -all', 'awareness-verification=someone-else'])
    expect((await call(acme, 'POST', `${base('cmp_acme')}/verify`, target)).status).toBe(422)

    dns.setTxt(domain!.txtName, ['v=spf1 -all', domain!.txtValue])
    const verified = await call(acme, 'POST', `${base('cmp_acme')}/verify`, target)
    expect(verified.status).toBe(200)
    expect(((await verified.json()) as CustomDomain[])[0]).toMatchObject({
      verified: true,
      lastProblem: null,
    })

    // Reset: a new value to publish, unverified until it is there.
    const reset = (await (
      await call(acme, 'POST', `${base('cmp_acme')}/reset`, target)
    ).json()) as CustomDomain[]
    expect(reset[0]).toMatchObject({ verified: false })
    expect(reset[0]!.txtValue).not.toBe(domain!.txtValue)
    dns.setTxt(domain!.txtName, [reset[0]!.txtValue])
    const all = (await (await call(acme, 'PATCH', `${base('cmp_acme')}/verify`)).json()) as CustomDomain[]
    expect(all[0]).toMatchObject({ verified: true })
  })

  it('keeps a host to one company, and a company out of another’s domains', async () => {
    const taken = await call(globex, 'POST', base('cmp_globex'), {
      customDomain: 'training.acme.example',
      type: 'customDomainEmployee',
    })
    expect(taken.status).toBe(409)
    expect(await messageOf(taken)).toBe(CUSTOM_DOMAIN_TEXTS.conflict)
    expect((await call(globex, 'GET', base('cmp_acme'))).status).toBe(403)
    expect((await call(globex, 'DELETE', `${base('cmp_acme')}/customDomainAdmin`)).status).toBe(403)
  })

  it('lets a pending claim block nobody: the first to verify holds the host, and a claim lapses', async () => {
    const host = 'portal.globex.example'
    const squat = { customDomain: host, type: 'customDomainWeb' }
    expect((await call(acme, 'POST', base('cmp_acme'), squat)).status).toBe(201)
    const claimed = await call(globex, 'POST', base('cmp_globex'), squat)
    expect(claimed.status).toBe(201)
    const mine = ((await claimed.json()) as CustomDomain[]).find((row) => row.domain === host)!
    dns.setTxt(mine.txtName, [mine.txtValue])
    expect((await call(globex, 'POST', `${base('cmp_globex')}/verify`, squat)).status).toBe(200)
    // The squatter's claim went with the verification, and a new one is refused.
    const acmeRows = (await (await call(acme, 'GET', base('cmp_acme'))).json()) as CustomDomain[]
    expect(acmeRows.some((row) => row.domain === host)).toBe(false)
    const again = await call(acme, 'POST', base('cmp_acme'), squat)
    expect(again.status).toBe(409)
    expect(await messageOf(again)).toBe(CUSTOM_DOMAIN_TEXTS.conflict)
    await call(globex, 'DELETE', `${base('cmp_globex')}/customDomainWeb`)

    // A claim older than the claim period lapses when it is verified, and is gone.
    const late = { customDomain: 'late.acme.example', type: 'customDomainWeb' }
    await call(acme, 'POST', base('cmp_acme'), late)
    await gateway.database.db
      .update(customDomains)
      .set({ createdAt: new Date(Date.now() - (CUSTOM_DOMAIN_CLAIM_DAYS + 1) * 86_400_000) })
      .where(eq(customDomains.domain, 'late.acme.example'))
    const lapsed = await call(acme, 'POST', `${base('cmp_acme')}/verify`, late)
    expect(lapsed.status).toBe(422)
    expect(await messageOf(lapsed)).toBe(CUSTOM_DOMAIN_TEXTS.expired)
    const left = (await (await call(acme, 'GET', base('cmp_acme'))).json()) as CustomDomain[]
    expect(left.some((row) => row.domain === 'late.acme.example')).toBe(false)
  })

  it('says so when the DNS server does not answer', async () => {
    const silent = await startGateway({ dnsServers: ['127.0.0.1:9'] })
    await withWhiteLabel(silent, 'cmp_acme')
    const token = (await signIn(silent, 'admin@acme.example')).token
    const target = { customDomain: 'learn.acme.example', type: 'customDomainEmployee' }
    await silent.app.request(base('cmp_acme'), {
      method: 'POST',
      body: JSON.stringify(target),
      headers: { 'Content-Type': 'application/json', ...bearer(token).headers },
    })
    const response = await silent.app.request(`${base('cmp_acme')}/verify`, {
      method: 'POST',
      body: JSON.stringify(target),
      headers: { 'Content-Type': 'application/json', ...bearer(token).headers },
    })
    expect(await messageOf(response)).toBe(CUSTOM_DOMAIN_TEXTS.dnsUnavailable)
    await silent.close()
  })

  it('deletes', async () => {
    const left = await call(acme, 'DELETE', `${base('cmp_acme')}/customDomainAdmin`)
    expect((await left.json()) as CustomDomain[]).toEqual([])
  })
})
