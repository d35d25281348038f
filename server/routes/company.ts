import { allow } from '../auth/access'
import { Hono } from 'hono'
import { eq } from 'drizzle-orm'
import type { GatewayEnv } from '../context'
import { companies } from '../db/schema'
import { notFound } from '../errors'
import { toCompanyView } from '../views/session-view'

// customers/api/v2 (001 §7 "Company, subscription and billing").

export function companyViewRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get('/company/:companyId/view/admin', allow.company(), async (c) => {
    const { db } = c.var.deps
    const [company] = await db
      .select()
      .from(companies)
      .where(eq(companies.id, c.req.param('companyId')))
    if (!company) throw notFound('Company not found')
    return c.json(await toCompanyView(db, company))
  })
  return app
}
