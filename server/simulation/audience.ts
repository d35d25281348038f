import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Audience, SimulationPayload } from '../../src/domain/simulation/campaign'
import type { Database } from '../db/open'
import { users } from '../db/schema'
import { invalid } from '../errors'
import { checkOwnIds, learnersFor, type Learner } from '../exercise/learners'

// Who a simulation reaches (000 §4 audience modes): every active user, those selected, only the admin who
// launches it, departments, groups, or custom users given by address. Disabled users are never mailed; ids
// and addresses that are not this company's are refused, never silently dropped.

const USERS_TYPE: Partial<Record<Audience, Parameters<typeof learnersFor>[2]>> = {
  USERS_ALL: 'USERS_ALL',
  USERS_SELECTED: 'USERS_SELECTED',
  USERS_FROM_DEPARTMENTS: 'USERS_FROM_DEPARTMENTS',
  USERS_FROM_GROUPS: 'USERS_FROM_GROUPS',
}

export async function recipientsFor(
  db: Database,
  companyId: string,
  callerId: string,
  payload: Pick<SimulationPayload, 'audience' | 'departmentIds' | 'groupIds' | 'userIds' | 'emails'>,
): Promise<Learner[]> {
  switch (payload.audience) {
    case 'ONLY_ME':
      return learnersFor(db, companyId, 'USERS_SELECTED', [callerId])
    case 'CUSTOM_USERS':
      return byAddress(db, companyId, payload.emails)
    case 'USERS_SELECTED':
      await checkOwnIds(db, companyId, payload.userIds, 'userIds', 'users')
      return learnersFor(db, companyId, 'USERS_SELECTED', payload.userIds)
    case 'USERS_FROM_DEPARTMENTS':
      await checkOwnIds(db, companyId, payload.departmentIds, 'departmentIds', 'departments')
      return learnersFor(db, companyId, 'USERS_FROM_DEPARTMENTS', payload.departmentIds)
    case 'USERS_FROM_GROUPS':
      await checkOwnIds(db, companyId, payload.groupIds, 'groupIds', 'groups')
      return learnersFor(db, companyId, 'USERS_FROM_GROUPS', payload.groupIds)
    default:
      return learnersFor(db, companyId, USERS_TYPE[payload.audience] ?? 'USERS_ALL', [])
  }
}

async function byAddress(db: Database, companyId: string, emails: string[]): Promise<Learner[]> {
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))]
  if (wanted.length === 0) return []
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        isNull(users.disabledAt),
        inArray(sql`lower(${users.email})`, wanted),
      ),
    )
  const known = new Set(rows.map((row) => row.email.toLowerCase()))
  const unknown = wanted.filter((email) => !known.has(email))
  if (unknown.length > 0)
    throw invalid([
      {
        field: 'emails',
        message: `Not an active user of this company: ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ` and ${unknown.length - 5} more` : ''}.`,
      },
    ])
  return learnersFor(
    db,
    companyId,
    'USERS_SELECTED',
    rows.map((row) => row.id),
  )
}

/** A later round's audience: the same choice on the day it opens; ids deleted since launch match nobody. */
export function roundRecipients(
  db: Database,
  companyId: string,
  callerId: string,
  audience: Audience,
  selection: { departmentIds: string[]; groupIds: string[]; userIds: string[] },
): Promise<Learner[]> {
  switch (audience) {
    case 'ONLY_ME':
      return learnersFor(db, companyId, 'USERS_SELECTED', [callerId])
    case 'CUSTOM_USERS':
    case 'USERS_SELECTED':
      return learnersFor(db, companyId, 'USERS_SELECTED', selection.userIds)
    case 'USERS_FROM_DEPARTMENTS':
      return learnersFor(db, companyId, 'USERS_FROM_DEPARTMENTS', selection.departmentIds)
    case 'USERS_FROM_GROUPS':
      return learnersFor(db, companyId, 'USERS_FROM_GROUPS', selection.groupIds)
    default:
      return learnersFor(db, companyId, 'USERS_ALL', [])
  }
}
