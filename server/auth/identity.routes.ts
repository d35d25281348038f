import { allow } from '../auth/access'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { object, string } from 'superstruct'
import { BASE, PATHS } from '../../src/domain/api-paths'
import { IDENTITY_ERROR_CODES } from '../../src/domain/login-failures'
import { checkPassword } from '../auth/password-login'
import { refuseWhenSsoEnforced } from '../auth/sso-enforcement'
import { isHttpsRequest } from '../auth/local-request'
import type { GatewayEnv, UserRow } from '../context'
import { refreshSessions, spentTokens, users } from '../db/schema'
import { ApiError, unauthorized, body } from '../errors'
import { liveSessionToken, REFRESH_COOKIE } from '../auth/live-session'

// The simulated identity provider (ARCHITECTURE §7): password and custom-token sign-in, a refresh token in
// an httpOnly SameSite=Strict cookie, and sign-out that revokes the refresh session. The cookie's path is the
// whole site, not this path only: the console's page itself then comes with an identity token (server/static.ts),
// one round trip fewer before the first signed-in screen. No API route accepts the cookie as a credential.

async function startSession(c: Context<GatewayEnv>, user: UserRow) {
  const { db, tokens, production } = c.var.deps
  const now = c.var.deps.now?.() ?? new Date()
  const sid = randomUUID()
  await db.insert(refreshSessions).values({
    id: sid,
    userId: user.id,
    expiresAt: new Date(now.getTime() + tokens.ttl('refresh') * 1000),
  })
  // Every way in (password, two-factor, magic link, SSO) ends here: the users list and profile show it.
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id))
  setCookie(c, REFRESH_COOKIE, await tokens.sign({ sub: user.id, kind: 'refresh', sid }), {
    httpOnly: true,
    sameSite: 'Strict',
    // Secure whenever the browser reached us over HTTPS (directly, or through a TLS proxy with TRUST_PROXY).
    secure: production || isHttpsRequest(c),
    path: '/',
    maxAge: tokens.ttl('refresh'),
  })
  // A cookie of an earlier release, scoped to the identity path, would shadow this one at /token.
  deleteCookie(c, REFRESH_COOKIE, { path: BASE.identity })
  return c.json({
    idToken: await tokens.sign({ sub: user.id, kind: 'id', sid }),
    expiresIn: tokens.ttl('id'),
  })
}

export function identityRoutes() {
  const app = new Hono<GatewayEnv>()

  app.post(
    PATHS.identitySignIn,
    allow.public('a password sign-in: rate-limited per address, locked per account'),
    body(object({ email: string(), password: string() })),
    async (c) => {
      const { email, password } = c.req.valid('json')
      const user = await checkPassword(c.var.deps.db, email, password, c.var.deps.now?.() ?? new Date())
      await refuseWhenSsoEnforced(c.var.deps.db, user)
      if (user.isMfaEnabled) {
        // The second factor ends in a custom token; a password alone never opens an MFA account.
        throw new ApiError(403, 'mfa_required', 'Two-factor authentication is required', {
          detailCode: IDENTITY_ERROR_CODES.operationNotAllowed,
        })
      }
      return startSession(c, user)
    },
  )

  app.post(
    PATHS.identityCustomToken,
    allow.public('a signed one-time custom token'),
    body(object({ token: string() })),
    async (c) => {
      const { token } = c.req.valid('json')
      const check = await c.var.deps.tokens.verify(token, 'custom')
      if (!check.ok || !check.claims.jti)
        throw unauthorized(
          check.ok ? 'token_invalid' : check.reason,
          'The sign-in link is invalid or has expired.',
        )
      // Single use: the first exchange spends the token; a replay (another tab, a stolen copy) is refused.
      const now = c.var.deps.now?.() ?? new Date()
      const spent = await c.var.deps.db
        .insert(spentTokens)
        .values({
          jti: check.claims.jti,
          expiresAt: new Date(now.getTime() + c.var.deps.tokens.ttl('custom') * 1000),
        })
        .onConflictDoNothing()
        .returning()
      if (spent.length === 0)
        throw unauthorized('token_invalid', 'The sign-in link is invalid or has expired.')
      const [user] = await c.var.deps.db.select().from(users).where(eq(users.id, check.claims.sub))
      if (!user || user.disabledAt)
        throw unauthorized('token_invalid', 'The sign-in link is invalid or has expired.')
      return startSession(c, user)
    },
  )

  app.post(PATHS.identityToken, allow.public('the httpOnly refresh cookie of a live session'), async (c) => {
    const session = await liveSessionToken(c)
    if (session === 'missing') throw unauthorized('token_missing', 'No session')
    if (session === 'expired') throw unauthorized('session_expired', 'Your session has expired.')
    return c.json(session)
  })

  app.post(
    PATHS.identitySignOut,
    allow.public('revokes only the session of the cookie it is sent with'),
    async (c) => {
      const cookie = getCookie(c, REFRESH_COOKIE)
      if (cookie) {
        const check = await c.var.deps.tokens.verify(cookie, 'refresh')
        if (check.ok && check.claims.sid) {
          await c.var.deps.db
            .update(refreshSessions)
            .set({ revokedAt: c.var.deps.now?.() ?? new Date() })
            .where(eq(refreshSessions.id, check.claims.sid))
        }
      }
      deleteCookie(c, REFRESH_COOKIE, { path: '/' })
      deleteCookie(c, REFRESH_COOKIE, { path: BASE.identity })
      return c.body(null, 204)
    },
  )

  return app
}
