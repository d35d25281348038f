import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import { ROLE_GROUPS } from '../../src/domain/roles'
import { requireAuth, requireCompany, requireRoles } from '../auth/middleware'
import type { GatewayEnv } from '../context'
import { signInLinks, users } from '../db/schema'
import { unauthorized } from '../errors'

// Magic links (001 §7): an admin's one-time sign-in link; the token is exchanged once for a custom token.
const LINK_TTL_MINUTES = 15
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
export const MAGIC_LINK_EXPIRED = 'This sign-in link has expired or was already used. Please sign in again.'

export function magicLinkRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(
    '/auth/company/:companyId/magic_link',
    requireAuth,
    requireRoles(ROLE_GROUPS.adminPanel),
    requireCompany(),
    async (c) => {
      const now = c.var.deps.now?.() ?? new Date()
      const token = randomBytes(32).toString('base64url')
      await c.var.deps.db.insert(signInLinks).values({
        id: randomUUID(),
        userId: c.var.auth.user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(now.getTime() + LINK_TTL_MINUTES * 60_000),
      })
      return c.json({ verificationToken: token })
    },
  )

  app.get('/auth/auth_token/magic_link/:token', async (c) => {
    const { db, tokens } = c.var.deps
    const now = c.var.deps.now?.() ?? new Date()
    // Marking the link used in the same statement that finds it: a second tab cannot use it again.
    const [link] = await db
      .update(signInLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(signInLinks.tokenHash, sha256(c.req.param('token'))),
          isNull(signInLinks.usedAt),
          gt(signInLinks.expiresAt, now),
        ),
      )
      .returning()
    if (!link) throw unauthorized('token_invalid', MAGIC_LINK_EXPIRED)
    const [user] = await db.select().from(users).where(eq(users.id, link.userId))
    if (!user || user.disabledAt) throw unauthorized('token_invalid', MAGIC_LINK_EXPIRED)
    return c.json({ authToken: await tokens.sign({ sub: user.id, kind: 'custom' }) })
  })

  return app
}
