import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../db/open'
import { ssoAttempts } from '../db/schema'

// An SSO attempt lives ten minutes: long enough for a provider's password and second factor, short enough that
// a forgotten tab's answer is refused.
export const ATTEMPT_MINUTES = 10

export type SsoPurpose = 'signin' | 'test'
export type SsoAttempt = typeof ssoAttempts.$inferSelect

export const newAttemptId = () => randomBytes(24).toString('base64url')

export async function saveAttempt(
  db: Database,
  attempt: Omit<SsoAttempt, 'createdAt' | 'spentAt' | 'expiresAt'>,
  now: Date,
) {
  await db.insert(ssoAttempts).values({
    ...attempt,
    expiresAt: new Date(now.getTime() + ATTEMPT_MINUTES * 60_000),
  })
}

/** The attempt when it is unexpired and unused, for the provider's redirect: not spent yet. */
export async function openAttempt(db: Database, id: string, now: Date): Promise<SsoAttempt | null> {
  const [row] = await db
    .select()
    .from(ssoAttempts)
    .where(and(eq(ssoAttempts.id, id), isNull(ssoAttempts.spentAt), gt(ssoAttempts.expiresAt, now)))
  return row ?? null
}

/** Spends the attempt the provider answered: a second answer (a replay, another tab) finds nothing. */
export async function spendAttempt(db: Database, id: string, now: Date): Promise<SsoAttempt | null> {
  const [row] = await db
    .update(ssoAttempts)
    .set({ spentAt: now })
    .where(and(eq(ssoAttempts.id, id), isNull(ssoAttempts.spentAt), gt(ssoAttempts.expiresAt, now)))
    .returning()
  return row ?? null
}
