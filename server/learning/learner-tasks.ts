import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/open'
import { users, userTasks } from '../db/schema'

// One page of the learners holding a task (a policy's or a training campaign's), searched by name or address:
// the two learner lists read the same rows and differ only in which tasks and in what order.

export interface LearnerTaskQuery {
  /** Which tasks: their source and status. */
  where: (SQL | undefined)[]
  search?: string
  /** The sort before the user id that keeps pages stable. */
  order: SQL
  page: number
  size: number
}

export async function learnerTaskPage(db: Database, query: LearnerTaskQuery) {
  const conditions = [...query.where]
  const search = (query.search ?? '').trim()
  if (search) {
    const like = `%${search.replace(/[%_\\]/g, '\\$&')}%`
    conditions.push(or(ilike(users.email, like), ilike(sql`${users.name} || ' ' || ${users.lastName}`, like)))
  }
  const where = and(...conditions)
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userId: users.id,
        email: users.email,
        name: users.name,
        lastName: users.lastName,
        dueAt: userTasks.dueAt,
        completedAt: userTasks.completedAt,
      })
      .from(userTasks)
      .innerJoin(users, eq(users.id, userTasks.userId))
      .where(where)
      .orderBy(query.order, asc(users.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(userTasks)
      .innerJoin(users, eq(users.id, userTasks.userId))
      .where(where),
  ])
  return {
    rows: rows.map((row) => ({
      userId: row.userId,
      email: row.email,
      fullName: `${row.name} ${row.lastName}`.trim(),
      dueAt: row.dueAt?.toISOString() ?? null,
      completedAt: row.completedAt?.toISOString() ?? null,
    })),
    totalCount: total?.n ?? 0,
  }
}
