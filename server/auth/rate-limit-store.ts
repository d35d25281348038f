import { eq, lt, sql } from 'drizzle-orm'
import type { ClientRateLimitInfo, Store } from 'hono-rate-limiter'
import type { Database } from '../db/open'
import { rateLimitHits } from '../db/schema'

// A fixed-window hit counter in Postgres, so gateway processes sharing one database share one budget (a
// memory store would give each process its own, and N processes N times the limit). One upsert reads
// and moves the counter: parallel hits from several processes cannot both see the same old count. The
// window is timed by the database's clock, the one clock every process agrees on.

/** Expired rows are swept every this many hits of a process, not on every hit. */
const SWEEP_EVERY = 500

export class PostgresRateLimitStore implements Store {
  readonly localKeys = false
  private windowMs = 60_000
  private hitsSinceSweep = 0

  constructor(
    private readonly db: Database,
    /** Separates limiters sharing the table (sign-in per address, checks per company). */
    readonly prefix: string,
  ) {}

  init(options: { windowMs: number }): void {
    this.windowMs = options.windowMs
  }

  private keyOf(key: string): string {
    return `${this.prefix}:${key}`
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const window = sql`now() + ${`${this.windowMs} milliseconds`}::interval`
    const expired = sql`${rateLimitHits.resetAt} <= now()`
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({ key: this.keyOf(key), hits: 1, resetAt: window })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt })
    if (++this.hitsSinceSweep >= SWEEP_EVERY) {
      this.hitsSinceSweep = 0
      await this.db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, sql`now()`))
    }
    return { totalHits: row!.hits, resetTime: row!.resetAt }
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .update(rateLimitHits)
      .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
      .where(eq(rateLimitHits.key, this.keyOf(key)))
  }

  async resetKey(key: string): Promise<void> {
    await this.db.delete(rateLimitHits).where(eq(rateLimitHits.key, this.keyOf(key)))
  }
}
