import { PATHS } from '../../src/domain/api-paths'
import { allow } from '../auth/access'
import { Hono } from 'hono'
import type { GatewayEnv } from '../context'
import { featuresOf, toCompanyView } from '../views/session-view'

// customers/api/v2 (001 §7 "Company, subscription and billing").

export function companyViewRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get(PATHS.companyView.pattern, allow.company(), async (c) => {
    return c.json(await toCompanyView(c.var.deps.db, c.var.tenant))
  })
  return app
}

/** The feature-flag service (000 §7), polled by the console every 300 s: the company's flags and switches. */
export function featureFlagRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get(PATHS.featureFlags.pattern, allow.company(), (c) =>
    c.json({ flags: c.var.tenant.flags, features: featuresOf(c.var.tenant) }),
  )
  return app
}
