import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/open'
import { users } from '../db/schema'

// Failed attempts counted by one UPDATE that reads and writes the counter, so parallel wrong guesses
// cannot all see the same old count: the attempt that reaches the cap locks, whatever arrives with it.

type Counter = 'password' | 'mfa'

const COLUMNS = {
  password: { count: users.failedLoginCount, lockedUntil: users.lockedUntil },
  mfa: { count: users.mfaFailedAttempts, lockedUntil: users.mfaLockedUntil },
} as const

/** Counts one failure; at `cap` the account locks until now + lockMinutes and the count starts again. */
export async function recordFailedAttempt(
  db: Database,
  counter: Counter,
  userId: string,
  options: { cap: number; lockMinutes: number; now: Date },
): Promise<{ locked: boolean; attempts: number }> {
  const { count, lockedUntil } = COLUMNS[counter]
  const until = new Date(options.now.getTime() + options.lockMinutes * 60_000).toISOString()
  const reachesCap = sql`${count} + 1 >= ${options.cap}`
  const [row] = await db
    .update(users)
    .set({
      [counter === 'password' ? 'failedLoginCount' : 'mfaFailedAttempts']:
        sql`case when ${reachesCap} then 0 else ${count} + 1 end`,
      [counter === 'password' ? 'lockedUntil' : 'mfaLockedUntil']:
        sql`case when ${reachesCap} then ${until}::timestamptz else ${lockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ attempts: count, lockedUntil })
  const locked = row?.lockedUntil != null && row.lockedUntil > options.now && row.attempts === 0
  return { locked, attempts: row?.attempts ?? 0 }
}
