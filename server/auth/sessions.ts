import { and, inArray, isNull, ne, type SQLWrapper } from 'drizzle-orm'
import type { Database } from '../db/open'
import { refreshSessions } from '../db/schema'

// Ends sessions the way sign-out does, for the moments a password or an account stops being trusted:
// a password changed or reset, an account disabled. Identity tokens die with their session (requireAuth).

export async function revokeSessions(
  db: Database,
  /** Ids, or a subquery selecting them (a select-all can name more users than one statement may bind). */
  userIds: string[] | SQLWrapper,
  now: Date,
  options: { except?: string } = {},
): Promise<void> {
  await db
    .update(refreshSessions)
    .set({ revokedAt: now })
    .where(
      and(
        Array.isArray(userIds)
          ? inArray(refreshSessions.userId, userIds)
          : inArray(refreshSessions.userId, userIds),
        isNull(refreshSessions.revokedAt),
        options.except ? ne(refreshSessions.id, options.except) : undefined,
      ),
    )
}
