import { and, eq, isNull } from 'drizzle-orm'
import type { CompanyRow, GatewayDeps } from '../context'
import type { Database } from '../db/open'
import { partnerInvitations } from '../db/schema'
import { consoleLink } from '../mail/console-url'
import { sendMail } from '../mail/outbox'

// An invitation's link: a signed token naming the invitation and its current link id, so a resend ends the older
// link, registering spends it, and nobody attaches a company to a partner by typing ids.

const DEFAULT_MESSAGE = (partner: string) =>
  `${partner} has set up security-awareness training for your team. Create your account to get started.`

const separator = '.'

export async function invitationMail(
  db: Database,
  deps: Pick<GatewayDeps, 'tokens' | 'publicUrl' | 'jobs'>,
  invite: {
    invitationId: string
    tokenId: string
    email: string
    companyName: string
    partner: CompanyRow
    message: string | null
  },
): Promise<void> {
  const token = await deps.tokens.sign({
    sub: `${invite.invitationId}${separator}${invite.tokenId}`,
    kind: 'customerInvite',
  })
  // The invitee has no company yet: the partner's own console address (its verified domain) is where it registers.
  const link = await consoleLink(
    db,
    deps.publicUrl,
    invite.partner.id,
    `/register?partner=${encodeURIComponent(token)}&email=${encodeURIComponent(invite.email)}`,
  )
  await sendMail(db, deps.jobs?.sender ?? null, {
    to: invite.email,
    kind: 'customer-invite',
    subject: `${invite.partner.name} invites ${invite.companyName} to security-awareness training`,
    body: `${invite.message?.trim() || DEFAULT_MESSAGE(invite.partner.name)}\n\nCreate your account for ${invite.companyName}: ${link}\n\nThis link works once and expires in 14 days.\n`,
  })
}

export type InvitationRow = typeof partnerInvitations.$inferSelect

/** The open invitation a link names, or why not: expired, spent, replaced by a resend, or forged. */
export async function openInvitation(
  db: Database,
  deps: Pick<GatewayDeps, 'tokens'>,
  token: string,
  now: Date,
): Promise<InvitationRow | null> {
  const check = await deps.tokens.verify(token, 'customerInvite')
  if (!check.ok) return null
  const [invitationId, tokenId] = check.claims.sub.split(separator)
  if (!invitationId || !tokenId) return null
  const [row] = await db
    .select()
    .from(partnerInvitations)
    .where(
      and(
        eq(partnerInvitations.id, invitationId),
        eq(partnerInvitations.tokenId, tokenId),
        isNull(partnerInvitations.usedAt),
        isNull(partnerInvitations.revokedAt),
      ),
    )
  return row && row.expiresAt > now ? row : null
}
