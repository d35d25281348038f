import { BASE, PATHS } from '../../src/domain/api-paths'
import { allow } from '../auth/access'
import { passwordProblem } from '../auth/password-policy'
import { randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import { normaliseZone } from '../../src/domain/tournament'
import { html } from 'hono/html'
import { object, optional, string } from 'superstruct'
import { INVITE_TEXTS } from '../../src/domain/customer-invitations'
import { openInvitation } from '../partner/invitation-mail'
import { IDENTITY_ERROR_CODES } from '../../src/domain/login-failures'
import { SIGN_UP_MESSAGES, SignUpPayload } from '../../src/domain/sign-up'
import { COUNTRIES } from '../../src/domain/countries'
import { isEmail } from '../../src/domain/login'
import { hashPassword } from '../auth/passwords'
import { spendSignInLink } from '../auth/sign-in-links'
import type { GatewayEnv } from '../context'
import { jobSender } from '../context'
import { companies, partnerInvitations, users } from '../db/schema'
import { ApiError, body } from '../errors'
import { sendVerificationMail } from '../mail/verification'
import { companyExists } from '../companies/company-names'

// Registration (000 §1 /register, §7 calls): the company-name check, POST company/register, the country
// list, and the identity provider's e-mail verification handler.

const slugOf = (name: string) =>
  `${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)}-${randomUUID().slice(0, 6)}`

/** POST /api/v1/user/check_company. */
export function companyCheckRoutes() {
  const app = new Hono<GatewayEnv>()
  app.post(
    PATHS.checkCompany,
    allow.public("registration's existence check: rate-limited per address"),
    body(object({ company_name: string(), partner: optional(string()) })),
    async (c) => {
      const body = c.req.valid('json')
      const { db } = c.var.deps
      const invitation = body.partner
        ? await openInvitation(db, c.var.deps, body.partner, c.var.deps.now?.() ?? new Date())
        : null
      return c.json({ exists: await companyExists(db, body.company_name, invitation?.customerCompanyId) })
    },
  )
  // 000 §7 GET /user/user_by_email?email: the sign-up's existence check before anything is created. It tells
  // no more than registering with the address would, and is rate-limited per address like check_company.
  app.get(
    PATHS.userByEmail,
    allow.public("registration's existence check: rate-limited per address"),
    async (c) => {
      const email = (c.req.query('email') ?? '').trim().toLowerCase()
      if (!isEmail(email) || email.length > 254)
        throw new ApiError(422, 'invalid_request', SIGN_UP_MESSAGES.emailInvalid, {
          validationResults: [{ field: 'email', message: SIGN_UP_MESSAGES.emailInvalid }],
        })
      const [row] = await c.var.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email))
      return c.json({ exists: row !== undefined })
    },
  )
  return app
}

/** POST customers/api/v1/company/register: a new free company, its first admin, and the verification mail. */
export function registrationRoutes() {
  const app = new Hono<GatewayEnv>()
  app.post(
    PATHS.register,
    allow.public('sign-up: rate-limited per address'),
    body(SignUpPayload),
    async (c) => {
      const form = c.req.valid('json')
      const { db } = c.var.deps
      const now = c.var.deps.now?.() ?? new Date()
      const email = form.email.trim().toLowerCase()
      const weak = passwordProblem(form.password, [email, form.name, form.lastName, form.companyName])
      if (weak)
        throw new ApiError(422, 'invalid_request', weak, {
          validationResults: [{ field: 'password', message: weak }],
        })
      if (!COUNTRIES.some((country) => country.id === form.country))
        throw new ApiError(422, 'invalid_request', SIGN_UP_MESSAGES.country, {
          validationResults: [{ field: 'country', message: SIGN_UP_MESSAGES.country }],
        })
      if ((await db.select({ id: users.id }).from(users).where(eq(users.email, email))).length > 0)
        throw new ApiError(
          409,
          IDENTITY_ERROR_CODES.emailExists,
          'The email address is already in use by another account.',
        )
      // A partner's link: an invitation (its company waits for this admin) or its affiliate link. A link that is
      // expired, spent or forged is refused rather than ignored: the person meant to join their provider.
      const invitation = form.partner ? await openInvitation(db, c.var.deps, form.partner, now) : null
      const affiliate =
        form.partner && !invitation ? await c.var.deps.tokens.verify(form.partner, 'partnerInvite') : null
      if (form.partner && !invitation && !affiliate?.ok)
        throw new ApiError(410, 'invitation_invalid', INVITE_TEXTS.linkInvalid)
      if (invitation && invitation.email !== email)
        throw new ApiError(409, 'invitation_other_email', INVITE_TEXTS.linkOtherEmail)
      if (await companyExists(db, form.companyName, invitation?.customerCompanyId))
        throw new ApiError(409, 'company_exists', SIGN_UP_MESSAGES.companyTaken)
      const [partner] = affiliate?.ok
        ? await db.select().from(companies).where(eq(companies.id, affiliate.claims.sub))
        : []
      const companyId = invitation?.customerCompanyId ?? `cmp_${randomUUID()}`
      const user = { id: `usr_${randomUUID()}`, email, name: form.name.trim() }
      await db.transaction(async (tx) => {
        if (invitation) {
          const [spent] = await tx
            .update(partnerInvitations)
            .set({ usedAt: now })
            .where(
              and(
                eq(partnerInvitations.id, invitation.id),
                eq(partnerInvitations.tokenId, invitation.tokenId),
                isNull(partnerInvitations.usedAt),
                isNull(partnerInvitations.revokedAt),
              ),
            )
            .returning({ id: partnerInvitations.id })
          // Two registrations with one link: the second finds it spent.
          if (!spent) throw new ApiError(410, 'invitation_invalid', INVITE_TEXTS.linkInvalid)
          await tx
            .update(companies)
            .set({ name: form.companyName.trim(), country: form.country, ownerId: user.id, updatedAt: now })
            .where(eq(companies.id, companyId))
        } else
          await tx.insert(companies).values({
            id: companyId,
            name: form.companyName.trim(),
            slug: slugOf(form.companyName),
            country: form.country,
            ownerId: user.id,
            ...(partner?.isPartner ? { parentCompanyId: partner.id, customerType: 'PARTNERS_CUSTOMER' } : {}),
            createdAt: now,
          })
        await tx.insert(users).values({
          ...user,
          companyId,
          lastName: form.lastName.trim(),
          passwordHash: await hashPassword(form.password),
          role: 'admin',
          emailVerified: false,
          onboardingCompleted: false,
        })
      })
      await sendVerificationMail(
        db,
        jobSender(c.var.deps),
        c.var.deps.publicUrl,
        { ...user, companyId },
        now,
        'Welcome! Confirm your email address to finish signing up',
      )
      return c.json({ companyId, userId: user.id }, 201)
    },
  )
  return app
}

/** 002 §9: the standard zone list, the Kiev zone under its current name. Computed once. */
const TIMEZONES = [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone').map(normaliseZone)])]
  .sort()
  .map((zone) => ({ id: zone, label: zone.replaceAll('_', ' ') }))

/** GET collections/api/v1/countries and /timezones. */
export function collectionRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get(PATHS.countries, allow.public('public reference data'), (c) => c.json(COUNTRIES))
  app.get(PATHS.timezones, allow.public('public reference data'), (c) => c.json(TIMEZONES))
  return app
}

/** The identity provider's action handler behind the verification mail's link. */
export function emailVerificationRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get(
    `${BASE.identity}/verify-email`,
    allow.public('a hashed, expiring, one-time verification token'),
    async (c) => {
      const { db } = c.var.deps
      const link = await spendSignInLink(
        db,
        'verify',
        c.req.query('token') ?? '',
        c.var.deps.now?.() ?? new Date(),
      )
      if (link) {
        await db.update(users).set({ emailVerified: true }).where(eq(users.id, link.userId))
        return c.redirect('/verify_email')
      }
      return c.html(
        html`<!doctype html>
          <html lang="en">
            <head>
              <meta charset="utf-8" />
              <title>Verification link expired</title>
            </head>
            <body
              style="font-family: system-ui, sans-serif; max-width: 480px; margin: 12vh auto; padding: 0 16px"
            >
              <h1 style="font-size: 22px">This verification link has expired or was already used</h1>
              <p>Log in to the console and choose Resend Email Verification to get a new one.</p>
              <p><a href="/login">Go to the login page</a></p>
            </body>
          </html>`,
        410,
      )
    },
  )
  return app
}
