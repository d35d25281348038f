// @module-tag engine (every route, on both backends): also runs on Postgres, see docs/testing.md.
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessOf, type Access } from '../../server/auth/access'
import type { Database } from '../../server/db/open'
import {
  departments,
  groups,
  phishingCampaigns,
  trainingCampaigns,
  phishingTemplates,
  simulationCampaigns,
  tournaments,
  users,
} from '../../server/db/schema'
import { rowsOf } from '../../server/exercise/totals'
import { LOOPBACK, REMOTE, backend, signIn, startGateway, type TestGateway } from './gateway'
import { HOSTILE_PATH_VALUES, HOSTILE_QUERIES, hostileBodies, mutations } from './route-walk/hostile'
import { SAMPLES, type TenantIds } from './route-walk/samples'

// Tenancy by construction (issue 20): this file walks the gateway's own route list. Every route must
// declare who may call it (server/auth/access.ts); every caller who is not that is refused, whatever ids
// it puts on its path or in its body; and no hostile input answers 500 or stops the gateway. A route
// added tomorrow is walked without a line here.

interface Route {
  method: string
  path: string
  access: Access | undefined
}

let gateway: TestGateway
let routes: Route[]
const tokens: Record<string, string> = {}
let globexIds: TenantIds
let acmeIds: TenantIds
let granted: string
let victimMarkers: RegExp
const rejections: unknown[] = []
const onRejection = (reason: unknown) => rejections.push(reason)

async function tenantIds(db: Database, companyId: string): Promise<TenantIds> {
  const first = async <T>(rows: Promise<T[]>) => (await rows)[0]
  const admin = await first(
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.role, 'admin'))),
  )
  const learner = await first(
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.role, 'user'))),
  )
  const campaign = await first(
    db
      .select({ id: phishingCampaigns.id })
      .from(phishingCampaigns)
      .where(eq(phishingCampaigns.companyId, companyId)),
  )
  const own = await db
    .select({ id: phishingTemplates.id })
    .from(phishingTemplates)
    .where(eq(phishingTemplates.companyId, companyId))
    .limit(3)
  const platform = await db
    .select({ id: phishingTemplates.id })
    .from(phishingTemplates)
    .where(sql`${phishingTemplates.companyId} is null`)
    .limit(3)
  const department = await first(
    db.select({ id: departments.id }).from(departments).where(eq(departments.companyId, companyId)),
  )
  const simulation = await first(
    db
      .select({ id: simulationCampaigns.id })
      .from(simulationCampaigns)
      .where(eq(simulationCampaigns.companyId, companyId)),
  )
  const group = await first(db.select({ id: groups.id }).from(groups).where(eq(groups.companyId, companyId)))
  const training = await first(
    db
      .select({ id: trainingCampaigns.id })
      .from(trainingCampaigns)
      .where(eq(trainingCampaigns.companyId, companyId)),
  )
  return {
    trainingCampaignId: training?.id ?? 'trn_none',
    companyId,
    userId: admin?.id ?? 'usr_none',
    learnerId: learner?.id ?? 'usr_none',
    campaignId: campaign?.id ?? 'phx_none',
    simulationCampaignId: simulation?.id ?? 'sim_none',
    templateIds: (own.length >= 3 ? own : platform).map((t) => t.id),
    departmentId: department?.id ?? 'dep_none',
    groupId: group?.id ?? 'grp_none',
  }
}

/** A path with every parameter filled: the company from `company`, the rest from `ids`. */
function fill(path: string, company: string, ids: TenantIds, tournamentId: string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value: Record<string, string> = {
      companyId: company,
      userId: ids.learnerId,
      // Each area's own campaigns: a simulation path gets the tenant's simulation, not its exercise.
      campaignId: path.startsWith('/phishing/api')
        ? ids.simulationCampaignId
        : path.startsWith('/api/v1/campaign')
          ? ids.trainingCampaignId
          : ids.campaignId,
      courseId: 'crs_annual',
      templateId: ids.templateIds[0] ?? 'tpl_none',
      id: tournamentId,
      surveyId: 'srv_none',
    }
    return encodeURIComponent(value[name] ?? `walk_${name}`)
  })
}

/** Fingerprints of everything stored for a company, to show a refused caller changed nothing. */
async function fingerprint(db: Database, companyId: string): Promise<Record<string, string>> {
  const tables = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.columns where column_name = 'company_id' and table_schema = 'public' order by table_name`,
  )
  const out: Record<string, string> = {}
  for (const { table_name: table } of tables) {
    const [row] = await rowsOf<{ digest: string | null }>(
      db,
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) digest from ${sql.identifier(table)} t where company_id = ${companyId}`,
    )
    out[table] = row?.digest ?? ''
  }
  return out
}

async function call(
  method: string,
  path: string,
  options: { token?: string; body?: string; env?: unknown } = {},
): Promise<Response> {
  const headers: Record<string, string> = {}
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  return gateway.app.request(
    path,
    { method, headers, ...(options.body !== undefined ? { body: options.body } : {}) },
    options.env ?? LOOPBACK,
  )
}

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD'
const isTenantRoute = (access: Access | undefined) =>
  access !== undefined && access.who !== 'public' && access.who !== 'development'

beforeAll(async () => {
  process.on('unhandledRejection', onRejection)
  gateway = await startGateway({ signInRateLimit: { limit: 1_000_000, windowMs: 60_000 } })
  const seen = new Map<string, Route>()
  for (const entry of gateway.app.routes) {
    if (entry.method === 'ALL') continue // app.use middleware, not a route
    const key = `${entry.method} ${entry.path}`
    const route = seen.get(key) ?? { method: entry.method, path: entry.path, access: undefined }
    route.access ??= accessOf(entry.handler)
    seen.set(key, route)
  }
  routes = [...seen.values()]
  for (const email of [
    'owner@globex.example',
    'admin@acme.example',
    'learner@acme.example',
    'partner@northwind.example',
    'sub@fabrikam.example',
  ])
    tokens[email] = (await signIn(gateway, email)).token
  const { db } = gateway.database
  globexIds = await tenantIds(db, 'cmp_globex')
  acmeIds = await tenantIds(db, 'cmp_acme')
  granted = 'cmp_nw_1'
  const names = await db
    .select({ name: phishingCampaigns.name })
    .from(phishingCampaigns)
    .where(eq(phishingCampaigns.companyId, 'cmp_globex'))
  const simulations = await db
    .select({ name: simulationCampaigns.name })
    .from(simulationCampaigns)
    .where(eq(simulationCampaigns.companyId, 'cmp_globex'))
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  victimMarkers = new RegExp(
    ['globex\\.example', ...[...names, ...simulations].map((n) => escape(n.name))].join('|'),
    'i',
  )
})

afterAll(async () => {
  process.off('unhandledRejection', onRejection)
  await gateway.close()
})

describe(`the route walk (${backend})`, () => {
  it('finds every route declared: who may call it is data next to the route', () => {
    expect(routes.length).toBeGreaterThan(100)
    const undeclared = routes.filter((r) => !r.access).map((r) => `${r.method} ${r.path}`)
    expect(undeclared, 'routes without allow.*(): declare who may call them').toEqual([])
    // A company in the path is a tenant: only a tenant declaration checks it against the caller.
    const untenanted = routes
      .filter(
        (r) =>
          r.path.includes(':companyId') &&
          r.access?.who !== undefined &&
          !['company', 'ownCompany', 'partnerOfCompany'].includes(r.access.who),
      )
      .map((r) => `${r.method} ${r.path}`)
    expect(untenanted).toEqual([])
  })

  it('refuses every caller outside a route’s declaration, and they change nothing', async () => {
    const { db } = gateway.database
    const before = {
      cmp_globex: await fingerprint(db, 'cmp_globex'),
      cmp_nw_3: await fingerprint(db, 'cmp_nw_3'),
      [granted]: await fingerprint(db, granted),
    }
    let tournament = 'trn_none'
    const [row] = await db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(and(eq(tournaments.companyId, 'cmp_globex'), isNotNull(tournaments.id)))
    if (row) tournament = row.id
    const problems: string[] = []
    const expectRefused = async (
      label: string,
      route: Route,
      path: string,
      token?: string,
      body?: string,
    ) => {
      const response = await call(route.method, path, {
        ...(token ? { token } : {}),
        ...(body ? { body } : {}),
      })
      const text = await response.text()
      if (![401, 403, 404].includes(response.status))
        problems.push(`${label}: ${route.method} ${path} → ${response.status} ${text.slice(0, 120)}`)
    }
    for (const route of routes) {
      const access = route.access
      if (!isTenantRoute(access) || !access) {
        if (access?.who === 'development') {
          const response = await call(route.method, route.path, { env: REMOTE })
          if (response.status !== 404)
            problems.push(`remote → ${route.method} ${route.path}: ${response.status}`)
        }
        continue
      }
      const body = hasBody(route.method)
        ? JSON.stringify(SAMPLES[`${route.method} ${route.path}`]?.({ ...globexIds }) ?? {})
        : undefined
      const onGlobex = fill(route.path, 'cmp_globex', globexIds, tournament)
      await expectRefused('no token', route, onGlobex, undefined, body)
      await expectRefused(
        'a learner',
        route,
        fill(route.path, 'cmp_acme', acmeIds, tournament),
        tokens['learner@acme.example'],
        body,
      )
      if (access.who === 'signedIn') continue // no tenant in the path: the tenant checks are the handler's
      await expectRefused('another company’s admin', route, onGlobex, tokens['admin@acme.example'], body)
      await expectRefused(
        'a partner outside the hierarchy',
        route,
        onGlobex,
        tokens['partner@northwind.example'],
        body,
      )
      const notGranted = fill(route.path, 'cmp_nw_3', globexIds, tournament)
      if (!(access.who === 'partnerOfCompany' && !access.granted))
        await expectRefused(
          'a partner not granted access',
          route,
          notGranted,
          tokens['partner@northwind.example'],
          body,
        )
      await expectRefused(
        'a sub-reseller on its parent’s customer',
        route,
        fill(route.path, granted, globexIds, tournament),
        tokens['sub@fabrikam.example'],
        body,
      )
    }
    expect(problems).toEqual([])
    expect(await fingerprint(db, 'cmp_globex')).toEqual(before.cmp_globex)
    expect(await fingerprint(db, 'cmp_nw_3')).toEqual(before.cmp_nw_3)
    expect(await fingerprint(db, granted)).toEqual(before[granted])
  })

  it('never shows or changes another tenant’s data for its ids on the caller’s own path or in its body', async () => {
    const { db } = gateway.database
    const before = await fingerprint(db, 'cmp_globex')
    const leaks: string[] = []
    for (const route of routes) {
      if (!isTenantRoute(route.access)) continue
      // Acme's admin, on Acme's own path, naming Globex's learners, campaigns, templates and directory.
      const foreign = { ...globexIds, companyId: 'cmp_acme' }
      const path = fill(route.path, 'cmp_acme', globexIds, 'trn_none')
      const sample = SAMPLES[`${route.method} ${route.path}`]
      const body = hasBody(route.method) ? JSON.stringify(sample?.(foreign) ?? {}) : undefined
      const response = await call(route.method, path, {
        token: tokens['admin@acme.example'],
        ...(body ? { body } : {}),
      })
      const text = await response.text()
      if (response.status >= 500 || victimMarkers.test(text))
        leaks.push(`${route.method} ${path} → ${response.status} ${text.slice(0, 160)}`)
    }
    expect(leaks).toEqual([])
    expect(await fingerprint(db, 'cmp_globex')).toEqual(before)
  })

  it('answers the hostile corpus on every route with a 4xx or a success, never a 500, and keeps answering', async () => {
    const failures: string[] = []
    let sent = 0
    const record = async (
      label: string,
      method: string,
      path: string,
      token: string | undefined,
      body?: string,
    ) => {
      const response = await call(method, path, {
        ...(token ? { token } : {}),
        ...(body !== undefined ? { body } : {}),
      })
      sent++
      if (response.status >= 500)
        failures.push(`${label}: ${method} ${path.slice(0, 140)} → ${response.status}`)
      await response.body?.cancel()
    }
    for (const route of routes) {
      const access = route.access
      // Each route as its rightful caller would reach it, so the corpus gets past the door.
      const token =
        access?.who === 'partnerOfCompany'
          ? tokens['partner@northwind.example']
          : isTenantRoute(access)
            ? tokens['owner@globex.example']
            : undefined
      const company = access?.who === 'partnerOfCompany' ? granted : 'cmp_globex'
      const path = fill(route.path, company, globexIds, 'trn_none')
      for (const name of route.path.match(/:(\w+)/g) ?? [])
        for (const value of HOSTILE_PATH_VALUES)
          await record(
            `path ${name}`,
            route.method,
            fill(route.path.replace(name, value), company, globexIds, 'trn_none'),
            token,
          )
      for (const query of HOSTILE_QUERIES) await record('query', route.method, path + query, token)
      if (!hasBody(route.method)) continue
      for (const { name, body } of hostileBodies())
        await record(`body ${name}`, route.method, path, token, body)
      const sample = SAMPLES[`${route.method} ${route.path}`]
      if (sample)
        for (const variant of mutations(sample({ ...globexIds, companyId: company })))
          await record('sample leaf', route.method, path, token, JSON.stringify(variant))
    }
    expect(failures).toEqual([])
    expect(sent).toBeGreaterThan(2_000)
    const alive = await call('GET', '/api/v1/user', { token: tokens['admin@acme.example'] })
    expect(alive.status).toBe(200)
    expect(rejections).toEqual([])
  }, 600_000)
})
