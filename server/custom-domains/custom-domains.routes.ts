import { PATHS } from '../../src/domain/api-paths'
import { randomBytes } from 'node:crypto'
import { and, asc, eq, isNull, ne } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { enums, object, string } from 'superstruct'
import {
  CUSTOM_DOMAIN_CLAIM_DAYS,
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
import { ApiError, notFound, body } from '../errors'
import { lookupTxt } from '../custom-domains/dns-check'
import { whiteLabelOnly } from '../white-label/access'

// /white-label/api/v1/company/{companyId}/custom_domains (001 §7), for companies with the white-label feature (a
// company without it may still list and delete what it has): add (one host per kind), verify one or all by
// their DNS TXT record, reset (a new value to publish), delete. Any company may claim a host; the first to verify
// it holds it alone, and a claim lapses when it is not verified within CUSTOM_DOMAIN_CLAIM_DAYS.

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

const lapsed = (row: Row, now: Date) =>
  row.verifiedAt === null && now.getTime() - row.createdAt.getTime() > CUSTOM_DOMAIN_CLAIM_DAYS * 86_400_000

/**
 * Looks the record up and keeps the outcome; the problem said in words when it is not there. The first company to
 * verify a host holds it: other companies' pending claims of it go, and the unique index on verified hosts settles
 * a race between two verifications.
 */
async function verify(c: Context<GatewayEnv>, row: Row): Promise<string | null> {
  const now = c.var.deps.now?.() ?? new Date()
  const { db } = c.var.deps
  const mine = and(eq(customDomains.companyId, row.companyId), eq(customDomains.type, row.type))
  if (lapsed(row, now)) {
    await db.delete(customDomains).where(mine)
    return CUSTOM_DOMAIN_TEXTS.expired
  }
  const name = txtNameOf(row.domain)
  const value = txtValueOf(row.token)
  const lookup = await lookupTxt(name, c.var.deps.dnsServers)
  const problem =
    'unavailable' in lookup
      ? CUSTOM_DOMAIN_TEXTS.dnsUnavailable
      : lookup.found.includes(value)
        ? null
        : notFoundYet(name, value)
  if (problem) {
    await db.update(customDomains).set({ lastProblem: problem }).where(mine)
    return problem
  }
  try {
    await db.transaction(async (tx) => {
      await tx.update(customDomains).set({ verifiedAt: now, lastProblem: null }).where(mine)
      await tx
        .delete(customDomains)
        .where(
          and(
            eq(customDomains.domain, row.domain),
            ne(customDomains.companyId, row.companyId),
            isNull(customDomains.verifiedAt),
          ),
        )
    })
  } catch {
    throw new ApiError(409, CONFLICT, CUSTOM_DOMAIN_TEXTS.conflict, { detailCode: CONFLICT })
  }
  return null
}

export function customDomainRoutes() {
  const app = new Hono<GatewayEnv>()
  const guard = allow.company()

  app.get(PATHS.customDomains.pattern, guard, async (c) => c.json(await listOf(c, c.req.param('companyId'))))

  app.post(PATHS.customDomains.pattern, guard, body(Target), whiteLabelOnly, async (c) => {
    const companyId = c.req.param('companyId')
    const body = c.req.valid('json')
    const domain = checkedDomain(body.customDomain)
    const { db } = c.var.deps
    const claims = await db
      .select({
        companyId: customDomains.companyId,
        type: customDomains.type,
        verifiedAt: customDomains.verifiedAt,
      })
      .from(customDomains)
      .where(eq(customDomains.domain, domain))
    // Only a verified host is taken: another company's pending claim blocks nobody.
    if (claims.some((claim) => claim.companyId !== companyId && claim.verifiedAt !== null))
      throw new ApiError(409, CONFLICT, CUSTOM_DOMAIN_TEXTS.conflict, { detailCode: CONFLICT })
    if (claims.some((claim) => claim.companyId === companyId && claim.type !== body.type))
      throw new ApiError(409, 'custom_domain_other_type', 'This domain is already set for another kind.')
    // The claim's clock starts now (a new add, or the same kind re-added).
    const row = {
      companyId,
      type: body.type,
      domain,
      token: newToken(),
      verifiedAt: null,
      lastProblem: null,
      createdAt: c.var.deps.now?.() ?? new Date(),
    }
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

  app.post(PATHS.customDomainsVerify.pattern, guard, body(Target), whiteLabelOnly, async (c) => {
    const companyId = c.req.param('companyId')
    const row = await rowOf(c, companyId, c.req.valid('json'))
    const problem = await verify(c, row)
    if (problem) throw new ApiError(422, 'custom_domain_not_verified', problem)
    return c.json(await listOf(c, companyId))
  })

  app.patch(PATHS.customDomainsVerify.pattern, guard, whiteLabelOnly, async (c) => {
    const companyId = c.req.param('companyId')
    const pending = await c.var.deps.db
      .select()
      .from(customDomains)
      .where(and(eq(customDomains.companyId, companyId), isNull(customDomains.verifiedAt)))
    for (const row of pending) {
      try {
        await verify(c, row)
      } catch (error) {
        // Another company verified this host first: said on the row, the others are still checked.
        if (!(error instanceof ApiError)) throw error
        await c.var.deps.db
          .update(customDomains)
          .set({ lastProblem: error.message })
          .where(and(eq(customDomains.companyId, companyId), eq(customDomains.type, row.type)))
      }
    }
    return c.json(await listOf(c, companyId))
  })

  app.post(PATHS.customDomainReset.pattern, guard, body(Target), whiteLabelOnly, async (c) => {
    const companyId = c.req.param('companyId')
    const row = await rowOf(c, companyId, c.req.valid('json'))
    await c.var.deps.db
      .update(customDomains)
      // A new value to publish is a new claim: its clock starts again.
      .set({
        token: newToken(),
        verifiedAt: null,
        lastProblem: null,
        createdAt: c.var.deps.now?.() ?? new Date(),
      })
      .where(and(eq(customDomains.companyId, companyId), eq(customDomains.type, row.type)))
    return c.json(await listOf(c, companyId))
  })

  app.delete(PATHS.customDomain.pattern, guard, async (c) => {
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
