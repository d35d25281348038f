import { PATHS } from '../../src/domain/api-paths'
import { allow } from '../auth/access'
import { DIRECTORY_IDS_MAX } from '../../src/domain/request-limits'
import { and, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import { Hono } from 'hono'
import type { GatewayEnv } from '../context'
import type { Database } from '../db/open'
import { userDepartments, userGroups, users } from '../db/schema'
import { ApiError, invalid } from '../errors'
import { checkOwnIds } from '../exercise/learners'

const guard = allow.company()

// The learners a phishing exercise can reach (002 §7 users/count, users/page, users/by_*, users/count_by_*):
// the campaign form's pickers and counts.
export function exerciseLearnerPickerRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get(PATHS.exerciseUsersCount.pattern, guard, async (c) => {
    const { db } = c.var.deps
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.companyId, c.req.param('companyId')), isNull(users.disabledAt)))
    return c.json({ data: { totalUsersCount: row?.n ?? 0 } })
  })

  /** A page of the picker's users: paging and search read the same way for every door. */
  const pickerPage = (query: Record<string, string>) => {
    const pageNumber = Number(query.pageNumber ?? 0)
    const pageSize = Number(query.pageSize ?? 25)
    if (
      !Number.isSafeInteger(pageNumber) ||
      pageNumber < 0 ||
      !Number.isSafeInteger(pageSize) ||
      pageSize < 1 ||
      pageSize > 1000
    )
      throw new ApiError(422, 'invalid_page', 'Invalid page.')
    const text = (query.searchText ?? '').trim().slice(0, 200)
    const pattern = `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
    const matching = text
      ? or(ilike(users.email, pattern), ilike(sql`${users.name} || ' ' || ${users.lastName}`, pattern))
      : undefined
    return { pageNumber, pageSize, matching }
  }

  const pickerAnswer = async (db: Database, where: SQL | undefined, pageNumber: number, pageSize: number) => {
    const [rows, [total]] = await Promise.all([
      db
        .select({ id: users.id, email: users.email, name: users.name, lastName: users.lastName })
        .from(users)
        .where(where)
        .orderBy(users.email)
        .limit(pageSize)
        .offset(pageNumber * pageSize),
      db.select({ n: count() }).from(users).where(where),
    ])
    return {
      items: rows.map((row) => ({
        id: row.id,
        email: row.email,
        fullName: `${row.name} ${row.lastName}`.trim() || row.email,
      })),
      pageInfo: { totalCount: total?.n ?? 0 },
    }
  }

  // The selected-users picker: the company's active users, by email, searchable.
  app.get(PATHS.exerciseUsersPage.pattern, guard, async (c) => {
    const { pageNumber, pageSize, matching } = pickerPage(c.req.query())
    const where = and(eq(users.companyId, c.req.param('companyId')), isNull(users.disabledAt), matching)
    return c.json({ data: await pickerAnswer(c.var.deps.db, where, pageNumber, pageSize) })
  })

  // 002 §7 users/by_departments, users/by_groups: the picker narrowed to the learners of some of the company's
  // departments or groups (each id repeated), searchable and paged as above; an id of another company is refused.
  const usersBy = (kind: 'departments' | 'groups') =>
    app.get(PATHS.exerciseUsersBy.only({ scope: `by_${kind}` }), guard, async (c) => {
      const { db } = c.var.deps
      const companyId = c.req.param('companyId')
      const ids = c.req.queries(kind === 'departments' ? 'departmentId' : 'groupId') ?? []
      if (ids.length === 0 || ids.length > DIRECTORY_IDS_MAX)
        throw invalid([{ field: kind, message: `Choose 1 to ${DIRECTORY_IDS_MAX} ${kind}.` }])
      await checkOwnIds(db, companyId, ids, kind, kind)
      const { pageNumber, pageSize, matching } = pickerPage(c.req.query())
      const link = kind === 'departments' ? userDepartments : userGroups
      const column = kind === 'departments' ? userDepartments.departmentId : userGroups.groupId
      const members = db.select({ id: link.userId }).from(link).where(inArray(column, ids))
      const where = and(
        eq(users.companyId, companyId),
        isNull(users.disabledAt),
        inArray(users.id, members),
        matching,
      )
      return c.json({ data: await pickerAnswer(db, where, pageNumber, pageSize) })
    })
  usersBy('departments')
  usersBy('groups')

  const countBy = (kind: 'departments' | 'groups') =>
    app.get(PATHS.exerciseUsersCountBy.only({ scope: `count_by_${kind}` }), guard, async (c) => {
      const { db } = c.var.deps
      const ids = c.req.queries(kind === 'departments' ? 'departmentId' : 'groupId') ?? []
      if (ids.length === 0) return c.json({ data: { count: 0 } })
      const link = kind === 'departments' ? userDepartments : userGroups
      const column = kind === 'departments' ? userDepartments.departmentId : userGroups.groupId
      const [row] = await db
        .select({ n: sql<number>`count(distinct ${users.id})::int` })
        .from(users)
        .innerJoin(link, eq(link.userId, users.id))
        .where(
          and(eq(users.companyId, c.req.param('companyId')), isNull(users.disabledAt), inArray(column, ids)),
        )
      return c.json({ data: { count: row?.n ?? 0 } })
    })
  countBy('departments')
  countBy('groups')
  return app
}
