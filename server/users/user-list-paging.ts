import { count, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/open'
import { keptAnswers } from '../db/kept-answers'
import { preparedFor } from '../db/prepared'
import { userListRevisions, users } from '../db/schema'

// An exact total of a company of 100,000 users is a scan of 100,000 index entries — more than the list's
// whole budget. Paging asks for the same total on every page, so it is kept per company revision (moved by
// the triggers of migration 0010 on any change the total can see) and recounted only after a change. A page
// is found as ids alone (an index-only walk of the list's order index), from whichever end is nearer. A page
// whose walk does not depend on the total reads the revision in its own statement and checks it afterwards, so
// an unchanged list is one statement a page.

const LIMIT = 2000
interface Totals {
  /** Totals by company, revision and filters. */
  byRevision: Map<string, number>
  /** The latest total counted for a company and filters, with the revision it was counted at. */
  latest: Map<string, { revision: number; total: number }>
}
const caches = new WeakMap<Database, Totals>()

function totalsOf(db: Database): Totals {
  let totals = caches.get(db)
  if (!totals) caches.set(db, (totals = { byRevision: new Map(), latest: new Map() }))
  return totals
}

const keep = <V>(map: Map<string, V>, key: string, value: V) => {
  map.delete(key)
  map.set(key, value)
  if (map.size > LIMIT) map.delete(map.keys().next().value!)
}

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

const answers = keptAnswers(500)

/**
 * The list's whole answer for a request, kept per company revision: besides the totals, every column a page shows
 * (an invitation pending is a first sign-in, not the last) and every department or group name it carries moves
 * the revision (migrations 0010, 0021 and 0060), so an unchanged list is one primary-key read a page.
 * key: everything besides the company that the answer depends on.
 */
export async function keptUserListAnswer<T>(
  db: Database,
  companyId: string,
  key: unknown,
  compute: () => Promise<T>,
): Promise<T> {
  // Read before computing: a change landing mid-compute files the newer answer under the older revision, which
  // no later request reads.
  const revision = await revisionOf(db, companyId)
  return answers.answer(db, JSON.stringify([companyId, revision, key]), compute)
}

/** filterKey: everything besides the company that the where clause depends on. */
async function userListTotal(
  db: Database,
  companyId: string,
  filterKey: unknown,
  where: SQL | undefined,
): Promise<number> {
  const { byRevision, latest } = totalsOf(db)
  // Read before counting: a change landing mid-count files the total under the older revision, never the newer.
  const revision = await revisionOf(db, companyId)
  const key = JSON.stringify([companyId, revision, filterKey])
  let total = byRevision.get(key)
  if (total === undefined) {
    const [counted] = await db.select({ n: count() }).from(users).where(where)
    total = counted?.n ?? 0
  }
  keep(byRevision, key, total)
  keep(latest, JSON.stringify([companyId, filterKey]), { revision, total })
  return total
}

export interface PageRequest {
  offset: number
  pageSize: number
  order: readonly [SQL, SQL]
  /** The same order backwards. */
  reversed: readonly [SQL, SQL]
}

/** One page of the list and the list's total. */
export async function userListPage(
  db: Database,
  companyId: string,
  filterKey: unknown,
  where: SQL | undefined,
  page: PageRequest,
) {
  const latest = totalsOf(db).latest.get(JSON.stringify([companyId, filterKey]))
  // A walk from the front does not depend on the total: read the page and the revision together, and keep the
  // page when the revision is the one the total was counted at.
  if (latest && page.offset < latest.total && page.offset <= latest.total / 2) {
    const rows = await pageOfUsers(db, where, { ...page, totalCount: latest.total }, companyId)
    if (rows[0]?.revision === latest.revision) return { totalCount: latest.total, rows }
  }
  const totalCount = await userListTotal(db, companyId, filterKey, where)
  return { totalCount, rows: await pageOfUsers(db, where, { ...page, totalCount }, companyId) }
}

/**
 * One page of the list in its order, as one statement: the page's ids are found first (an index-only walk of the
 * list's order index, from whichever end is nearer), then only those users' shown columns and department names
 * are read.
 */
async function pageOfUsers(
  db: Database,
  where: SQL | undefined,
  page: PageRequest & { totalCount: number },
  companyId: string,
) {
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
      // The same snapshot as the rows: what userListPage checks them against.
      revision: sql<number>`coalesce((select r.revision from user_list_revisions r
        where r.company_id = ${companyId}), 0)`.mapWith(Number),
    })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(...page.order)
}
