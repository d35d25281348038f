import { randomUUID } from 'node:crypto'
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import type { Database } from '../db/open'
import { groups, userGroups, users } from '../db/schema'
import { scimError } from '../scim/errors'
import { groupFilter } from '../scim/filter'
import { bodyOf, isObject, listResponse, pagingOf, scimJson } from '../scim/http'

// SCIM 2.0 Groups (RFC 7643 §4.2) as the console's groups, members being the company's users: list with filter
// and paging (members left out on request, as Okta and Entra ID ask), read, create, replace, PATCH of the name and
// the members (add; remove by filter or by list), delete. The token's company only.

const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group'
const scim = allow.scim()
type GroupRow = typeof groups.$inferSelect

async function membersOf(db: Database, groupIds: string[]) {
  const byGroup = new Map<string, { value: string; display: string }[]>()
  if (groupIds.length === 0) return byGroup
  const rows = await db
    .select({ groupId: userGroups.groupId, id: users.id, email: users.email })
    .from(userGroups)
    .innerJoin(users, eq(users.id, userGroups.userId))
    .where(inArray(userGroups.groupId, groupIds))
    .orderBy(asc(users.email))
  for (const row of rows) {
    const list = byGroup.get(row.groupId) ?? []
    list.push({ value: row.id, display: row.email })
    byGroup.set(row.groupId, list)
  }
  return byGroup
}

function resourceOf(c: Context<GatewayEnv>, group: GroupRow, members?: { value: string; display: string }[]) {
  return {
    schemas: [GROUP_SCHEMA],
    id: group.id,
    displayName: group.name,
    ...(members ? { members } : {}),
    meta: {
      resourceType: 'Group',
      created: group.createdAt.toISOString(),
      lastModified: group.createdAt.toISOString(),
      location: `${new URL(c.req.url).origin}/scim/v2/Groups/${group.id}`,
    },
  }
}

async function ownGroup(c: Context<GatewayEnv>) {
  const [group] = await c.var.deps.db
    .select()
    .from(groups)
    .where(and(eq(groups.id, c.req.param('id') ?? ''), eq(groups.companyId, c.var.tenant.id)))
  if (!group) throw scimError(404, 'No such group.')
  return group
}

function displayNameOf(value: unknown) {
  if (typeof value !== 'string' || !value.trim() || value.length > 255)
    throw scimError(400, 'displayName is a name of 1 to 255 characters.', 'invalidValue')
  return value.trim()
}

async function nameFree(c: Context<GatewayEnv>, name: string, except?: string) {
  const [taken] = await c.var.deps.db
    .select({ id: groups.id })
    .from(groups)
    .where(
      and(
        eq(groups.companyId, c.var.tenant.id),
        sql`lower(${groups.name}) = lower(${name})`,
        except ? ne(groups.id, except) : undefined,
      ),
    )
  if (taken) throw scimError(409, 'A group with this displayName already exists.', 'uniqueness')
}

/** Member ids from a members value; each must be a user of the token's company. */
async function memberIdsOf(c: Context<GatewayEnv>, value: unknown) {
  if (
    !Array.isArray(value) ||
    value.length > 10_000 ||
    !value.every((m) => isObject(m) && typeof m.value === 'string')
  )
    throw scimError(400, 'members is a list of { value: user id }.', 'invalidValue')
  const ids = [...new Set(value.map((m) => (m as { value: string }).value))]
  if (ids.length === 0) return ids
  const known = await c.var.deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, c.var.tenant.id), inArray(users.id, ids)))
  const missing = ids.filter((id) => !known.some((row) => row.id === id))
  if (missing.length) throw scimError(400, `No such user: ${missing.slice(0, 5).join(', ')}.`, 'invalidValue')
  return ids
}

async function addMembers(db: Database, groupId: string, ids: string[]) {
  if (ids.length)
    await db
      .insert(userGroups)
      .values(ids.map((userId) => ({ userId, groupId })))
      .onConflictDoNothing()
}

async function removeMembers(db: Database, groupId: string, ids: string[] | 'all') {
  await db
    .delete(userGroups)
    .where(and(eq(userGroups.groupId, groupId), ids === 'all' ? undefined : inArray(userGroups.userId, ids)))
}

async function answerGroup(c: Context<GatewayEnv>, id: string, status: 200 | 201 = 200) {
  const [group] = await c.var.deps.db.select().from(groups).where(eq(groups.id, id))
  return scimJson(c, resourceOf(c, group!, (await membersOf(c.var.deps.db, [id])).get(id) ?? []), status)
}

export function scimGroupRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get('/scim/v2/Groups', scim, async (c) => {
    const { startIndex, size } = pagingOf(c)
    const where = and(eq(groups.companyId, c.var.tenant.id), groupFilter(c.req.query('filter')))
    const { db } = c.var.deps
    const [[total], rows] = await Promise.all([
      db.select({ n: count() }).from(groups).where(where),
      size === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(groups)
            .where(where)
            .orderBy(asc(groups.createdAt), asc(groups.id))
            .limit(size)
            .offset(startIndex - 1),
    ])
    const withoutMembers = /(^|,)\s*members\s*(,|$)/i.test(c.req.query('excludedAttributes') ?? '')
    const members = withoutMembers
      ? null
      : await membersOf(
          db,
          rows.map((row) => row.id),
        )
    return listResponse(
      c,
      total?.n ?? 0,
      startIndex,
      rows.map((row) => resourceOf(c, row, members ? (members.get(row.id) ?? []) : undefined)),
    )
  })

  app.get('/scim/v2/Groups/:id', scim, async (c) => answerGroup(c, (await ownGroup(c)).id))

  app.post('/scim/v2/Groups', scim, async (c) => {
    const body = await bodyOf(c)
    const name = displayNameOf(body.displayName)
    await nameFree(c, name)
    const ids = await memberIdsOf(c, body.members ?? [])
    const id = `grp_${randomUUID()}`
    await c.var.deps.db.transaction(async (tx) => {
      await tx.insert(groups).values({ id, companyId: c.var.tenant.id, name })
      await addMembers(tx, id, ids)
    })
    return answerGroup(c, id, 201)
  })

  app.put('/scim/v2/Groups/:id', scim, async (c) => {
    const group = await ownGroup(c)
    const body = await bodyOf(c)
    const name = displayNameOf(body.displayName)
    await nameFree(c, name, group.id)
    const ids = await memberIdsOf(c, body.members ?? [])
    await c.var.deps.db.transaction(async (tx) => {
      await tx.update(groups).set({ name }).where(eq(groups.id, group.id))
      await removeMembers(tx, group.id, 'all')
      await addMembers(tx, group.id, ids)
    })
    return answerGroup(c, group.id)
  })

  app.patch('/scim/v2/Groups/:id', scim, async (c) => {
    const group = await ownGroup(c)
    const operations = (await bodyOf(c)).Operations
    if (!Array.isArray(operations) || operations.length === 0 || operations.length > 100)
      throw scimError(400, 'Operations must list between 1 and 100 operations.', 'invalidSyntax')
    // Every operation is read and checked before any is applied: all or nothing.
    const steps: ((db: Database) => Promise<unknown>)[] = []
    for (const operation of operations) {
      if (!isObject(operation)) throw scimError(400, 'An operation is an object.', 'invalidSyntax')
      const op = String(operation.op ?? '').toLowerCase()
      const path = typeof operation.path === 'string' ? operation.path.trim() : ''
      const one = /^members\[\s*value\s+eq\s+"([^"]+)"\s*\]$/i.exec(path)
      if (
        op === 'replace' &&
        (path.toLowerCase() === 'displayname' || (!path && isObject(operation.value)))
      ) {
        const name = displayNameOf(
          path ? operation.value : (operation.value as Record<string, unknown>).displayName,
        )
        await nameFree(c, name, group.id)
        steps.push((db) => db.update(groups).set({ name }).where(eq(groups.id, group.id)))
      } else if ((op === 'add' || op === 'replace') && path.toLowerCase() === 'members') {
        const ids = await memberIdsOf(c, operation.value)
        if (op === 'replace') steps.push((db) => removeMembers(db, group.id, 'all'))
        steps.push((db) => addMembers(db, group.id, ids))
      } else if (op === 'remove' && one) {
        steps.push((db) => removeMembers(db, group.id, [one[1]!]))
      } else if (op === 'remove' && path.toLowerCase() === 'members') {
        // Entra ID names the members to remove in the value; without one, all of them go.
        const ids = operation.value === undefined ? 'all' : await memberIdsOf(c, operation.value)
        steps.push((db) => removeMembers(db, group.id, ids))
      } else
        throw scimError(
          400,
          `The operation ${op} ${path || '(no path)'} is not supported on a group.`,
          'invalidValue',
        )
    }
    await c.var.deps.db.transaction(async (tx) => {
      for (const step of steps) await step(tx)
    })
    return answerGroup(c, group.id)
  })

  app.delete('/scim/v2/Groups/:id', scim, async (c) => {
    const group = await ownGroup(c)
    await c.var.deps.db.transaction(async (tx) => {
      await removeMembers(tx, group.id, 'all')
      await tx.delete(groups).where(eq(groups.id, group.id))
    })
    return c.body(null, 204)
  })

  return app
}
