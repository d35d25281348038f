import { PATHS } from '../../src/domain/api-paths'
import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import { CustomerAffiliationPayload, CustomerBulkPayload } from '../../src/domain/customers'
import {
  INVITE_LINK_DAYS,
  INVITE_TEXTS,
  InviteMessageBody,
  ResendInviteBody,
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
    const partner = partnerOf(c.var.auth.company)
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
      const partner = partnerOf(c.var.auth.company)
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
      const partner = partnerOf(c.var.auth.company)
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
    const partner = partnerOf(c.var.auth.company)
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
    const partner = partnerOf(c.var.auth.company)
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
