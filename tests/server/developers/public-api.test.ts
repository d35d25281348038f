import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATHS } from '../../../src/domain/api-paths'
import { API_KEY_TEXTS } from '../../../src/domain/api-keys'
import { eq } from 'drizzle-orm'
import { rateLimitHits, users } from '../../../server/db/schema'
import { backend, bearer, json, startSignedIn, type TestGateway } from '../gateway'

// Company API keys and the public read API (issue 32): made by a company's own admin, shown once, stored hashed,
// scoped and revocable; a key reads its own company only, from the Authorization header only; cursors page
// without gaps or repeats while users are added.

let gateway: TestGateway, acme: string, globex: string, partner: string
beforeAll(async () => {
  ;[gateway, acme, globex, partner] = await startSignedIn(
    'admin@acme.example',
    'owner@globex.example',
    'partner@northwind.example',
  )
})
afterAll(() => gateway.close())

type Created = { key: string; data: { id: string; prefix: string; lastUsedAt: string | null } }
const create = async (token: string, company: string, body: unknown) => {
  const response = await gateway.app.request(PATHS.apiKeys(company), { ...json(body, bearer(token).headers) })
  return { status: response.status, body: (await response.json()) as Created }
}
const read = (key: string, query = '') =>
  gateway.app.request(`/public/api/v1/users${query}`, { headers: { Authorization: `Bearer ${key}` } })
type UsersPage = { data: { id: string; email: string }[]; nextCursor: string | null }

describe(`API keys and the public API (${backend})`, () => {
  it('makes a key once, lists it without the secret, and refuses bad forms and outsiders', async () => {
    const made = await create(acme, 'cmp_acme', { name: ' SIEM ', scopes: ['users:read'] })
    expect(made.status).toBe(201)
    expect(made.body.key).toMatch(/^ak_[\w-]{40,}$/)
    expect(made.body.key.startsWith(made.body.data.prefix)).toBe(true)
    const listed = await (await gateway.app.request(PATHS.apiKeys('cmp_acme'), bearer(acme))).text()
    expect(listed).toContain('"SIEM"')
    expect(listed).not.toContain(made.body.key)
    expect((await create(acme, 'cmp_acme', { name: '', scopes: ['users:read'] })).status).toBe(422)
    expect((await create(acme, 'cmp_acme', { name: 'x', scopes: [] })).status).toBe(422)
    expect((await create(acme, 'cmp_acme', { name: 'x', scopes: ['users:write'] })).status).toBe(422)
    expect((await create(globex, 'cmp_acme', { name: 'x', scopes: ['users:read'] })).status).toBe(403)
    // A partner inside a customer does not mint the customer's keys.
    expect((await create(partner, 'cmp_nw_1', { name: 'x', scopes: ['users:read'] })).status).toBe(403)
  })

  it('answers 429 with Retry-After and RateLimit headers past the key’s budget of 600 calls a minute', async () => {
    const made = (await create(acme, 'cmp_acme', { name: 'Busy', scopes: ['users:read'] })).body
    expect((await read(made.key, '?limit=1')).status).toBe(200)
    // The budget spent as 600 calls would spend it (the shared counter the limiter keeps in the database).
    await gateway.database.db
      .update(rateLimitHits)
      .set({ hits: 600 })
      .where(eq(rateLimitHits.key, `public-api:${made.data.id}`))
    const refused = await read(made.key, '?limit=1')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.headers.get('ratelimit')).toMatch(/limit=600, remaining=0/)
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('too_many_requests')
  })

  it("reads only the key's company, from the header only, within its scope, until revoked", async () => {
    const acmeKey = (await create(acme, 'cmp_acme', { name: 'HR sync', scopes: ['users:read'] })).body
    const globexKey = (await create(globex, 'cmp_globex', { name: 'SIEM', scopes: ['campaigns:read'] })).body
    const page = (await (await read(acmeKey.key, '?limit=200')).json()) as UsersPage
    expect(page.data.length).toBeGreaterThan(10)
    expect(page.data.every((user) => user.email.endsWith('@acme.example'))).toBe(true)
    const inQuery = await gateway.app.request(`/public/api/v1/users?api_key=${acmeKey.key}`)
    expect(inQuery.status).toBe(400)
    expect(((await inQuery.json()) as { error: { message: string } }).error.message).toBe(
      API_KEY_TEXTS.headerOnly,
    )
    expect((await read(globexKey.key)).status).toBe(403)
    expect((await read(`${acmeKey.key}x`)).status).toBe(401)
    expect((await read(acme)).status).toBe(401) // a console session is not a key
    expect((await read(acmeKey.key, '?limit=0')).status).toBe(422)
    expect((await read(acmeKey.key, '?cursor=not-ours')).status).toBe(422)
    const listed = (await (await gateway.app.request(PATHS.apiKeys('cmp_acme'), bearer(acme))).json()) as {
      data: { id: string; lastUsedAt: string | null }[]
    }
    expect(listed.data.find((row) => row.id === acmeKey.data.id)?.lastUsedAt).not.toBeNull()
    const revoke = (token: string, company: string) =>
      gateway.app.request(`${PATHS.apiKeys(company)}/${acmeKey.data.id}`, {
        method: 'DELETE',
        ...bearer(token),
      })
    expect((await revoke(globex, 'cmp_globex')).status).toBe(404)
    expect((await revoke(acme, 'cmp_acme')).status).toBe(204)
    expect((await read(acmeKey.key)).status).toBe(401)
  })

  it('pages with cursors without gaps or repeats while users are added', async () => {
    const { key } = (await create(acme, 'cmp_acme', { name: 'Pager', scopes: ['users:read'] })).body
    const all = (await (await read(key, '?limit=200')).json()) as UsersPage
    const seen: string[] = []
    let cursor: string | null = null
    let added = 0
    do {
      const response = await read(key, `?limit=7${cursor ? `&cursor=${cursor}` : ''}`)
      const page = (await response.json()) as UsersPage
      seen.push(...page.data.map((user) => user.id))
      cursor = page.nextCursor
      // Someone is added between two pages: it comes at the end, nothing before it moves.
      if (added < 2) {
        added += 1
        await gateway.database.db.insert(users).values({
          id: `usr_${randomUUID()}`,
          companyId: 'cmp_acme',
          email: `paged${added}.${randomUUID().slice(0, 6)}@acme.example`,
          name: 'Paged',
          lastName: 'Later',
          role: 'user',
        })
      }
    } while (cursor)
    expect(new Set(seen).size).toBe(seen.length)
    for (const user of all.data) expect(seen).toContain(user.id)
    expect(seen.length).toBe(all.data.length + 2)
  })
  it('describes itself in OpenAPI 3.1 that a parser validates, listing every public route', async () => {
    const response = await gateway.app.request('/public/api/v1/openapi.json')
    expect(response.status).toBe(200)
    const doc = (await response.json()) as {
      openapi: string
      paths: Record<string, { get: { operationId: string } }>
    }
    expect(doc.openapi).toBe('3.1.0')
    const { validate } = await import('@readme/openapi-parser')
    const result = await validate(structuredClone(doc) as never)
    expect(result.valid, JSON.stringify(result)).toBe(true)
    // Every route the gateway serves with an API key is in the document, and nothing else.
    const served = gateway.app.routes
      .filter((route) => route.path.startsWith('/public/api/v1/') && route.method === 'GET')
      .map((route) => route.path.replace('/public/api/v1', ''))
      .filter((path) => !['/openapi.json', '/docs', '/*'].includes(path))
    expect([...new Set(served)].sort()).toEqual(Object.keys(doc.paths).sort())
    const docs = await (await gateway.app.request('/public/api/v1/docs')).text()
    for (const path of Object.keys(doc.paths)) expect(docs).toContain(`/public/api/v1${path}`)
  })

  it('lists departments and groups with their user counts', async () => {
    const { key } = (await create(acme, 'cmp_acme', { name: 'Directory', scopes: ['users:read'] })).body
    const departments = (await (
      await gateway.app.request('/public/api/v1/departments', { headers: { Authorization: `Bearer ${key}` } })
    ).json()) as { data: { name: string; usersCount: number }[] }
    expect(departments.data.map((row) => row.name)).toContain('Sales')
    expect(departments.data.find((row) => row.name === 'Sales')!.usersCount).toBeGreaterThan(0)
    const groups = await gateway.app.request('/public/api/v1/groups?limit=1', {
      headers: { Authorization: `Bearer ${key}` },
    })
    expect(groups.status).toBe(200)
  })

  it('lists phishing exercises and training campaigns, each behind its own scope', async () => {
    const both = (
      await create(globex, 'cmp_globex', { name: 'SIEM', scopes: ['campaigns:read', 'training:read'] })
    ).body.key
    const get = (path: string, key: string) =>
      gateway.app.request(`/public/api/v1${path}`, { headers: { Authorization: `Bearer ${key}` } })
    const exercises = (await (await get('/phishing-exercises', both)).json()) as {
      data: { name: string; learners: { total: number } }[]
    }
    expect(exercises.data.length).toBeGreaterThanOrEqual(5)
    expect(exercises.data.some((row) => row.learners.total > 0)).toBe(true)
    const training = (await (await get('/training-campaigns', both)).json()) as {
      data: { courseId: string }[]
    }
    expect(training.data.length).toBeGreaterThan(0)
    const usersOnly = (await create(globex, 'cmp_globex', { name: 'HR', scopes: ['users:read'] })).body.key
    const refused = await get('/phishing-exercises', usersOnly)
    expect(refused.status).toBe(403)
    // A sentence a developer reads in their client's log, naming what the key cannot do and how to get it.
    expect(JSON.stringify(await refused.json())).toContain(
      'This API key cannot read phishing campaigns and their results: it needs the campaigns:read scope.',
    )
    expect((await get('/training-campaigns', usersOnly)).status).toBe(403)
    expect((await get('/users', both)).status).toBe(403)
  })

  it("lists simulation campaigns with their mail counts, and recipients' events since an instant, page by page", async () => {
    const key = (await create(globex, 'cmp_globex', { name: 'SIEM events', scopes: ['campaigns:read'] })).body
      .key
    const get = (path: string, withKey = key) =>
      gateway.app.request(`/public/api/v1${path}`, { headers: { Authorization: `Bearer ${withKey}` } })
    const campaigns = (await (await get('/phishing-simulations')).json()) as {
      data: { id: string; mails: { sent: number; clicked: number } }[]
    }
    expect(campaigns.data.length).toBeGreaterThan(0)
    expect(campaigns.data.some((row) => row.mails.sent > 0)).toBe(true)
    type Events = {
      data: { id: string; kind: string; at: string; campaignId: string }[]
      nextCursor: string | null
    }
    const all: Events['data'] = []
    let cursor: string | null = null
    do {
      const page = (await (
        await get(`/simulation-events?limit=7${cursor ? `&cursor=${cursor}` : ''}`)
      ).json()) as Events
      all.push(...page.data)
      cursor = page.nextCursor
    } while (cursor)
    expect(all.length).toBeGreaterThan(7)
    expect(new Set(all.map((event) => event.id)).size).toBe(all.length)
    const ids = new Set(campaigns.data.map((row) => row.id))
    expect(all.every((event) => ids.has(event.campaignId))).toBe(true)
    expect(all.every((event) => ['opened', 'clicked', 'phished', 'reported'].includes(event.kind))).toBe(true)
    const times = all.map((event) => event.at)
    expect([...times].sort()).toEqual(times)
    const middle = times[Math.max(0, times.length - 50)]!
    const since = (await (await get(`/simulation-events?limit=200&since=${middle}`)).json()) as Events
    expect(since.data.length).toBeGreaterThan(0)
    expect(since.data.every((event) => event.at >= middle)).toBe(true)
    expect(since.data.length).toBe(times.filter((at) => at >= middle).length)
    const refused = await get('/simulation-events?since=yesterday')
    expect(refused.status).toBe(422)
    // Another company's key reads none of these; a key without the scope is refused.
    const acmeKey = (await create(acme, 'cmp_acme', { name: 'Acme SIEM', scopes: ['campaigns:read'] })).body
      .key
    const acmeEvents = (await (await get('/simulation-events?limit=200', acmeKey)).json()) as Events
    expect(acmeEvents.data.some((event) => ids.has(event.campaignId))).toBe(false)
    const usersOnly = (await create(globex, 'cmp_globex', { name: 'HR 2', scopes: ['users:read'] })).body.key
    expect((await get('/simulation-events', usersOnly)).status).toBe(403)
  })

  it("lists each learner's exercise results, delivery order, one company's only", async () => {
    const key = (await create(globex, 'cmp_globex', { name: 'Results', scopes: ['campaigns:read'] })).body.key
    const get = (path: string, withKey = key) =>
      gateway.app.request(`/public/api/v1${path}`, { headers: { Authorization: `Bearer ${withKey}` } })
    type Results = {
      data: {
        id: string
        email: string
        deliveredAt: string
        answered: number
        correct: number
        wrong: number
      }[]
      nextCursor: string | null
    }
    const first = (await (await get('/phishing-exercise-results?limit=50')).json()) as Results
    expect(first.data).toHaveLength(50)
    expect(first.nextCursor).not.toBeNull()
    expect(first.data.every((row) => row.email.endsWith('@globex.example'))).toBe(true)
    expect(first.data.some((row) => row.answered > 0)).toBe(true)
    const second = (await (
      await get(`/phishing-exercise-results?limit=50&cursor=${first.nextCursor}`)
    ).json()) as Results
    const ids = new Set(first.data.map((row) => row.id))
    expect(second.data.some((row) => ids.has(row.id))).toBe(false)
    const times = [...first.data, ...second.data].map((row) => row.deliveredAt)
    expect([...times].sort()).toEqual(times)
    const acmeKey = (await create(acme, 'cmp_acme', { name: 'Acme results', scopes: ['campaigns:read'] }))
      .body.key
    const acmeRows = (await (await get('/phishing-exercise-results?limit=200', acmeKey)).json()) as Results
    expect(acmeRows.data.some((row) => ids.has(row.id))).toBe(false)
  })
})
