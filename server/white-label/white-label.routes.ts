import { BASE, PATHS } from '../../src/domain/api-paths'
import { and, eq, isNotNull } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { nullable, object, string } from 'superstruct'
import { fieldProblems } from '../../src/domain/field-problems'
import { BrandForm, type Brand } from '../../src/domain/white-label'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { customDomains, whiteLabels } from '../db/schema'
import { ApiError, notFound, body } from '../errors'
import { whiteLabelOnly } from '../white-label/access'
import { brandOwnerOf } from '../white-label/brand'
import { checkedLogo } from '../white-label/logo'

// White label (001 §7): a partner with access reads, sets and removes its brand; anyone may ask which brand a
// verified custom domain shows (the sign-in page asks before anyone is signed in), and learns nothing of
// domains that are pending or unknown.

const BrandBody = object({ productName: string(), primaryColor: string(), logo: nullable(string()) })

async function brandOf(c: Context<GatewayEnv>, companyId: string): Promise<Brand | null> {
  const [row] = await c.var.deps.db.select().from(whiteLabels).where(eq(whiteLabels.companyId, companyId))
  return row ? { productName: row.productName, primaryColor: row.primaryColor, logo: row.logo } : null
}

async function verifiedOwner(c: Context<GatewayEnv>, domain: string) {
  const [row] = await c.var.deps.db
    .select({ companyId: customDomains.companyId, type: customDomains.type, domain: customDomains.domain })
    .from(customDomains)
    .where(and(eq(customDomains.domain, domain.toLowerCase()), isNotNull(customDomains.verifiedAt)))
  if (!row) throw notFound('No verified custom domain has this name.')
  return row
}

export function whiteLabelRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.brand.pattern, allow.company(), whiteLabelOnly, async (c) => {
    const companyId = c.req.param('companyId')
    return c.json({ brand: await brandOf(c, companyId) })
  })

  app.put(PATHS.brand.pattern, allow.company(), body(BrandBody), whiteLabelOnly, async (c) => {
    const companyId = c.req.param('companyId')
    const body = c.req.valid('json')
    const problems = fieldProblems(BrandForm, body)
    const [field, problem] = Object.entries(problems)[0] ?? []
    if (field) {
      const label = field === 'productName' ? 'Product name' : 'Primary colour'
      throw new ApiError(422, 'invalid_request', `${label}: ${problem}`)
    }
    const brand: Brand = {
      productName: body.productName.trim(),
      primaryColor: body.primaryColor.toLowerCase(),
      logo: checkedLogo('Logo', body.logo),
    }
    const row = { companyId, ...brand, updatedAt: c.var.deps.now?.() ?? new Date() }
    await c.var.deps.db
      .insert(whiteLabels)
      .values(row)
      .onConflictDoUpdate({ target: whiteLabels.companyId, set: row })
    return c.json({ brand })
  })

  app.delete(PATHS.brand.pattern, allow.company(), whiteLabelOnly, async (c) => {
    const companyId = c.req.param('companyId')
    await c.var.deps.db.delete(whiteLabels).where(eq(whiteLabels.companyId, companyId))
    return c.json({ brand: null })
  })

  const byDomain = allow.public('answers only for verified domains, with what the sign-in page shows anyway')
  app.get(`${BASE.whiteLabel}/by-domain/:domain`, byDomain, async (c) => {
    const row = await verifiedOwner(c, c.req.param('domain'))
    return c.json({ domain: row.domain, type: row.type })
  })

  app.get(PATHS.hostBrand.pattern, byDomain, async (c) => {
    const row = await verifiedOwner(c, c.req.param('domain'))
    const owner = await brandOwnerOf(c.var.deps.db, row.companyId)
    if (!owner) throw notFound('This domain shows the console’s own brand.')
    return c.json(owner.brand)
  })

  return app
}
