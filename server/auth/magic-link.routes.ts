import { PATHS } from '../../src/domain/api-paths'
import { allow } from '../auth/access'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { GatewayEnv } from '../context'
import { users } from '../db/schema'
import { issueSignInLink, spendSignInLink } from '../auth/sign-in-links'
import { unauthorized } from '../errors'
import { refuseWhenSsoEnforced } from '../auth/sso-enforcement'

// Magic links (001 §7): an admin's one-time sign-in link; the token is exchanged once for a custom token.
const LINK_TTL_MINUTES = 15
export const MAGIC_LINK_EXPIRED = 'This sign-in link has expired or was already used. Please sign in again.'

export function magicLinkRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.magicLink.pattern, allow.company(), async (c) => {
    const now = c.var.deps.now?.() ?? new Date()
    const token = await issueSignInLink(c.var.deps.db, {
      purpose: 'magic',
      userId: c.var.auth.user.id,
      sessionId: c.var.auth.sessionId,
      ttlMinutes: LINK_TTL_MINUTES,
      now,
    })
    return c.json({ verificationToken: token })
  })

  app.get(
    PATHS.magicLinkExchange.pattern,
    allow.public('a hashed, expiring, one-time link token'),
    async (c) => {
      const { db, tokens } = c.var.deps
      const now = c.var.deps.now?.() ?? new Date()
      const link = await spendSignInLink(db, 'magic', c.req.param('token'), now)
      if (!link) throw unauthorized('token_invalid', MAGIC_LINK_EXPIRED)
      const [user] = await db.select().from(users).where(eq(users.id, link.userId))
      if (!user || user.disabledAt) throw unauthorized('token_invalid', MAGIC_LINK_EXPIRED)
      await refuseWhenSsoEnforced(db, user)
      return c.json({ authToken: await tokens.sign({ sub: user.id, kind: 'custom' }) })
    },
  )

  return app
}
