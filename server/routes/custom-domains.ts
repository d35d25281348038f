import { randomBytes } from 'node:crypto'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { enums, object, string } from 'superstruct'
import {
  CUSTOM_DOMAIN_TEXTS,
  CUSTOM_DOMAIN_TYPES,
  customDomainProblem,
  notFoundYet,
  txtNameOf,
  txtValueOf,
  type CustomDomain,
} from '../../src/domain/custom-domains'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { customDomains } from '../db/schema'
import { ApiError, notFound, readBody } from '../errors'
import { lookupTxt } from '../custom-domains/dns-check'

// /white-label/api/v1/company/{companyId}/custom_domains (001 §7): add (one host per kind), verify one or all by
// their DNS TXT record, reset (a new value to publish), delete. A host belongs to one company only.

const Target = object({ customDomain: string(), type: enums(CUSTOM_DOMAIN_TYPES) })
type Row = typeof customDomains.$inferSelect

const newToken = () => randomBytes(18).toString('base64url')
const CONFLICT = 'custom_domain/upsert_one/conflict'

const shape = (row: Row): CustomDomain => ({
  type: row.type as CustomDomain['type'],
  domain: row.domain,
  verified: row.verifiedAt !== null,
  verifiedAt: row.verifiedAt?.toISOString() ?? null,
  txtName: txtNameOf(row.domain),
  txtValue: txtValueOf(row.token),
  lastProblem: row.lastProblem,
})

async function listOf(c: Context<GatewayEnv>, companyId: string) {
  const rows = await c.var.deps.db
    .select()
    .from(customDomains)
    .where(eq(customDomains.companyId, companyId))
    .orderBy(asc(customDomains.type))
  return rows.map(shape)
}

function checkedDomain(typed: string): string {
  const problem = customDomainProblem(typed)
  if (problem) throw new ApiError(422, 'invalid_request', `Domain: ${problem}`)
  return typed.trim()
}

async function rowOf(c: Context<GatewayEnv>, companyId: string, target: typeof Target.TYPE) {
  const [row] = await c.var.deps.db
    .select()
    .from(customDomains)
    .where(
      and(
        eq(customDomains.companyId, companyId),
        eq(customDomains.type, target.type),
        eq(customDomains.domain, target.customDomain.trim()),
      ),
    )
  if (!row) throw notFound('This custom domain is not set for the company.')
  return row
}

/** Looks the record up and keeps the outcome; the problem said in words when it is not there. */
async function verify(c: Context<GatewayEnv>, row: Row): Promise<string | null> {
  const name = txtNameOf(row.domain)
  const value = txtValueOf(row.token)
  const lookup = await lookupTxt(name, c.var.deps.dnsServers)
  const problem =
    'unavailable' in lookup
      ? CUSTOM_DOMAIN_TEXTS.dnsUnavailable
      : lookup.found.includes(value)
        ? null
        : notFoundYet(name, value)
  await c.var.deps.db
    .update(customDomains)
    .set(
      problem
        ? { lastProblem: problem }
        : { verifiedAt: c.var.deps.now?.() ?? new Date(), lastProblem: null },
    )
    .where(and(eq(customDomains.companyId, row.companyId), eq(customDomains.type, row.type)))
  return problem
}

export function customDomainRoutes() {
  const app = new Hono<GatewayEnv>()
  const guard = allow.company()
  const base = '/company/:companyId/custom_domains'

  app.get(base, guard, async (c) => c.json(await listOf(c, c.req.param('companyId'))))

  app.post(base, guard, async (c) => {
    const companyId = c.req.param('companyId')
    const body = await readBody(c, Target)
    const domain = checkedDomain(body.customDomain)
    const { db } = c.var.deps
    const [owner] = await db
      .select({ companyId: customDomains.companyId, type: customDomains.type })
      .from(customDomains)
      .where(eq(customDomains.domain, domain))
    if (owner && owner.companyId !== companyId)
      throw new ApiError(409, CONFLICT, CUSTOM_DOMAIN_TEXTS.conflict, { detailCode: CONFLICT })
    if (owner && owner.type !== body.type)
      throw new ApiError(409, 'custom_domain_other_type', 'This domain is already set for another kind.')
    const row = { companyId, type: body.type, domain, token: newToken(), verifiedAt: null, lastProblem: null }
    try {
      await db
        .insert(customDomains)
        .values(row)
        .onConflictDoUpdate({ target: [customDomains.companyId, customDomains.type], set: row })
    } catch {
      // Another company took it between the check and the write (the unique index decides).
      throw new ApiError(409, CONFLICT, CUSTOM_DOMAIN_TEXTS.conflict, { detailCode: CONFLICT })
    }
    return c.json(await listOf(c, companyId), 201)
  })

  app.post(`${base}/verify`, guard, async (c) => {
    const companyId = c.req.param('companyId')
    const row = await rowOf(c, companyId, await readBody(c, Target))
    const problem = await verify(c, row)
    if (problem) throw new ApiError(422, 'custom_domain_not_verified', problem)
    return c.json(await listOf(c, companyId))
  })

  app.patch(`${base}/verify`, guard, async (c) => {
    const companyId = c.req.param('companyId')
    const pending = await c.var.deps.db
      .select()
      .from(customDomains)
      .where(and(eq(customDomains.companyId, companyId), isNull(customDomains.verifiedAt)))
    for (const row of pending) await verify(c, row)
    return c.json(await listOf(c, companyId))
  })

  app.post(`${base}/reset`, guard, async (c) => {
    const companyId = c.req.param('companyId')
    const row = await rowOf(c, companyId, await readBody(c, Target))
    await c.var.deps.db
      .update(customDomains)
      .set({ token: newToken(), verifiedAt: null, lastProblem: null })
      .where(and(eq(customDomains.companyId, companyId), eq(customDomains.type, row.type)))
    return c.json(await listOf(c, companyId))
  })

  app.delete(`${base}/:type`, guard, async (c) => {
    const companyId = c.req.param('companyId')
    const type = c.req.param('type')
    if (!(CUSTOM_DOMAIN_TYPES as readonly string[]).includes(type)) throw notFound('Unknown kind of domain.')
    await c.var.deps.db
      .delete(customDomains)
      .where(and(eq(customDomains.companyId, companyId), eq(customDomains.type, type)))
    return c.json(await listOf(c, companyId))
  })

  return app
}
