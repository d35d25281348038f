import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll } from 'vitest'
import { accessOf, type Access } from '../../../server/auth/access'
import type { Database } from '../../../server/db/open'
import {
  departments,
  groups,
  phishingCampaigns,
  trainingCampaigns,
  phishingTemplates,
  simulationCampaigns,
  users,
} from '../../../server/db/schema'
import { rowsOf } from '../../../server/exercise/totals'
import { LOOPBACK, signIn, startGateway, type TestGateway } from '../gateway'
import type { TenantIds } from './samples'

// The route walk's footing (issue 20), shared by its files: the gateway's own route list with who may call each
// route, the demo callers' tokens and each tenant's ids. The walk is split over files so that its parts run on
// different workers.

export interface Route {
  method: string
  path: string
  access: Access | undefined
}

/** What every part of the walk starts from: the gateway, its routes, the demo callers and each tenant's ids. */
export interface RouteWalk {
  gateway: TestGateway
  routes: Route[]
  tokens: Record<string, string>
  globexIds: TenantIds
  acmeIds: TenantIds
  /** A customer company Northwind's partner was granted. */
  granted: string
  /** Globex's names: a refused or foreign call must not show them. */
  victimMarkers: RegExp
  /** Unhandled rejections while the file ran: the gateway must not leave any. */
  rejections: unknown[]
}

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
export function fill(path: string, company: string, ids: TenantIds, tournamentId: string): string {
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
export async function fingerprint(db: Database, companyId: string): Promise<Record<string, string>> {
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

export async function call(
  gateway: TestGateway,
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

export const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD'
export const isTenantRoute = (access: Access | undefined) =>
  access !== undefined && access.who !== 'public' && access.who !== 'development'

/** Registers the file's gateway (started before its tests, closed after) and returns the walk it serves. */
export function openRouteWalk(): RouteWalk {
  const walk = { tokens: {}, rejections: [] } as unknown as RouteWalk
  const onRejection = (reason: unknown) => walk.rejections.push(reason)
  beforeAll(async () => {
    process.on('unhandledRejection', onRejection)
    const gateway = await startGateway({ signInRateLimit: { limit: 1_000_000, windowMs: 60_000 } })
    walk.gateway = gateway
    const seen = new Map<string, Route>()
    for (const entry of gateway.app.routes) {
      if (entry.method === 'ALL') continue // app.use middleware, not a route
      const key = `${entry.method} ${entry.path}`
      const route = seen.get(key) ?? { method: entry.method, path: entry.path, access: undefined }
      route.access ??= accessOf(entry.handler)
      seen.set(key, route)
    }
    walk.routes = [...seen.values()]
    for (const email of [
      'owner@globex.example',
      'admin@acme.example',
      'learner@acme.example',
      'partner@northwind.example',
      'sub@fabrikam.example',
    ])
      walk.tokens[email] = (await signIn(gateway, email)).token
    const { db } = gateway.database
    walk.globexIds = await tenantIds(db, 'cmp_globex')
    walk.acmeIds = await tenantIds(db, 'cmp_acme')
    walk.granted = 'cmp_nw_1'
    const names = await db
      .select({ name: phishingCampaigns.name })
      .from(phishingCampaigns)
      .where(eq(phishingCampaigns.companyId, 'cmp_globex'))
    const simulations = await db
      .select({ name: simulationCampaigns.name })
      .from(simulationCampaigns)
      .where(eq(simulationCampaigns.companyId, 'cmp_globex'))
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    walk.victimMarkers = new RegExp(
      ['globex\\.example', ...[...names, ...simulations].map((n) => escape(n.name))].join('|'),
      'i',
    )
  })
  afterAll(async () => {
    process.off('unhandledRejection', onRejection)
    await walk.gateway?.close()
  })
  return walk
}
