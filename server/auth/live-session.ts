import { and, eq, gt, isNull } from 'drizzle-orm'
import { type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { GatewayEnv } from '../context'
import { refreshSessions, users } from '../db/schema'

/** The httpOnly cookie that holds a session's refresh token. */
export const REFRESH_COOKIE = 'refresh_token'

// The session behind a refresh cookie, still live: the token endpoint answers with it, and the static server puts
// its first identity token in the signed-in page so the SPA starts without a round trip.

/**
 * A fresh identity token for the refresh cookie of a live session; 'missing' without a cookie, 'expired' for a
 * cookie that is forged, expired, revoked or of a disabled user.
 */
export async function liveSessionToken(
  c: Context<GatewayEnv>,
): Promise<{ idToken: string; expiresIn: number } | 'missing' | 'expired'> {
  const cookie = getCookie(c, REFRESH_COOKIE)
  if (!cookie) return 'missing'
  const { db, tokens } = c.var.deps
  const now = c.var.deps.now?.() ?? new Date()
  const check = await tokens.verify(cookie, 'refresh')
  if (!check.ok || !check.claims.sid) return 'expired'
  const [live] = await db
    .select({ id: refreshSessions.id })
    .from(refreshSessions)
    .innerJoin(users, eq(users.id, refreshSessions.userId))
    .where(
      and(
        eq(refreshSessions.id, check.claims.sid),
        isNull(refreshSessions.revokedAt),
        gt(refreshSessions.expiresAt, now),
        isNull(users.disabledAt),
      ),
    )
  if (!live) return 'expired'
  return {
    idToken: await tokens.sign({ sub: check.claims.sub, kind: 'id', sid: check.claims.sid }),
    expiresIn: tokens.ttl('id'),
  }
}
