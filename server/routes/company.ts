import { allow } from '../auth/access'
import { Hono } from 'hono'
import type { GatewayEnv } from '../context'
import { toCompanyView } from '../views/session-view'

// customers/api/v2 (001 §7 "Company, subscription and billing").

export function companyViewRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get('/company/:companyId/view/admin', allow.company(), async (c) => {
    return c.json(await toCompanyView(c.var.deps.db, c.var.tenant))
  })
  return app
}
