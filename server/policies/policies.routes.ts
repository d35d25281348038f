import { PATHS } from '../../src/domain/api-paths'
import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import { Hono } from 'hono'
import { learnerTaskPage } from '../learning/learner-tasks'
import type { POLICY_FILTERS } from '../../src/domain/policies'
import { NewPolicy, POLICY_TEXTS } from '../../src/domain/policies'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { departments, groups, policies, users, userTasks } from '../db/schema'
import { ApiError, invalid, notFound, body } from '../errors'
import { learnersFor } from '../exercise/learners'
import { DAY_MS, LearnersBody, Revision, USERS_TYPE, ownFile, ownPolicy, rowsOf } from '../policies/policies'
import { ownsAll } from '../users/owned-ids'

const guard = allow.company()

export function policyRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.policies.pattern, guard, async (c) => {
    const list = await c.var.deps.db
      .select()
      .from(policies)
      .where(eq(policies.companyId, c.req.param('companyId')))
      .orderBy(desc(policies.createdAt))
    return c.json({ policies: await rowsOf(c.var.deps.db, list) })
  })

  app.post(PATHS.policies.pattern, guard, body(NewPolicy), async (c) => {
    const body = c.req.valid('json')
    const companyId = c.req.param('companyId')
    const { db } = c.var.deps
    const file = await ownFile(c.var.deps.db, c.req.param('companyId'), body.fileId)
    const departmentIds = body.assignmentType === 'DEPARTMENTS' ? (body.departmentIds ?? []) : []
    const groupIds = body.assignmentType === 'GROUPS' ? (body.groupIds ?? []) : []
    if (body.assignmentType !== 'ALL_USERS' && departmentIds.length + groupIds.length === 0)
      throw invalid([{ field: 'assignmentType', message: 'At least one value must be selected' }])
    const own = (table: typeof departments | typeof groups, ids: string[]) =>
      ownsAll(db, table, companyId, ids)
    if (!(await own(departments, departmentIds)) || !(await own(groups, groupIds)))
      throw notFound('Some of the chosen departments or groups are not in this company.')
    const now = new Date()
    const id = `pol_${randomUUID()}`
    const learners = await learnersFor(db, companyId, USERS_TYPE[body.assignmentType], [
      ...departmentIds,
      ...groupIds,
    ])
    await db.transaction(async (tx) => {
      await tx.insert(policies).values({
        id,
        companyId,
        name: body.name.trim(),
        revision: 1,
        acknowledged: 0,
        notOpened: 0,
        overdue: 0,
        fileId: file.id,
        fileName: file.fileName,
        daysToAcknowledge: body.daysToAcknowledge,
        assignmentType: body.assignmentType,
        selection: { departmentIds, groupIds },
        updatedAt: now,
      })
      const rows = learners.map((learner) => ({
        id: `tsk_${randomUUID()}`,
        companyId,
        userId: learner.id,
        kind: 'policy',
        sourceId: id,
        title: body.name.trim(),
        status: 'not_started',
        dueAt: new Date(now.getTime() + body.daysToAcknowledge * DAY_MS),
      }))
      for (let start = 0; start < rows.length; start += 5000)
        await tx.insert(userTasks).values(rows.slice(start, start + 5000))
    })
    return c.json({ id, message: POLICY_TEXTS.created }, 201)
  })

  /** A new revision: its file, and everyone asked again from today. */
  app.post(PATHS.policyRevision.pattern, guard, body(Revision), async (c) => {
    const policy = await ownPolicy(c.var.deps.db, c.req.param('companyId'), c.req.param('policyId'))
    if (policy.endedAt) throw new ApiError(409, 'policy_ended', POLICY_TEXTS.alreadyEnded)
    const { fileId } = c.req.valid('json')
    const file = await ownFile(c.var.deps.db, c.req.param('companyId'), fileId)
    const now = new Date()
    const revision = policy.revision + 1
    await c.var.deps.db.transaction(async (tx) => {
      await tx
        .update(policies)
        .set({ revision, fileId: file.id, fileName: file.fileName, updatedAt: now })
        .where(eq(policies.id, policy.id))
      await tx
        .update(userTasks)
        .set({
          status: 'not_started',
          completedAt: null,
          dueAt: new Date(now.getTime() + policy.daysToAcknowledge * DAY_MS),
        })
        .where(eq(userTasks.sourceId, policy.id))
    })
    return c.json({ revision, message: POLICY_TEXTS.revised(revision) })
  })

  app.put(PATHS.policyEnd.pattern, guard, async (c) => {
    const policy = await ownPolicy(c.var.deps.db, c.req.param('companyId'), c.req.param('policyId'))
    if (policy.endedAt) throw new ApiError(409, 'policy_ended', POLICY_TEXTS.alreadyEnded)
    await c.var.deps.db
      .update(policies)
      .set({ endedAt: new Date() })
      .where(and(eq(policies.id, policy.id), isNull(policies.endedAt)))
    return c.json({ message: POLICY_TEXTS.ended })
  })

  app.delete(PATHS.policy.pattern, guard, async (c) => {
    const policy = await ownPolicy(c.var.deps.db, c.req.param('companyId'), c.req.param('policyId'))
    await c.var.deps.db.transaction(async (tx) => {
      await tx.delete(userTasks).where(eq(userTasks.sourceId, policy.id))
      await tx.delete(policies).where(eq(policies.id, policy.id))
    })
    return c.json({ message: POLICY_TEXTS.deleted })
  })

  /** One policy's learners under a filter key (002 §9: acknowledged, notOpened, overdue), paged and searched. */
  app.post(PATHS.policyLearners.pattern, guard, body(LearnersBody), async (c) => {
    const policy = await ownPolicy(c.var.deps.db, c.req.param('companyId'), c.req.param('policyId'))
    const body = c.req.valid('json')
    const size = body.limitPerPage ?? 25
    const page = body.page ?? 0
    const now = sql`${new Date().toISOString()}::timestamptz`
    const byFilter: Record<(typeof POLICY_FILTERS)[number], SQL | undefined> = {
      acknowledged: eq(userTasks.status, 'completed'),
      notOpened: and(
        ne(userTasks.status, 'completed'),
        or(isNull(userTasks.dueAt), sql`${userTasks.dueAt} >= ${now}`),
      ),
      overdue: and(ne(userTasks.status, 'completed'), sql`${userTasks.dueAt} < ${now}`),
    }
    const { rows, totalCount } = await learnerTaskPage(c.var.deps.db, {
      where: [eq(userTasks.sourceId, policy.id), byFilter[body.filter]],
      search: body.search,
      order: asc(users.name),
      page,
      size,
    })
    return c.json({
      items: rows.map(({ completedAt, ...row }) => ({ ...row, acknowledgedAt: completedAt })),
      pageInfo: { totalCount, pageNumber: page, pageSize: size },
    })
  })
  return app
}
