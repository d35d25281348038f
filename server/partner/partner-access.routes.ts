import { BASE, PATHS } from '../../src/domain/api-paths'
import { allow } from '../auth/access'
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import { boolean, literal, object, size, string } from 'superstruct'
import { PARTNER_ACCESS_TEXTS, TEMPORARY_PASSWORD_TEXTS } from '../../src/domain/partner-access'
import { setOwnPassword } from '../users/own-password'
import { parseListQuery } from '../../src/domain/list-query'
import { CUSTOMER_LIST } from '../../src/domain/customers'
import { customerWhere } from '../partner/customer-query'
import { customerOfCaller } from '../auth/middleware'
import { issueSignInLink, spendSignInLink } from '../auth/sign-in-links'
import type { GatewayEnv } from '../context'
import { jobSender } from '../context'
import { companies, partnerInvitations, subscriptions, users } from '../db/schema'
import { sendMail } from '../mail/outbox'
import { ApiError, forbidden, unauthorized, body } from '../errors'
import { toCustomerRow } from '../views/customer-row'

// Log in as a customer (000 §4, 001 §3 "Partner flows"): request → the customer admin grants → a one-time
// company token → /login_as_company. Also the partner's customer list (001 §3 "Customers table").

const COMPANY_TOKEN_TTL_MINUTES = 2

export function partnerAccessRoutes() {
  const app = new Hono<GatewayEnv>()
  app.post(PATHS.accessRequest.pattern, allow.partnerOfCompany({ granted: false }), async (c) => {
    const customer = await customerOfCaller(c, c.req.param('companyId'), { granted: false })
    if (customer.disabledAt) throw forbidden('company_disabled', 'Company is disabled')
    if (customer.loginAsCompanyStatus === 'AVAILABLE') return c.json({ status: 'AVAILABLE' })
    const { db } = c.var.deps
    await db
      .update(companies)
      .set({ loginAsCompanyStatus: 'REQUESTED', updatedAt: new Date() })
      .where(eq(companies.id, customer.id))
    const admins = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.companyId, customer.id), eq(users.role, 'admin'), isNull(users.disabledAt)))
    for (const admin of admins)
      await sendMail(db, jobSender(c.var.deps), {
        to: admin.email,
        kind: 'access-request',
        subject: `${c.var.auth.company.name} asks for access to ${customer.name}`,
        body: `${c.var.auth.company.name} asks for access to manage ${customer.name}. Review the request: /access-for-reseller`,
      })
    return c.json({ status: 'REQUESTED' })
  })

  app.post(
    PATHS.accessGrant.pattern,
    allow.ownCompany(),
    body(object({ status: literal('access') })),
    async (c) => {
      c.req.valid('json')
      const { db } = c.var.deps
      const [granted] = await db
        .update(companies)
        .set({ loginAsCompanyStatus: 'AVAILABLE', updatedAt: new Date() })
        .where(
          and(eq(companies.id, c.req.param('companyId')), eq(companies.loginAsCompanyStatus, 'REQUESTED')),
        )
        .returning({ id: companies.id })
      if (!granted) throw new ApiError(409, 'no_access_request', PARTNER_ACCESS_TEXTS.noPendingRequest)
      return c.json({ status: 'access' })
    },
  )

  // 001 §7: POST /partnership/api/v1/company/{companyId}/temporary_password { password, grantLoginAccess }.
  // /change-password: an admin signed in with a temporary password (a partner's customers get one) sets
  // their own, and may grant the company's partner login access at the same time. The customer grants;
  // a partner can never set a password here, so this is no way into a customer.
  app.post(
    PATHS.temporaryPassword.pattern,
    allow.ownCompany(),
    body(object({ password: size(string(), 1, 256), grantLoginAccess: boolean() })),
    async (c) => {
      const { password, grantLoginAccess } = c.req.valid('json')
      const { user, company } = c.var.auth
      if (!user.temporaryPassword)
        throw new ApiError(409, 'no_temporary_password', TEMPORARY_PASSWORD_TEXTS.notTemporary)
      if (grantLoginAccess && !company.parentCompanyId)
        throw new ApiError(422, 'invalid_request', TEMPORARY_PASSWORD_TEXTS.noPartner, {
          validationResults: [{ field: 'grantLoginAccess', message: TEMPORARY_PASSWORD_TEXTS.noPartner }],
        })
      const now = c.var.deps.now?.() ?? new Date()
      await setOwnPassword(c.var.deps.db, c.var.auth, password, now)
      if (grantLoginAccess)
        await c.var.deps.db
          .update(companies)
          .set({ loginAsCompanyStatus: 'AVAILABLE', updatedAt: now })
          .where(eq(companies.id, company.id))
      return c.body(null, 204)
    },
  )

  /**
   * Not in the spec's call list: a partner's invitation link to sign up as its customer (/register?partner=…).
   * Signed and expiring, so nobody can attach a new company to a partner by typing its id.
   */
  app.post(`${BASE.partnership}/company/:companyId/invite_link`, allow.ownCompany(), async (c) => {
    const partner = c.var.auth.company
    if (!partner.isPartner || partner.features.isPartnerInviteAllowed !== true)
      throw forbidden('not_a_partner', "You don't have permission to access")
    const token = await c.var.deps.tokens.sign({ sub: partner.id, kind: 'partnerInvite' })
    return c.json({ link: `/register?partner=${encodeURIComponent(token)}` })
  })

  /** Not in the spec's call list: how the partner's "Log in" obtains the companyToken for /login_as_company. */
  app.post(PATHS.accessToken.pattern, allow.partnerOfCompany({ granted: true }), async (c) => {
    const customer = await customerOfCaller(c, c.req.param('companyId'), { granted: true })
    const companyToken = await issueSignInLink(c.var.deps.db, {
      purpose: 'company',
      userId: c.var.auth.user.id,
      companyId: customer.id,
      ttlMinutes: COMPANY_TOKEN_TTL_MINUTES,
      now: c.var.deps.now?.() ?? new Date(),
    })
    return c.json({ companyToken })
  })
  return app
}

/** GET /user/custom_token/{token} (000 §7): the company token → a custom sign-in token and the company. */
export function companyTokenRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get(
    PATHS.companyTokenExchange.pattern,
    allow.public('a hashed, expiring, one-time company token'),
    async (c) => {
      const { db, tokens } = c.var.deps
      const link = await spendSignInLink(
        db,
        'company',
        c.req.param('token'),
        c.var.deps.now?.() ?? new Date(),
      )
      if (!link?.companyId) throw unauthorized('token_invalid', PARTNER_ACCESS_TEXTS.tokenExpired)
      // Access may have been withdrawn, or the partner disabled, since the token was issued.
      const [row] = await db
        .select({ status: companies.loginAsCompanyStatus, disabledAt: users.disabledAt })
        .from(companies)
        .innerJoin(users, eq(users.id, link.userId))
        .where(eq(companies.id, link.companyId))
      if (!row || row.status !== 'AVAILABLE' || row.disabledAt)
        throw forbidden('access_not_granted', PARTNER_ACCESS_TEXTS.notGranted)
      return c.json({
        customToken: await tokens.sign({ sub: link.userId, kind: 'custom' }),
        company_id: link.companyId,
      })
    },
  )
  return app
}

/** GET /api/v1/company/msp/{companyId} (001 §3): the partner's own customers, paged and filtered. */
export function customerListRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get(PATHS.customers.pattern, allow.ownCompany(), async (c) => {
    const partner = c.var.auth.company
    if (!partner.isPartner || partner.id !== c.req.param('companyId'))
      throw forbidden('not_a_partner', "You don't have permission to access")
    const query = parseListQuery(new URL(c.req.url).search, CUSTOMER_LIST)
    const where = await customerWhere(c.var.deps.db, partner, c.req.query())
    const { db } = c.var.deps
    const column = query.orderBy === 'createdAt' ? companies.createdAt : companies.name
    const page = await db
      .select()
      .from(companies)
      .where(where)
      .orderBy(query.order === 'DESC' ? desc(column) : asc(column), asc(companies.id))
      .limit(query.pageSize)
      .offset(query.pageNumber * query.pageSize)
    const [total] = await db.select({ n: count() }).from(companies).where(where)
    const ids = page.map((company) => company.id)
    const people = ids.length
      ? await db
          .select({
            companyId: users.companyId,
            email: users.email,
            name: users.name,
            lastName: users.lastName,
            role: users.role,
          })
          .from(users)
          .where(and(inArray(users.companyId, ids), isNull(users.disabledAt)))
      : []
    const invitations = ids.length
      ? await db
          .select({
            customerCompanyId: partnerInvitations.customerCompanyId,
            email: partnerInvitations.email,
            sentAt: partnerInvitations.sentAt,
            expiresAt: partnerInvitations.expiresAt,
          })
          .from(partnerInvitations)
          .where(
            and(
              inArray(partnerInvitations.customerCompanyId, ids),
              isNull(partnerInvitations.usedAt),
              isNull(partnerInvitations.revokedAt),
            ),
          )
      : []
    const billing = ids.length
      ? await db
          .selectDistinctOn([subscriptions.companyId], {
            companyId: subscriptions.companyId,
            status: subscriptions.status,
            currentPeriodStart: subscriptions.currentPeriodStart,
            currentPeriodEnd: subscriptions.currentPeriodEnd,
          })
          .from(subscriptions)
          .where(inArray(subscriptions.companyId, ids))
          .orderBy(subscriptions.companyId, desc(subscriptions.createdAt))
      : []
    // A sub-reseller's customers (the subResellers filter) are named with their own parent.
    const otherParents = [...new Set(page.map((company) => company.parentCompanyId))].filter(
      (id): id is string => id !== null && id !== partner.id,
    )
    const parentNames = new Map<string, string>([[partner.id, partner.name]])
    if (otherParents.length)
      for (const row of await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, otherParents)))
        parentNames.set(row.id, row.name)
    return c.json({
      items: page.map((company) =>
        toCustomerRow(
          company,
          parentNames.get(company.parentCompanyId ?? '') ?? partner.name,
          people,
          invitations,
          billing,
        ),
      ),
      pageInfo: { totalCount: total?.n ?? 0, pageNumber: query.pageNumber, pageSize: query.pageSize },
    })
  })
  return app
}
