import { PATHS } from '../../src/domain/api-paths'
import { randomUUID } from 'node:crypto'
import { and, asc, count, eq, inArray, isNull, ne, notExists, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { array, object, size, string } from 'superstruct'
import { DIRECTORY_EDIT_TEXTS } from '../../src/domain/directory-edit'
import {
  DIRECTORY_MEMBERS_MAX,
  ID_LENGTH_MAX,
  SELECTED_USERS_MAX,
  idList,
} from '../../src/domain/request-limits'
import { allow } from '../auth/access'
import {
  ASSIGNMENT_TYPES,
  TRAINING_USERS_TYPE,
  type AssignmentType,
} from '../../src/domain/training-campaign'
import { checkOwnIds, learnersFor } from '../exercise/learners'
import { customerOfCaller } from '../auth/middleware'
import type { GatewayEnv } from '../context'
import { departments, groups, userDepartments, userGroups, users } from '../db/schema'
import { ApiError, forbidden, invalid, notFound, body } from '../errors'
import { directoryTasks } from '../users/directory-tasks'

const guard = allow.company()
const MembersBody = object({ userIds: idList(DIRECTORY_MEMBERS_MAX) })

/** pageNumber from 0, pageSize 1–100 (10 unless said). */
function pagingOf(rawNumber: string | undefined, rawSize: string | undefined) {
  const pageNumber = rawNumber === undefined ? 0 : Number(rawNumber)
  const pageSize = rawSize === undefined ? 10 : Number(rawSize)
  if (!Number.isInteger(pageNumber) || pageNumber < 0 || pageNumber > 100_000)
    throw invalid([{ field: 'pageNumber', message: 'pageNumber must be a whole number from 0' }])
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100)
    throw invalid([{ field: 'pageSize', message: 'pageSize must be from 1 to 100' }])
  return { pageNumber, pageSize }
}
const NameBody = object({ name: size(string(), 0, 200) })

/** A name as kept: trimmed, 1–100 characters. */
function nameOf(raw: string) {
  const name = raw.trim()
  if (name.length === 0) throw invalid([{ field: 'name', message: DIRECTORY_EDIT_TEXTS.nameRequired }])
  if (name.length > 100) throw invalid([{ field: 'name', message: DIRECTORY_EDIT_TEXTS.nameTooLong }])
  return name
}

/**
 * customers/api/v1/company/{id}/departments and /groups: the list under data (000 §7), and ours for creating,
 * renaming and deleting one (a delete takes the memberships with it; the learners stay).
 */
export function directoryRoutes() {
  const app = new Hono<GatewayEnv>()
  // 000 §7 users/count (assignmentType, repeated ids): how many learners a training would reach, chosen as
  // its start chooses them (one computation), the departments, groups and users the company's own.
  app.get(PATHS.learnerCount.pattern, guard, async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const assignmentType = c.req.query('assignmentType') as AssignmentType
    if (!(ASSIGNMENT_TYPES as readonly string[]).includes(assignmentType))
      throw invalid([{ field: 'assignmentType', message: `One of ${ASSIGNMENT_TYPES.join(', ')}.` }])
    const ids = c.req.queries('ids') ?? []
    if (ids.length > SELECTED_USERS_MAX || ids.some((id) => id.length > ID_LENGTH_MAX))
      throw invalid([{ field: 'ids', message: `At most ${SELECTED_USERS_MAX} ids.` }])
    if (assignmentType === 'ALL_USERS') {
      const all = await learnersFor(db, companyId, 'USERS_ALL', [])
      return c.json({ data: { count: all.length } })
    }
    const kind = ({ DEPARTMENTS: 'departments', GROUPS: 'groups', SELECTED_USERS: 'users' } as const)[
      assignmentType
    ]
    if (ids.length > 0) await checkOwnIds(db, companyId, ids, kind, kind)
    const learners = ids.length
      ? await learnersFor(db, companyId, TRAINING_USERS_TYPE[assignmentType], ids)
      : []
    return c.json({ data: { count: learners.length } })
  })

  for (const [path, table, link, key] of [
    ['departments', departments, userDepartments, 'departmentId'],
    ['groups', groups, userGroups, 'groupId'],
  ] as const) {
    const column = key === 'departmentId' ? userDepartments.departmentId : userGroups.groupId
    const noun = path === 'departments' ? 'department' : 'group'
    const taken = async (
      db: GatewayEnv['Variables']['deps']['db'],
      companyId: string,
      name: string,
      except = '',
    ) => {
      const [row] = await db
        .select({ id: table.id })
        .from(table)
        .where(
          and(
            eq(table.companyId, companyId),
            sql`lower(${table.name}) = lower(${name})`,
            ne(table.id, except),
          ),
        )
      if (row) throw new ApiError(409, 'duplicate_name', DIRECTORY_EDIT_TEXTS.duplicate(noun, name))
    }
    const own = async (db: GatewayEnv['Variables']['deps']['db'], companyId: string, id: string) => {
      const [row] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.companyId, companyId), eq(table.id, id)))
      if (!row) throw notFound(`No such ${noun} in this company`)
    }

    app.get(PATHS.directory.only({ kind: path }), guard, async (c) => {
      const { db } = c.var.deps
      const rows = await db
        .select({ id: table.id, name: table.name, usersCount: count(column) })
        .from(table)
        .leftJoin(link, eq(column, table.id))
        .where(eq(table.companyId, c.req.param('companyId')))
        .groupBy(table.id, table.name)
        .orderBy(asc(table.name))
      return c.json({ data: rows })
    })

    app.post(PATHS.directory.only({ kind: path }), guard, body(NameBody), async (c) => {
      const { db } = c.var.deps
      const companyId = c.req.param('companyId')
      const name = nameOf(c.req.valid('json').name)
      await taken(db, companyId, name)
      const id = `${path === 'departments' ? 'dep' : 'grp'}_${randomUUID()}`
      await db.insert(table).values({ id, companyId, name })
      return c.json({ data: { id, name, usersCount: 0 } }, 201)
    })

    app.put(PATHS.directoryEntry.only({ kind: path }), guard, body(NameBody), async (c) => {
      const { db } = c.var.deps
      const companyId = c.req.param('companyId')
      const id = c.req.param('id')
      await own(db, companyId, id)
      const name = nameOf(c.req.valid('json').name)
      await taken(db, companyId, name, id)
      await db
        .update(table)
        .set({ name })
        .where(and(eq(table.companyId, companyId), eq(table.id, id)))
      return c.json({ data: { id, name } })
    })

    // 000 §7 departments/{departmentId}/users/unassigned (paging), and the same for groups (ours): the
    // company's enabled users outside it, to add from its page.
    app.get(PATHS.directoryUnassigned.only({ kind: path }), guard, async (c) => {
      const { db } = c.var.deps
      const companyId = c.req.param('companyId')
      const id = c.req.param('id')
      await own(db, companyId, id)
      const { pageNumber, pageSize } = pagingOf(c.req.query('pageNumber'), c.req.query('pageSize'))
      const outside = and(
        eq(users.companyId, companyId),
        isNull(users.disabledAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(link)
            .where(and(eq(link.userId, users.id), eq(column, id))),
        ),
      )
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: users.id, email: users.email, name: users.name, lastName: users.lastName })
          .from(users)
          .where(outside)
          .orderBy(asc(users.email))
          .limit(pageSize)
          .offset(pageNumber * pageSize),
        db.select({ total: count() }).from(users).where(outside),
      ])
      return c.json({ data: rows, totalCount: total?.total ?? 0 })
    })

    // Ours: the ticked users join it (the spec names the unassigned list, not the call that assigns).
    app.post(PATHS.directoryMembers.only({ kind: path }), guard, body(MembersBody), async (c) => {
      const { db } = c.var.deps
      const companyId = c.req.param('companyId')
      const id = c.req.param('id')
      await own(db, companyId, id)
      const { userIds } = c.req.valid('json')
      const wanted = [...new Set(userIds)]
      if (wanted.length === 0) throw invalid([{ field: 'userIds', message: DIRECTORY_EDIT_TEXTS.noneChosen }])
      const found = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, companyId), inArray(users.id, wanted)))
      if (found.length !== wanted.length) throw notFound('No such user in this company')
      const added = await db
        .insert(link)
        .values(wanted.map((userId) => ({ userId, [key]: id }) as typeof link.$inferInsert))
        .onConflictDoNothing()
        .returning({ userId: link.userId })
      return c.json({ added: added.length })
    })

    app.delete(PATHS.directoryEntry.only({ kind: path }), guard, async (c) => {
      const { db } = c.var.deps
      const companyId = c.req.param('companyId')
      const id = c.req.param('id')
      await own(db, companyId, id)
      await db.transaction(async (tx) => {
        await tx.delete(link).where(eq(column, id))
        await tx.delete(table).where(and(eq(table.companyId, companyId), eq(table.id, id)))
      })
      return c.body(null, 204)
    })
  }
  return app
}

const TasksBody = object({
  companyId: size(string(), 1, ID_LENGTH_MAX),
  departmentNames: size(array(size(string(), 0, 200)), 0, 500),
  groupNames: size(array(size(string(), 0, 200)), 0, 500),
})

/**
 * 000 §7 POST api/v1/departments/tasks_in_departments_and_groups { companyId, departmentNames, groupNames }: what
 * still reaches those departments and groups — campaigns, policies, events — so a delete says it first. The tenant
 * is in the body: the caller's own company, a customer whose partner was granted access, or staff.
 */
export function directoryTaskRoutes() {
  const app = new Hono<GatewayEnv>()
  app.post(PATHS.directoryTasks, allow.signedIn(), body(TasksBody), async (c) => {
    const body = c.req.valid('json')
    const { company, user } = c.var.auth
    if (body.companyId !== company.id && !['superadmin', 'support'].includes(user.role)) {
      const customer = await customerOfCaller(c, body.companyId, { granted: true }).catch(() => undefined)
      if (!customer) throw forbidden('company_not_accessible', "You don't have permission to access")
    }
    return c.json(await directoryTasks(c.var.deps.db, body.companyId, body.departmentNames, body.groupNames))
  })
  return app
}
