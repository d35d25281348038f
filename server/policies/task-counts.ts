import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/open'
import { policies, userTasks } from '../db/schema'

// Each policy's standing from its learners' tasks, now: the one count the policies list and the policy report
// both show (assigned, acknowledged, not opened yet, overdue, progress), and the average time to acknowledge.

export interface PolicyTaskCounts {
  assignments: number
  acknowledged: number
  notOpened: number
  overdue: number
  /** Acknowledged of assigned, in whole percent. */
  progress: number
  /** From the current revision's upload to the acknowledgement, on average; null before any. */
  acknowledgeMs: number | null
}

const NONE: PolicyTaskCounts = {
  assignments: 0,
  acknowledged: 0,
  notOpened: 0,
  overdue: 0,
  progress: 0,
  acknowledgeMs: null,
}

export async function policyTaskCounts(
  db: Database,
  policyIds: readonly string[],
): Promise<(policyId: string) => PolicyTaskCounts> {
  if (policyIds.length === 0) return () => NONE
  const now = sql`${new Date().toISOString()}::timestamptz`
  const rows = await db
    .select({
      id: userTasks.sourceId,
      assignments: sql<number>`count(*)`.mapWith(Number),
      acknowledged: sql<number>`count(*) filter (where ${userTasks.status} = 'completed')`.mapWith(Number),
      notOpened:
        sql<number>`count(*) filter (where ${userTasks.status} <> 'completed' and (${userTasks.dueAt} is null or ${userTasks.dueAt} >= ${now}))`.mapWith(
          Number,
        ),
      overdue:
        sql<number>`count(*) filter (where ${userTasks.status} <> 'completed' and ${userTasks.dueAt} < ${now})`.mapWith(
          Number,
        ),
      // From the current revision's upload, when every learner was asked (again), to the acknowledgement.
      acknowledgeMs: sql<
        number | null
      >`avg(greatest(0, extract(epoch from (${userTasks.completedAt} - coalesce(${policies.updatedAt}, ${policies.createdAt})))) * 1000) filter (where ${userTasks.status} = 'completed' and ${userTasks.completedAt} is not null)`.mapWith(
        (value) => (value === null ? null : Number(value)),
      ),
    })
    .from(userTasks)
    .innerJoin(policies, eq(policies.id, userTasks.sourceId))
    .where(and(eq(userTasks.kind, 'policy'), inArray(userTasks.sourceId, [...policyIds])))
    .groupBy(userTasks.sourceId)
  const byId = new Map(
    rows.map((row) => [
      row.id,
      {
        ...row,
        progress: row.assignments ? Math.round((row.acknowledged / row.assignments) * 100) : 0,
      },
    ]),
  )
  return (policyId) => byId.get(policyId) ?? NONE
}
