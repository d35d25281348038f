import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { boosted } from '../../src/domain/plan'
import { POLICY_REPORT_TEXTS } from '../../src/domain/policy-report'
import type { GatewayEnv } from '../context'
import { companies } from '../db/schema'
import { forbidden } from '../errors'

/** Reports are Boost's (002 §2.12): the gateway refuses a company without it, as the console's guard does. */
export async function requireBoost(c: Context<GatewayEnv>) {
  const [company] = await c.var.deps.db
    .select({ hasBoost: companies.hasBoost, trialStatus: companies.trialStatus })
    .from(companies)
    .where(eq(companies.id, c.req.param('companyId')!))
  if (!company || !boosted(company.hasBoost, company.trialStatus))
    throw forbidden('boost_required', POLICY_REPORT_TEXTS.boostRequired)
}
