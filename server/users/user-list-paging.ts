import { count, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/open'
import { preparedFor } from '../db/prepared'
import { userListRevisions, users } from '../db/schema'

// An exact total of a company of 100,000 users is a scan of 100,000 index entries — more than the list's
// whole budget. Paging asks for the same total on every page, so it is kept per company revision (moved by
// the triggers of migration 0010 on any change the total can see) and recounted only after a change. A page
// is found as ids alone (an index-only walk of the list's order index), from whichever end is nearer.

const LIMIT = 2000
const caches = new WeakMap<Database, Map<string, number>>()

const revisionQuery = preparedFor((db) =>
  db
    .select({ revision: userListRevisions.revision })
    .from(userListRevisions)
    .where(eq(userListRevisions.companyId, sql.placeholder('companyId')))
    .prepare('user_list_revision'),
)

async function revisionOf(db: Database, companyId: string): Promise<number> {
  const [row] = await revisionQuery(db).execute({ companyId })
  return row?.revision ?? 0
}

/** filterKey: everything besides the company that the where clause depends on. */
export async function userListTotal(
  db: Database,
  companyId: string,
  filterKey: unknown,
  where: SQL | undefined,
): Promise<number> {
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = new Map()))
  // Read before counting: a change landing mid-count files the total under the older revision, never the newer.
  const key = JSON.stringify([companyId, await revisionOf(db, companyId), filterKey])
  const cached = cache.get(key)
  if (cached !== undefined) {
    cache.delete(key)
    cache.set(key, cached)
    return cached
  }
  const [total] = await db.select({ n: count() }).from(users).where(where)
  const n = total?.n ?? 0
  cache.set(key, n)
  if (cache.size > LIMIT) cache.delete(cache.keys().next().value!)
  return n
}

export interface PageRequest {
  offset: number
  pageSize: number
  totalCount: number
  order: readonly [SQL, SQL]
  /** The same order backwards. */
  reversed: readonly [SQL, SQL]
}

/**
 * One page of the list in its order, as one statement: the page's ids are found first (an index-only walk of the
 * list's order index, from whichever end is nearer), then only those users' shown columns and department names
 * are read.
 */
export async function pageOfUsers(db: Database, where: SQL | undefined, page: PageRequest) {
  const { offset, pageSize, totalCount } = page
  if (offset >= totalCount) return []
  const fromEnd = offset > totalCount / 2
  const ids = db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...(fromEnd ? page.reversed : page.order))
    .limit(fromEnd ? Math.min(pageSize, totalCount - offset) : pageSize)
    .offset(fromEnd ? Math.max(0, totalCount - offset - pageSize) : offset)
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      lastName: users.lastName,
      role: users.role,
      disabledAt: users.disabledAt,
      createdAt: users.createdAt,
      emailVerified: users.emailVerified,
      lastLoginAt: users.lastLoginAt,
      // Spelled out: in a one-table select Drizzle leaves columns unqualified, and "id" would be the department's.
      departments: sql<string[]>`array(select d.name from user_departments ud
        join departments d on d.id = ud.department_id where ud.user_id = "users"."id" order by d.name)`,
    })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(...page.order)
}
