import { PATHS } from '../../src/domain/api-paths'
import { allow } from '../auth/access'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { POLICY_ALREADY_CONFIRMED } from '../../src/domain/policy-agreement'
import type { GatewayEnv } from '../context'
import { users } from '../db/schema'
import { ApiError, forbidden } from '../errors'

// The policy confirmation (000 §7): once per user, by the user themself. A second confirmation is refused
// with its own code, which the console ignores.

export function privacyPolicyRoutes() {
  const app = new Hono<GatewayEnv>()
  app.post(PATHS.privacyPolicyConfirm.pattern, allow.company(), async (c) => {
    const { user } = c.var.auth
    if (c.req.param('userId') !== user.id)
      throw forbidden('not_own_policy', 'Each user confirms the policy for themself.')
    if (user.privacyPolicyConfirmedAt)
      throw new ApiError(409, POLICY_ALREADY_CONFIRMED, 'The policy is already confirmed.')
    await c.var.deps.db
      .update(users)
      .set({ privacyPolicyConfirmedAt: new Date() })
      .where(eq(users.id, user.id))
    return c.body(null, 204)
  })
  return app
}
