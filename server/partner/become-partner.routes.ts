import { PATHS } from '../../src/domain/api-paths'
import { randomUUID } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import {
  BECOME_PARTNER_TEXTS,
  PARTNER_KIND_LABELS,
  PartnerRequestBody,
  partnerRequestFieldProblems,
  type PartnerKind,
  type PartnerRequestView,
} from '../../src/domain/become-partner'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { jobSender } from '../context'
import { partnerRequests } from '../db/schema'
import { ApiError, invalid, body } from '../errors'
import { sendMail } from '../mail/outbox'

// Become a partner (/become-partner): a company's request, kept for the partner team and mailed to it. Ours: the
// spec names the page and its pitch, not its call. One open request per company (a partial unique index).

export const PARTNERS_INBOX = 'partners@awareness.example'

async function viewOf(c: Context<GatewayEnv>): Promise<PartnerRequestView> {
  const company = c.var.auth.company
  const [latest] = await c.var.deps.db
    .select()
    .from(partnerRequests)
    .where(eq(partnerRequests.companyId, company.id))
    .orderBy(desc(partnerRequests.createdAt))
    .limit(1)
  return {
    partner: company.isPartner,
    request: latest
      ? { kind: latest.kind as PartnerKind, createdAt: latest.createdAt.toISOString(), status: latest.status }
      : null,
  }
}

export function becomePartnerRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.partnerRequest.pattern, allow.ownCompany(), async (c) => c.json(await viewOf(c)))

  app.post(PATHS.partnerRequest.pattern, allow.ownCompany(), body(PartnerRequestBody), async (c) => {
    const body = c.req.valid('json')
    const problems = Object.entries(partnerRequestFieldProblems(body)).map(([field, message]) => ({
      field,
      message,
    }))
    if (problems.length > 0) throw invalid(problems)
    const { company, user } = c.var.auth
    if (company.isPartner) throw new ApiError(409, 'already_partner', BECOME_PARTNER_TEXTS.alreadyPartner)
    const { db } = c.var.deps
    const [pending] = await db
      .select({ id: partnerRequests.id })
      .from(partnerRequests)
      .where(and(eq(partnerRequests.companyId, company.id), eq(partnerRequests.status, 'pending')))
    if (pending) throw new ApiError(409, 'already_requested', BECOME_PARTNER_TEXTS.alreadyRequested)
    const website = body.website.trim() || null
    // Two admins at once: the partial unique index lets one in; the other hears what the check above says.
    const inserted = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(partnerRequests)
        .values({
          id: `prq_${randomUUID()}`,
          companyId: company.id,
          userId: user.id,
          kind: body.kind,
          expectedCustomers: body.expectedCustomers,
          website,
          message: body.message.trim(),
        })
        .onConflictDoNothing()
        .returning({ id: partnerRequests.id })
      if (!row) return false
      await sendMail(tx, jobSender(c.var.deps), {
        to: PARTNERS_INBOX,
        kind: 'partner-request',
        subject: `Partner request: ${company.name} (${PARTNER_KIND_LABELS[body.kind]})`,
        body: `${user.email} of ${company.name} (${company.id}) asks to become a partner: ${PARTNER_KIND_LABELS[body.kind]}, about ${body.expectedCustomers} customers${website ? `, ${website}` : ''}.\n\n${body.message.trim()}`,
      })
      return true
    })
    if (!inserted) throw new ApiError(409, 'already_requested', BECOME_PARTNER_TEXTS.alreadyRequested)
    return c.json(await viewOf(c), 201)
  })
  return app
}
