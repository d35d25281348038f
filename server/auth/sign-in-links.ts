import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, eq, exists, gt, isNotNull, isNull, or } from 'drizzle-orm'
import type { Database } from '../db/open'
import { refreshSessions, signInLinks } from '../db/schema'

// One-time sign-in links (magic link, SSO return, a partner's log-in-as-company token): random, stored only
// as a hash, expiring, and spent by the statement that finds them, so a second tab cannot use one again.

export type SignInLinkPurpose = 'magic' | 'sso' | 'company' | 'verify' | 'reset'

const hashOf = (purpose: SignInLinkPurpose, token: string) =>
  createHash('sha256').update(`${purpose}:${token}`).digest('hex')

export async function issueSignInLink(
  db: Database,
  link: {
    purpose: SignInLinkPurpose
    userId: string
    companyId?: string
    /** The session minting it: the link is spent only while that session lives. */
    sessionId?: string
    ttlMinutes: number
    now: Date
  },
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.insert(signInLinks).values({
    id: randomUUID(),
    userId: link.userId,
    companyId: link.companyId ?? null,
    sessionId: link.sessionId ?? null,
    tokenHash: hashOf(link.purpose, token),
    expiresAt: new Date(link.now.getTime() + link.ttlMinutes * 60_000),
  })
  return token
}

/** The link's row when the token is valid, unexpired and unused (and its minting session alive, when it has
 * one), which it marks used; else null. */
export async function spendSignInLink(db: Database, purpose: SignInLinkPurpose, token: string, now: Date) {
  const [link] = await db
    .update(signInLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(signInLinks.tokenHash, hashOf(purpose, token)),
        isNull(signInLinks.usedAt),
        gt(signInLinks.expiresAt, now),
        or(
          isNull(signInLinks.sessionId),
          exists(
            db
              .select({ id: refreshSessions.id })
              .from(refreshSessions)
              .where(
                and(
                  eq(refreshSessions.id, signInLinks.sessionId),
                  isNull(refreshSessions.revokedAt),
                  gt(refreshSessions.expiresAt, now),
                ),
              ),
          ),
        ),
      ),
    )
    .returning()
  return link ?? null
}

/** Spends every unused link a session of these users minted (a password changed: the links go with it). */
export async function revokeSessionLinks(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(signInLinks)
    .set({ usedAt: now })
    .where(and(eq(signInLinks.userId, userId), isNotNull(signInLinks.sessionId), isNull(signInLinks.usedAt)))
}

/** The link's row when the token is valid, unexpired and unused, without spending it (a form that can still
 * be refused, such as a weak new password, must not burn the link). */
export async function findSignInLink(db: Database, purpose: SignInLinkPurpose, token: string, now: Date) {
  const [link] = await db
    .select()
    .from(signInLinks)
    .where(
      and(
        eq(signInLinks.tokenHash, hashOf(purpose, token)),
        isNull(signInLinks.usedAt),
        gt(signInLinks.expiresAt, now),
      ),
    )
  return link ?? null
}
