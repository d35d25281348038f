import { and, asc, eq, gt, inArray, or, type SQL } from 'drizzle-orm'
import { Hono } from 'hono'
import { userStatus } from '../../src/domain/users'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { departments, groups, userDepartments, userGroups, users } from '../db/schema'
import { invalid } from '../errors'

// The public read API (issue 32) under /public/api/v1: a company's API key in the Authorization header, its
// company the only tenant. Lists page with an opaque cursor over (createdAt, id): a row added while a client
// pages lands after the cursor, so nothing is skipped or repeated.

const LIMIT_DEFAULT = 100
const LIMIT_MAX = 200

interface Cursor {
  at: string
  id: string
}

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url')

function decodeCursor(raw: string | undefined): Cursor | null {
  if (!raw) return null
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Cursor>
    if (typeof value.at === 'string' && typeof value.id === 'string' && !Number.isNaN(Date.parse(value.at)))
      return { at: value.at, id: value.id }
  } catch {
    // fall through: refused below
  }
  throw invalid([{ field: 'cursor', message: 'The cursor is not one this API gave.' }])
}

function limitOf(raw: string | undefined) {
  if (raw === undefined) return LIMIT_DEFAULT
  const limit = Number(raw)
  if (!Number.isInteger(limit) || limit < 1 || limit > LIMIT_MAX)
    throw invalid([{ field: 'limit', message: `limit must be a whole number from 1 to ${LIMIT_MAX}.` }])
  return limit
}

export function publicApiRoutes() {
  const app = new Hono<GatewayEnv>()

  /** The company's users with their departments and groups, oldest first. */
  app.get('/users', allow.apiKey('users:read'), async (c) => {
    const { db } = c.var.deps
    const limit = limitOf(c.req.query('limit'))
    const cursor = decodeCursor(c.req.query('cursor'))
    const after: SQL | undefined = cursor
      ? or(
          gt(users.createdAt, new Date(cursor.at)),
          and(eq(users.createdAt, new Date(cursor.at)), gt(users.id, cursor.id)),
        )
      : undefined
    const rows = await db
      .select()
      .from(users)
      .where(and(eq(users.companyId, c.var.tenant.id), after))
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(limit + 1)
    const page = rows.slice(0, limit)
    const ids = page.map((row) => row.id)
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
    const last = page.at(-1)
    return c.json({
      data: page.map((row) => ({
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
      })),
      nextCursor:
        rows.length > limit && last ? encodeCursor({ at: last.createdAt.toISOString(), id: last.id }) : null,
    })
  })

  return app
}
