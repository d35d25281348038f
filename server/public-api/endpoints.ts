import { and, asc, count, eq, gt, inArray, or, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Context } from 'hono'
import type { ApiKeyScope } from '../../src/domain/api-keys'
import { userStatus } from '../../src/domain/users'
import type { GatewayEnv } from '../context'
import { departments, groups, userDepartments, userGroups, users } from '../db/schema'
import type { Cursor } from './paging'

// The public API's endpoints, each declared once: its path, scope, words and item schema feed both the routes
// (routes.ts) and the OpenAPI document (openapi.ts), so the description cannot drift from what is served.

type JsonSchema = Record<string, unknown>

export interface PublicEndpoint {
  path: string
  operationId: string
  scope: ApiKeyScope
  summary: string
  description: string
  /** The component name of one item, and its JSON schema. */
  item: { name: string; schema: JsonSchema }
  /** One page after the cursor, oldest first, one more than `limit` when there is a next page. */
  page: (
    c: Context<GatewayEnv>,
    after: Cursor | null,
    limit: number,
  ) => Promise<{ at: Date; id: string; item: unknown }[]>
}

const dateTime = { type: 'string', format: 'date-time' }
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' }

/** Rows after the cursor over (createdAt, id) of a table with both. */
function after(table: { createdAt: AnyPgColumn; id: AnyPgColumn }, cursor: Cursor | null): SQL | undefined {
  if (!cursor) return undefined
  const at = new Date(cursor.at)
  return or(gt(table.createdAt, at), and(eq(table.createdAt, at), gt(table.id, cursor.id)))
}

const directoryItem = (noun: string) => ({
  type: 'object',
  required: ['id', 'name', 'usersCount', 'createdAt'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    usersCount: { type: 'integer', minimum: 0, description: `Users in the ${noun}.` },
    createdAt: dateTime,
  },
})

function directoryEndpoint(kind: 'departments' | 'groups'): PublicEndpoint {
  const table = kind === 'departments' ? departments : groups
  const link = kind === 'departments' ? userDepartments : userGroups
  const column = kind === 'departments' ? userDepartments.departmentId : userGroups.groupId
  const noun = kind === 'departments' ? 'department' : 'group'
  return {
    path: `/${kind}`,
    operationId: `list${kind === 'departments' ? 'Departments' : 'Groups'}`,
    scope: 'users:read',
    summary: `The company's ${kind}`,
    description: `Every ${noun} with how many users are in it, oldest first.`,
    item: { name: kind === 'departments' ? 'Department' : 'Group', schema: directoryItem(noun) },
    page: async (c, cursor, limit) => {
      const rows = await c.var.deps.db
        .select({ id: table.id, name: table.name, createdAt: table.createdAt, usersCount: count(column) })
        .from(table)
        .leftJoin(link, eq(column, table.id))
        .where(and(eq(table.companyId, c.var.tenant.id), after(table, cursor)))
        .groupBy(table.id, table.name, table.createdAt)
        .orderBy(asc(table.createdAt), asc(table.id))
        .limit(limit + 1)
      return rows.map((row) => ({
        at: row.createdAt,
        id: row.id,
        item: {
          id: row.id,
          name: row.name,
          usersCount: row.usersCount,
          createdAt: row.createdAt.toISOString(),
        },
      }))
    },
  }
}

const usersEndpoint: PublicEndpoint = {
  path: '/users',
  operationId: 'listUsers',
  scope: 'users:read',
  summary: "The company's users",
  description: 'Every user with their access level, status, departments and groups, oldest first.',
  item: {
    name: 'User',
    schema: {
      type: 'object',
      required: [
        'id',
        'email',
        'firstName',
        'lastName',
        'role',
        'status',
        'departments',
        'groups',
        'createdAt',
        'lastSignInAt',
      ],
      properties: {
        id: { type: 'string' },
        email: { type: 'string', format: 'email' },
        firstName: { type: 'string' },
        lastName: { type: 'string' },
        role: { type: 'string', enum: ['learner', 'admin'] },
        status: { type: 'string', enum: ['active', 'invited', 'notVerified', 'disabled'] },
        departments: { type: 'array', items: { type: 'string' } },
        groups: { type: 'array', items: { type: 'string' } },
        createdAt: dateTime,
        lastSignInAt: nullableDateTime,
      },
    },
  },
  page: async (c, cursor, limit) => {
    const { db } = c.var.deps
    const rows = await db
      .select()
      .from(users)
      .where(and(eq(users.companyId, c.var.tenant.id), after(users, cursor)))
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(limit + 1)
    const ids = rows.map((row) => row.id)
    const [inDepartments, inGroups] = ids.length
      ? await Promise.all([
          db
            .select({ userId: userDepartments.userId, name: departments.name })
            .from(userDepartments)
            .innerJoin(departments, eq(departments.id, userDepartments.departmentId))
            .where(inArray(userDepartments.userId, ids)),
          db
            .select({ userId: userGroups.userId, name: groups.name })
            .from(userGroups)
            .innerJoin(groups, eq(groups.id, userGroups.groupId))
            .where(inArray(userGroups.userId, ids)),
        ])
      : [[], []]
    const namesOf = (list: { userId: string; name: string }[], id: string) =>
      list.filter((row) => row.userId === id).map((row) => row.name)
    return rows.map((row) => ({
      at: row.createdAt,
      id: row.id,
      item: {
        id: row.id,
        email: row.email,
        firstName: row.name,
        lastName: row.lastName,
        role: row.role === 'user' ? 'learner' : row.role,
        status: userStatus({
          disabled: row.disabledAt !== null,
          invitePending: row.lastLoginAt === null,
          emailVerified: row.emailVerified,
        }),
        departments: namesOf(inDepartments, row.id),
        groups: namesOf(inGroups, row.id),
        createdAt: row.createdAt.toISOString(),
        lastSignInAt: row.lastLoginAt?.toISOString() ?? null,
      },
    }))
  },
}

export const PUBLIC_ENDPOINTS: readonly PublicEndpoint[] = [
  usersEndpoint,
  directoryEndpoint('departments'),
  directoryEndpoint('groups'),
]
