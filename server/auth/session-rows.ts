import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/open'
import type { CompanyRow, UserRow } from '../context'
import { companies, refreshSessions, users } from '../db/schema'
import { preparedFor } from '../db/prepared'

// Every authenticated request checks that its session is live and reads its user and company. Reading both whole
// rows (60 columns) on every request was the largest single cost of a small read (issue 66's profile). The check
// still runs on every request, but answers each row's version (Postgres's `xmin`, new on every update of a row)
// instead of the rows; the rows come from this process's copy while both versions match, and are read again
// otherwise. A revoked session, a disabled user or company, a changed role: each is seen by the next request,
// on any process, exactly as before.

export interface SessionRows {
  user: UserRow
  company: CompanyRow
}

interface Kept extends SessionRows {
  userVersion: string
  companyVersion: string
}

/** Users whose rows this process keeps; past it the oldest are dropped (about 2 KB each). */
const KEPT_USERS = 5_000

/** This process's copies, by user id. */
const keptRows = new WeakMap<Database, Map<string, Kept>>()

const userVersion = sql<string>`"users"."xmin"::text`.as('user_version')
const companyVersion = sql<string>`"companies"."xmin"::text`.as('company_version')

const liveSession = and(
  eq(users.id, sql.placeholder('userId')),
  eq(refreshSessions.id, sql.placeholder('sessionId')),
  isNull(refreshSessions.revokedAt),
  gt(refreshSessions.expiresAt, sql.placeholder('now')),
)

const versionsQuery = preparedFor((db) =>
  db
    .select({ userVersion, companyVersion })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(refreshSessions, eq(refreshSessions.userId, users.id))
    .where(liveSession)
    .prepare('session_versions'),
)

const rowsQuery = preparedFor((db) =>
  db
    .select({ user: users, company: companies, userVersion, companyVersion })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(refreshSessions, eq(refreshSessions.userId, users.id))
    .where(liveSession)
    .prepare('session_rows'),
)

/** The user and company of a live session, or undefined when the session is revoked, expired or not the user's. */
export async function liveSessionRows(
  db: Database,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<SessionRows | undefined> {
  let kept = keptRows.get(db)
  if (!kept) keptRows.set(db, (kept = new Map()))
  const params = { userId, sessionId, now: now.toISOString() }
  const [live] = await versionsQuery(db).execute(params)
  if (!live) return undefined
  const copy = kept.get(userId)
  if (copy && copy.userVersion === live.userVersion && copy.companyVersion === live.companyVersion) {
    return { user: copy.user, company: copy.company }
  }
  const [row] = await rowsQuery(db).execute(params)
  if (!row) return undefined
  // Frozen: one copy serves many requests, so a handler that wrote to it would leak into the next one.
  const fresh: Kept = { ...row, user: Object.freeze(row.user), company: Object.freeze(row.company) }
  kept.delete(userId)
  kept.set(userId, fresh)
  if (kept.size > KEPT_USERS) kept.delete(kept.keys().next().value!)
  return { user: fresh.user, company: fresh.company }
}
