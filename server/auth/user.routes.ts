import { BASE, PATHS } from '../../src/domain/api-paths'
import { ANY_LANGUAGE } from '../../src/domain/text-sets'
import { filled, textSetOf } from '../texts/company-texts'
import { allow } from '../auth/access'
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { boolean, object, optional, string } from 'superstruct'
import { IDENTITY_ERROR_CODES, LOGIN_FAILURE_TEXTS } from '../../src/domain/login-failures'
import { hasAdminPermission, isRole } from '../../src/domain/roles'
import { checkPassword } from '../auth/password-login'
import { refuseWhenSsoEnforced } from '../auth/sso-enforcement'
import type { GatewayEnv } from '../context'
import { jobSender } from '../context'
import { companies, users } from '../db/schema'
import { sendMail } from '../mail/outbox'
import { USERS_TEXTS } from '../../src/domain/users'
import { COMPANY_NOT_ACCESSIBLE } from '../../src/domain/error-codes'
import { sendVerificationMail } from '../mail/verification'
import { setOwnPassword } from '../users/own-password'
import { PASSWORD_MESSAGES } from '../../src/domain/password'
import { consoleOrigin } from '../mail/console-url'
import { inviteFooter } from '../mail/invite-footer'
import { ApiError, forbidden, invalid, notFound, body } from '../errors'
import { toSessionUser } from '../views/session-view'

// /api/v1/user… (000 §7, 001 §7, 002 §7 "Login").

export function userRoutes() {
  const app = new Hono<GatewayEnv>()

  app.post(
    PATHS.loginValidate,
    allow.public('a password check: rate-limited per address, locked per account'),
    body(object({ email: string(), password: string(), isAdmin: optional(boolean()) })),
    async (c) => {
      const body = c.req.valid('json')
      const { db, tokens } = c.var.deps
      const user = await checkPassword(db, body.email, body.password, c.var.deps.now?.() ?? new Date())
      await refuseWhenSsoEnforced(db, user)
      if (body.isAdmin !== false && !(isRole(user.role) && hasAdminPermission(user.role))) {
        throw new ApiError(403, 'forbidden', LOGIN_FAILURE_TEXTS.notAdmin, {
          detailCode: IDENTITY_ERROR_CODES.notAdmin,
        })
      }
      if (!user.isMfaEnabled) return c.json({ isMfaLogin: false, verificationToken: null })
      return c.json({ isMfaLogin: true, verificationToken: await tokens.sign({ sub: user.id, kind: 'mfa' }) })
    },
  )

  app.get(PATHS.currentUser, allow.signedIn(), (c) => c.json(toSessionUser(c.var.auth.user)))

  app.put(`${BASE.api}/user/:companyId/last_login`, allow.company(), async (c) => {
    await c.var.deps.db
      .update(users)
      .set({ lastLoginAt: c.var.deps.now?.() ?? new Date() })
      .where(eq(users.id, c.var.auth.user.id))
    return c.body(null, 204)
  })

  // 001 §7: PUT /api/v1/user/{companyId}/me/onboarding — the caller's own first-run checklist, finished or
  // skipped; remembered on the account, so it does not come back on another device.
  app.put(
    PATHS.onboarding.pattern,
    allow.ownCompany(),
    body(object({ onboardingCompleted: optional(boolean()), onboardingSkipped: optional(boolean()) })),
    async (c) => {
      const body = c.req.valid('json')
      if (body.onboardingCompleted === undefined && body.onboardingSkipped === undefined)
        throw invalid([
          { field: 'onboardingCompleted', message: 'Say whether the checklist was finished or skipped.' },
        ])
      const [user] = await c.var.deps.db
        .update(users)
        .set({
          ...(body.onboardingCompleted === undefined
            ? {}
            : { onboardingCompleted: body.onboardingCompleted }),
          ...(body.onboardingSkipped === undefined ? {} : { onboardingSkipped: body.onboardingSkipped }),
        })
        .where(eq(users.id, c.var.auth.user.id))
        .returning({
          onboardingCompleted: users.onboardingCompleted,
          onboardingSkipped: users.onboardingSkipped,
        })
      return c.json(user)
    },
  )

  // 001 §7: POST /api/v1/user/verification_email { user_id }: for oneself, or for a user of the company the
  // caller is administering (the users list's "Send verification email").
  app.post(PATHS.verificationEmail, allow.signedIn(), body(object({ user_id: string() })), async (c) => {
    const { user_id: userId } = c.req.valid('json')
    const { user, company } = c.var.auth
    const [target] =
      userId === user.id
        ? [user]
        : await c.var.deps.db
            .select()
            .from(users)
            .where(and(eq(users.id, userId), eq(users.companyId, company.id)))
    if (!target) throw forbidden(COMPANY_NOT_ACCESSIBLE, "You don't have permission to access")
    if (target.emailVerified)
      throw new ApiError(
        409,
        'already_verified',
        target.id === user.id
          ? 'Your email address is already verified.'
          : 'This email address is already verified.',
      )
    await sendVerificationMail(
      c.var.deps.db,
      jobSender(c.var.deps),
      c.var.deps.publicUrl,
      target,
      c.var.deps.now?.() ?? new Date(),
    )
    return c.body(null, 204)
  })

  // 001 §7: POST /api/v1/user/{companyId}/resend_invite { companyId, userId, companyName, adminEmail, adminName }.
  // Only for someone who has not signed in yet; the invite text follows their role as the first one did.
  app.post(
    PATHS.resendInvite.pattern,
    allow.company(),
    body(
      object({
        companyId: string(),
        userId: string(),
        companyName: optional(string()),
        adminEmail: optional(string()),
        adminName: optional(string()),
      }),
    ),
    async (c) => {
      const body = c.req.valid('json')
      const companyId = c.req.param('companyId')
      if (body.companyId !== companyId)
        throw new ApiError(422, 'invalid_request', 'companyId does not match the path')
      const [target] = await c.var.deps.db
        .select()
        .from(users)
        .where(and(eq(users.id, body.userId), eq(users.companyId, companyId)))
      if (!target) throw notFound('User not found')
      if (target.lastLoginAt) throw new ApiError(409, 'already_joined', USERS_TEXTS.alreadyJoined)
      const [company] = await c.var.deps.db.select().from(companies).where(eq(companies.id, companyId))
      const kind = target.role === 'admin' ? 'inviteAdmin' : 'inviteLearner'
      const texts = (await textSetOf(c.var.deps.db, companyId, kind, ANY_LANGUAGE)).values
      await sendMail(c.var.deps.db, jobSender(c.var.deps), {
        to: target.email,
        kind: target.role === 'admin' ? 'invite-admin' : 'invite-learner',
        companyId,
        subject: filled(texts.subject!, company?.name ?? 'Your company'),
        body: [
          filled(texts.message!, company?.name ?? 'Your company'),
          `Invited by ${c.var.auth.user.email}.`,
          inviteFooter(await consoleOrigin(c.var.deps.db, c.var.deps.publicUrl, companyId), target),
        ].join('\n\n'),
      })
      return c.body(null, 204)
    },
  )

  // An admin's own password change (the spec names no path; this one is ours). /change-password uses the
  // spec's partnership temporary_password call.
  app.post(
    `${BASE.api}/user/:companyId/change_password`,
    allow.company(),
    body(object({ password: string(), currentPassword: optional(string()) })),
    async (c) => {
      const { password, currentPassword } = c.req.valid('json')
      const { user } = c.var.auth
      const now = c.var.deps.now?.() ?? new Date()
      // Only the temporary-password flow changes a password without the current one: a stolen session
      // must not be enough to take the account over.
      if (!user.temporaryPassword) {
        if (!currentPassword)
          throw new ApiError(422, 'invalid_request', PASSWORD_MESSAGES.currentRequired, {
            validationResults: [{ field: 'currentPassword', message: PASSWORD_MESSAGES.currentRequired }],
          })
        await checkPassword(c.var.deps.db, user.email, currentPassword, now)
      }
      await setOwnPassword(c.var.deps.db, c.var.auth, password, now)
      return c.body(null, 204)
    },
  )

  return app
}
