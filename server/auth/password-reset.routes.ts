import { PATHS } from '../../src/domain/api-paths'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { object, size, string } from 'superstruct'
import { isEmail, LOGIN_MESSAGES } from '../../src/domain/login'
import {
  PASSWORD_RESET_TEXTS as T,
  RESET_LINK_TTL_MINUTES,
  RESET_MAILS_PER_HOUR,
} from '../../src/domain/password-reset'
import { allow } from '../auth/access'
import { passwordProblem } from '../auth/password-policy'
import { hashPassword } from '../auth/passwords'
import { PostgresRateLimitStore } from '../auth/rate-limit-store'
import { revokeSessions } from '../auth/sessions'
import { recordAudit } from '../audit/record'
import { findSignInLink, issueSignInLink, spendSignInLink } from '../auth/sign-in-links'
import type { GatewayEnv } from '../context'
import { jobSender } from '../context'
import { users } from '../db/schema'
import { ApiError, invalid, body } from '../errors'
import { consoleLink } from '../mail/console-url'
import { sendMail } from '../mail/outbox'

// Forgot password (ours, issue 24). The request answers 204 whatever the address, so it cannot be used to
// learn which addresses have accounts; each address gets at most RESET_MAILS_PER_HOUR mails (past that,
// silently none), and the per-client sign-in budget covers the path (SIGN_IN_PATHS: identity accounts/*).
// The link's token is random, stored hashed, single-use and short-lived; it travels in the URL's fragment.

const linkRefused = () => new ApiError(400, T.invalidCode, T.expired)

export function passwordResetRoutes() {
  const app = new Hono<GatewayEnv>()

  app.post(
    PATHS.identityPasswordReset,
    allow.public('answers the same for every address; mails per address capped, per client rate-limited'),
    body(object({ email: size(string(), 1, 320) })),
    async (c) => {
      const { email } = c.req.valid('json')
      const address = email.trim().toLowerCase()
      if (!isEmail(address)) throw invalid([{ field: 'email', message: LOGIN_MESSAGES.emailInvalid }])
      const { db, publicUrl } = c.var.deps
      const now = c.var.deps.now?.() ?? new Date()
      const [user] = await db.select().from(users).where(eq(users.email, address))
      // Counted for every address asked about, known or not, so the cap reveals nothing either.
      const store = new PostgresRateLimitStore(db, 'password-reset-mail')
      store.init({ windowMs: 60 * 60_000 })
      const { totalHits } = await store.increment(address)
      if (user && !user.disabledAt && totalHits <= RESET_MAILS_PER_HOUR) {
        const token = await issueSignInLink(db, {
          purpose: 'reset',
          userId: user.id,
          ttlMinutes: RESET_LINK_TTL_MINUTES,
          now,
        })
        await sendMail(db, jobSender(c.var.deps), {
          to: user.email,
          kind: 'password-reset',
          subject: 'Reset your password',
          body: [
            `Hello ${user.name || user.email},`,
            '',
            `Someone asked to reset the password of your account. To choose a new one, open this link within ${RESET_LINK_TTL_MINUTES} minutes:`,
            await consoleLink(db, publicUrl, user.companyId, `/reset-password#token=${token}`),
            '',
            'If it was not you, ignore this mail: your password stays as it is.',
          ].join('\n'),
        })
      }
      return c.body(null, 204)
    },
  )

  app.post(
    PATHS.identityPasswordResetConfirm,
    allow.public('a hashed, expiring, one-time reset token'),
    body(object({ token: size(string(), 1, 200), password: size(string(), 0, 1000) })),
    async (c) => {
      const { token, password } = c.req.valid('json')
      const { db } = c.var.deps
      const now = c.var.deps.now?.() ?? new Date()
      const link = await findSignInLink(db, 'reset', token, now)
      if (!link) throw linkRefused()
      const [user] = await db.select().from(users).where(eq(users.id, link.userId))
      if (!user || user.disabledAt) throw linkRefused()
      const weak = passwordProblem(password, [user.email, user.name, user.lastName])
      if (weak)
        throw new ApiError(422, 'invalid_request', weak, {
          validationResults: [{ field: 'password', message: weak }],
        })
      // Spent by the statement that checks it: of two tabs submitting at once, one wins.
      if (!(await spendSignInLink(db, 'reset', token, now))) throw linkRefused()
      await db
        .update(users)
        .set({
          passwordHash: await hashPassword(password),
          temporaryPassword: false,
          failedLoginCount: 0,
          lockedUntil: null,
        })
        .where(eq(users.id, user.id))
      // Whoever else held a session (perhaps the reason for the reset) is signed out.
      await revokeSessions(db, [user.id], now)
      await recordAudit(db, {
        companyId: user.companyId,
        actorUserId: user.id,
        actorEmail: user.email,
        actorCompanyName: null,
        actorKind: 'own',
        action: 'passwordReset',
        subject: user.email,
        at: now,
      })
      return c.body(null, 204)
    },
  )

  return app
}
