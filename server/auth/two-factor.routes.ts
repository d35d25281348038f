import { PATHS } from '../../src/domain/api-paths'
import { allow } from '../auth/access'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { boolean, object, string } from 'superstruct'
import { MFA_ERROR_CODES } from '../../src/domain/error-codes'
import type { GatewayEnv } from '../context'
import { jobSender } from '../context'
import { users } from '../db/schema'
import { forbidden, body } from '../errors'
import { COMPANY_NOT_ACCESSIBLE } from '../../src/domain/error-codes'
import { checkPassword } from '../auth/password-login'

// Two-factor sign-in (001 §4, §7): codes random, six digits, stored hashed, single-use, expiring after
// ten minutes; failed attempts counted per account with a ten-minute lockout, all enforced here.

import { mfaError, sendSignInCode, spendCode, userOfToken } from '../auth/two-factor-codes'

export function twoFactorRoutes() {
  const app = new Hono<GatewayEnv>()

  app.post(
    PATHS.mfaSendCode,
    allow.public('a signed verification token from a correct password'),
    body(object({ email: string(), verificationTokenId: string() })),
    async (c) => {
      const body = c.req.valid('json')
      const { db } = c.var.deps
      const now = c.var.deps.now?.() ?? new Date()
      const user = await userOfToken(c, body.verificationTokenId)
      if (user.email !== body.email.trim().toLowerCase())
        throw mfaError(
          401,
          MFA_ERROR_CODES.codeExpired,
          'Your sign-in has expired. Please go back to login and sign in again.',
        )
      await sendSignInCode(db, jobSender(c.var.deps), user, body.verificationTokenId, now)
      return c.body(null, 204)
    },
  )

  app.post(
    PATHS.mfaLogin,
    allow.public('a signed verification token and the emailed code, attempts capped'),
    body(object({ code: string(), verificationTokenId: string() })),
    async (c) => {
      const body = c.req.valid('json')
      const { db, tokens } = c.var.deps
      const now = c.var.deps.now?.() ?? new Date()
      const user = await userOfToken(c, body.verificationTokenId, ['mfa'])
      await spendCode(db, user, body.verificationTokenId, body.code, now)
      return c.json({ customFirebaseToken: await tokens.sign({ sub: user.id, kind: 'custom' }) })
    },
  )

  // Enabling or disabling two-factor (001 §4): password → settings token → emailed code → PATCH.
  app.post(
    PATHS.mfaVerifyPassword.pattern,
    // A partner inside a customer company changes nothing about its own sign-in there.
    allow.ownCompany(),
    body(object({ password: string() })),
    async (c) => {
      const { password } = c.req.valid('json')
      const { user } = c.var.auth
      // The same check, counters and lockout as a sign-in with this account's address.
      await checkPassword(c.var.deps.db, user.email, password, c.var.deps.now?.() ?? new Date())
      return c.json({
        verificationToken: await c.var.deps.tokens.sign({ sub: user.id, kind: 'mfaSettings' }),
      })
    },
  )

  app.patch(
    PATHS.mfaSettings.pattern,
    allow.ownCompany(),
    body(object({ isMfaEnabled: boolean(), code: string(), verificationTokenId: string() })),
    async (c) => {
      const body = c.req.valid('json')
      const { db, tokens } = c.var.deps
      const user = await userOfToken(c, body.verificationTokenId, ['mfaSettings'])
      if (user.id !== c.var.auth.user.id)
        throw forbidden(COMPANY_NOT_ACCESSIBLE, "You don't have permission to access")
      await spendCode(db, user, body.verificationTokenId, body.code, c.var.deps.now?.() ?? new Date())
      await db.update(users).set({ isMfaEnabled: body.isMfaEnabled }).where(eq(users.id, user.id))
      return c.json({ customFirebaseToken: await tokens.sign({ sub: user.id, kind: 'custom' }) })
    },
  )

  return app
}
