import { PATHS } from '../../src/domain/api-paths'
import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { CustomerAffiliationPayload, CustomerBulkPayload } from '../../src/domain/customers'
import {
  INVITE_LINK_DAYS,
  INVITE_TEXTS,
  InviteCustomersBody,
  InviteMessageBody,
  ResendInviteBody,
  inviteLineProblems,
  messageProblem,
} from '../../src/domain/customer-invitations'
import { isEmail } from '../../src/domain/login'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { companies, partnerInvitations, users } from '../db/schema'
import { ApiError, forbidden, invalid, notFound, body } from '../errors'
import { invitationMail } from '../partner/invitation-mail'
import { DAY_MS, bulkTargets, partnerOf, refuseSubResellers, withInvites } from '../partner/customers'

export function partnerCustomerRoutes() {
  const app = new Hono<GatewayEnv>()

  /** Removing resets the affiliation: the company stays, with its users, outside the partner's list. */
  app.delete(PATHS.customersBulk.pattern, allow.ownCompany(), body(CustomerBulkPayload), async (c) => {
    const partner = partnerOf(c)
    const body = c.req.valid('json')
    const { db } = c.var.deps
    const rows = await bulkTargets(db, partner, body)
    refuseSubResellers(rows)
    const ids = rows.map((row) => row.id)
    const now = c.var.deps.now?.() ?? new Date()
    if (ids.length > 0)
      await db.transaction(async (tx) => {
        await tx
          .update(companies)
          .set({
            parentCompanyId: null,
            customerType: 'DIRECT_CUSTOMER',
            isPartner: false,
            loginAsCompanyStatus: null,
            features: withInvites(false),
            updatedAt: now,
          })
          .where(and(inArray(companies.id, ids), eq(companies.parentCompanyId, partner.id)))
        await tx
          .update(partnerInvitations)
          .set({ revokedAt: now })
          .where(
            and(
              inArray(partnerInvitations.customerCompanyId, ids),
              isNull(partnerInvitations.usedAt),
              isNull(partnerInvitations.revokedAt),
            ),
          )
      })
    return c.json({ changed: ids.length })
  })

  /** Ours (the spec names the actions, not their call): set as partner, or as a direct customer. */
  app.patch(
    PATHS.customersAffiliation.pattern,
    allow.ownCompany(),
    body(CustomerAffiliationPayload),
    async (c) => {
      const partner = partnerOf(c)
      const body = c.req.valid('json')
      const { db } = c.var.deps
      const rows = await bulkTargets(db, partner, body)
      if (body.customerType === 'DIRECT_CUSTOMER') refuseSubResellers(rows)
      const ids = rows.map((row) => row.id)
      const now = c.var.deps.now?.() ?? new Date()
      const partnerNow = body.customerType === 'PARTNER'
      if (ids.length > 0)
        await db.transaction(async (tx) => {
          await tx
            .update(companies)
            .set({
              customerType: body.customerType,
              isPartner: partnerNow,
              features: withInvites(partnerNow),
              updatedAt: now,
            })
            .where(and(inArray(companies.id, ids), eq(companies.parentCompanyId, partner.id)))
          // A direct customer's referral links end: its open invitations are spent.
          if (!partnerNow)
            await tx
              .update(partnerInvitations)
              .set({ revokedAt: now })
              .where(
                and(
                  inArray(partnerInvitations.partnerCompanyId, ids),
                  isNull(partnerInvitations.usedAt),
                  isNull(partnerInvitations.revokedAt),
                ),
              )
        })
      return c.json({ changed: ids.length })
    },
  )

  for (const [path, marking] of [
    [PATHS.subResellerMark.pattern, true],
    [PATHS.subResellerUnmark.pattern, false],
  ] as const)
    app.patch(path, allow.ownCompany(), async (c) => {
      const partner = partnerOf(c)
      if (partner.type !== 'RESELLER')
        throw forbidden('not_a_reseller', "You don't have permission to access")
      const { db } = c.var.deps
      const [customer] = await db
        .select()
        .from(companies)
        .where(and(eq(companies.id, c.req.param('customerId')), eq(companies.parentCompanyId, partner.id)))
      if (!customer) throw notFound('Customer not found')
      if (!marking && customer.type === 'SUBRESELLER') {
        const [own] = await db
          .select({ id: companies.id })
          .from(companies)
          .where(eq(companies.parentCompanyId, customer.id))
          .limit(1)
        if (own)
          throw new ApiError(
            409,
            'has_customers',
            `${customer.name} has customers of its own: remove them first.`,
          )
      }
      await db
        .update(companies)
        .set(
          marking
            ? { type: 'SUBRESELLER', isPartner: true, customerType: 'PARTNER', features: withInvites(true) }
            : {
                type: null,
                isPartner: false,
                customerType: 'PARTNERS_CUSTOMER',
                features: withInvites(false),
              },
        )
        .where(eq(companies.id, customer.id))
      return c.json({ id: customer.id, type: marking ? 'SUBRESELLER' : null })
    })

  app.put(PATHS.defaultInviteMessage.pattern, allow.ownCompany(), body(InviteMessageBody), async (c) => {
    const partner = partnerOf(c)
    const { defaultCustomerInviteMessage: message } = c.req.valid('json')
    const problem = messageProblem(message)
    if (problem) throw invalid([{ field: 'defaultCustomerInviteMessage', message: problem }])
    await c.var.deps.db
      .update(companies)
      .set({ defaultChildInviteMessage: message.trim() || null, updatedAt: new Date() })
      .where(eq(companies.id, partner.id))
    return c.json({ defaultCustomerInviteMessage: message.trim() })
  })

  app.post(PATHS.resendCustomerInvite.pattern, allow.ownCompany(), body(ResendInviteBody), async (c) => {
    const partner = partnerOf(c)
    const body = c.req.valid('json')
    if (body.company_id !== partner.id)
      throw forbidden('company_not_accessible', "You don't have permission to access")
    const email = body.user_email.trim().toLowerCase()
    if (!isEmail(email)) throw invalid([{ field: 'user_email', message: INVITE_TEXTS.email }])
    const { db } = c.var.deps
    const [customer] = await db
      .select()
      .from(companies)
      .where(and(eq(companies.id, body.customer_company_id), eq(companies.parentCompanyId, partner.id)))
    if (!customer) throw notFound('Customer not found')
    const [invitation] = await db
      .select()
      .from(partnerInvitations)
      .where(
        and(
          eq(partnerInvitations.customerCompanyId, customer.id),
          eq(partnerInvitations.partnerCompanyId, partner.id),
          isNull(partnerInvitations.usedAt),
        ),
      )
    const [registered] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.companyId, customer.id))
      .limit(1)
    if (!invitation || registered) throw new ApiError(409, 'not_invited', INVITE_TEXTS.notInvited)
    const now = c.var.deps.now?.() ?? new Date()
    const tokenId = randomUUID()
    await db.transaction(async (tx) => {
      // A new link; the older one is spent by the new token id.
      await tx
        .update(partnerInvitations)
        .set({
          tokenId,
          email,
          revokedAt: null,
          sentAt: now,
          expiresAt: new Date(now.getTime() + INVITE_LINK_DAYS * DAY_MS),
        })
        .where(eq(partnerInvitations.id, invitation.id))
      await invitationMail(tx, c.var.deps, {
        invitationId: invitation.id,
        tokenId,
        email,
        companyName: customer.name,
        partner,
        message: partner.defaultChildInviteMessage,
      })
    })
    return c.json({ message: INVITE_TEXTS.sent })
  })
  return app
}

/** POST /partnership/api/v1/company/{companyId}/invite: each company created unregistered, each mailed a link. */
export function customerInviteRoutes() {
  const app = new Hono<GatewayEnv>()
  app.post(PATHS.inviteCustomers.pattern, allow.ownCompany(), body(InviteCustomersBody), async (c) => {
    const partner = partnerOf(c)
    if (partner.features.isPartnerInviteAllowed !== true)
      throw forbidden('invite_not_allowed', "You don't have permission to access")
    const body = c.req.valid('json')
    const lines = body.companies.map((line) => ({
      companyName: line.companyName.trim(),
      email: line.email.trim().toLowerCase(),
    }))
    const problems = inviteLineProblems(lines)
    const message = (body.message ?? partner.defaultChildInviteMessage ?? '').trim()
    const messageFault = messageProblem(message)
    if (problems.length > 0 || messageFault)
      throw invalid([
        ...problems.flatMap((found, index) =>
          Object.entries(found).map(([field, text]) => ({
            field: `companies.${index}.${field}`,
            message: text,
          })),
        ),
        ...(messageFault ? [{ field: 'message', message: messageFault }] : []),
      ])
    const { db } = c.var.deps
    const takenNames = await db
      .select({ name: companies.name })
      .from(companies)
      .where(
        inArray(
          sql`lower(${companies.name})`,
          lines.map((line) => line.companyName.toLowerCase()),
        ),
      )
    const takenEmails = await db
      .select({ email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          lines.map((line) => line.email),
        ),
      )
    const taken = [
      ...lines.flatMap((line, index) =>
        takenNames.some((row) => row.name.toLowerCase() === line.companyName.toLowerCase())
          ? [{ field: `companies.${index}.companyName`, message: INVITE_TEXTS.companyTaken }]
          : [],
      ),
      ...lines.flatMap((line, index) =>
        takenEmails.some((row) => row.email === line.email)
          ? [{ field: `companies.${index}.email`, message: INVITE_TEXTS.emailTaken }]
          : [],
      ),
    ]
    if (taken.length > 0) throw invalid(taken)
    const now = c.var.deps.now?.() ?? new Date()
    const created: string[] = []
    await db.transaction(async (tx) => {
      for (const line of lines) {
        const companyId = `cmp_${randomUUID()}`
        const invitationId = `inv_${randomUUID()}`
        const tokenId = randomUUID()
        await tx.insert(companies).values({
          id: companyId,
          name: line.companyName,
          slug: `${line.companyName
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .slice(0, 40)}-${companyId.slice(4, 10)}`,
          parentCompanyId: partner.id,
          customerType: 'PARTNERS_CUSTOMER',
          createdAt: now,
        })
        await tx.insert(partnerInvitations).values({
          id: invitationId,
          partnerCompanyId: partner.id,
          customerCompanyId: companyId,
          email: line.email,
          invitedBy: c.var.auth.user.email,
          tokenId,
          sentAt: now,
          expiresAt: new Date(now.getTime() + INVITE_LINK_DAYS * DAY_MS),
          createdAt: now,
        })
        await invitationMail(tx, c.var.deps, {
          invitationId,
          tokenId,
          email: line.email,
          companyName: line.companyName,
          partner,
          message,
        })
        created.push(companyId)
      }
    })
    return c.json({ message: INVITE_TEXTS.sent, companyIds: created }, 201)
  })
  return app
}
