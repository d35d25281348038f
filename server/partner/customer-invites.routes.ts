import { PATHS } from '../../src/domain/api-paths'
import { randomUUID } from 'node:crypto'
import { inArray, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  INVITE_LINK_DAYS,
  INVITE_TEXTS,
  InviteCustomersBody,
  inviteLineFieldProblems,
  messageProblem,
} from '../../src/domain/customer-invitations'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { companies, partnerInvitations, users } from '../db/schema'
import { forbidden, invalid, body } from '../errors'
import { invitationMail } from '../partner/invitation-mail'
import { DAY_MS, partnerOf } from '../partner/customers'

/** POST /partnership/api/v1/company/{companyId}/invite: each company created unregistered, each mailed a link. */
export function customerInviteRoutes() {
  const app = new Hono<GatewayEnv>()
  app.post(PATHS.inviteCustomers.pattern, allow.ownCompany(), body(InviteCustomersBody), async (c) => {
    const partner = partnerOf(c.var.auth.company)
    if (partner.features.isPartnerInviteAllowed !== true)
      throw forbidden('invite_not_allowed', "You don't have permission to access")
    const body = c.req.valid('json')
    const lines = body.companies.map((line) => ({
      companyName: line.companyName.trim(),
      email: line.email.trim().toLowerCase(),
    }))
    const problems = inviteLineFieldProblems(lines)
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
