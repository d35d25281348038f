import { eq } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import { boosted } from '../../src/domain/plan'
import { POLICY_REPORT_TEXTS } from '../../src/domain/policy-report'
import type { GatewayEnv } from '../context'
import { companies } from '../db/schema'
import { forbidden } from '../errors'

/**
 * Reports are Boost's (002 §2.12): a route that declares this refuses a company without it, as the console's guard
 * does, before its handler runs.
 */
export const boostOnly = createMiddleware<GatewayEnv>(async (c, next) => {
  const [company] = await c.var.deps.db
    .select({ hasBoost: companies.hasBoost, trialStatus: companies.trialStatus })
    .from(companies)
    .where(eq(companies.id, c.req.param('companyId') ?? ''))
  if (!company || !boosted(company.hasBoost, company.trialStatus))
    throw forbidden('boost_required', POLICY_REPORT_TEXTS.boostRequired)
  await next()
})
