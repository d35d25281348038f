import { asc, count, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { departments, groups, userDepartments, userGroups } from '../db/schema'

const guard = allow.company()

/** customers/api/v1/company/{id}/departments and /groups: list under data. */
export function directoryRoutes() {
  const app = new Hono<GatewayEnv>()
  for (const [path, table, link, key] of [
    ['departments', departments, userDepartments, 'departmentId'],
    ['groups', groups, userGroups, 'groupId'],
  ] as const) {
    app.get(`/company/:companyId/${path}`, guard, async (c) => {
      const { db } = c.var.deps
      const column = key === 'departmentId' ? userDepartments.departmentId : userGroups.groupId
      const rows = await db
        .select({ id: table.id, name: table.name, usersCount: count(column) })
        .from(table)
        .leftJoin(link, eq(column, table.id))
        .where(eq(table.companyId, c.req.param('companyId')))
        .groupBy(table.id, table.name)
        .orderBy(asc(table.name))
      return c.json({ data: rows })
    })
  }
  return app
}
