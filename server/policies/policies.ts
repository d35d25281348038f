import { and, eq } from 'drizzle-orm'
import { enums, integer, object, optional, size, string } from 'superstruct'
import type { UsersType } from '../../src/domain/exercise-campaign'
import { POLICY_FILTERS, type PolicyAudience, type PolicyRow } from '../../src/domain/policies'
import { ATTACHMENT_TEXTS } from '../../src/domain/training-attachment'
import type { Database } from '../db/open'
import { policies, trainingFiles } from '../db/schema'
import { notFound } from '../errors'
import { policyTaskCounts } from './task-counts'

// Ours (the spec names /policies and the policy report row, not the calls): a company's policies, each a PDF
// assigned to all users, departments or groups with days to acknowledge; who acknowledged (a completed policy
// task), who has not opened it and who is overdue come live from the learners' tasks; a new revision asks
// everyone again; a policy ends or is deleted.

export const DAY_MS = 86_400_000
export const USERS_TYPE: Record<PolicyAudience, UsersType> = {
  ALL_USERS: 'USERS_ALL',
  DEPARTMENTS: 'USERS_FROM_DEPARTMENTS',
  GROUPS: 'USERS_FROM_GROUPS',
}

type PolicyRecord = typeof policies.$inferSelect

export async function ownPolicy(db: Database, companyId: string, policyId: string) {
  const [policy] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.id, policyId), eq(policies.companyId, companyId)))
  if (!policy) throw notFound('Policy not found')
  return policy
}

export async function ownFile(db: Database, companyId: string, fileId: string) {
  const [file] = await db
    .select({ id: trainingFiles.id, fileName: trainingFiles.fileName })
    .from(trainingFiles)
    .where(and(eq(trainingFiles.id, fileId), eq(trainingFiles.companyId, companyId)))
  if (!file) throw notFound(ATTACHMENT_TEXTS.notFound)
  return file
}

/** Each policy's counts from its learners' tasks, now. */
export async function rowsOf(db: Database, list: PolicyRecord[]): Promise<PolicyRow[]> {
  const countsOf = await policyTaskCounts(
    db,
    list.map((policy) => policy.id),
  )
  return list.map((policy) => {
    const { assignments, acknowledged, notOpened, overdue, progress } = countsOf(policy.id)
    return {
      id: policy.id,
      name: policy.name,
      revision: policy.revision,
      assignments,
      acknowledged,
      notOpened,
      overdue,
      progress,
      fileId: policy.fileId,
      fileName: policy.fileName,
      daysToAcknowledge: policy.daysToAcknowledge,
      assignmentType: policy.assignmentType as PolicyAudience,
      createdAt: policy.createdAt.toISOString(),
      updatedAt: (policy.updatedAt ?? policy.createdAt).toISOString(),
      endedAt: policy.endedAt?.toISOString() ?? null,
    }
  })
}

export const LearnersBody = object({
  filter: enums(POLICY_FILTERS),
  limitPerPage: optional(size(integer(), 1, 100)),
  page: optional(size(integer(), 0, 100_000)),
  search: optional(size(string(), 0, 255)),
})

export const Revision = object({ fileId: size(string(), 1, 200) })
