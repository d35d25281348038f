import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { deliveryFor, dueFor, isTimeZone, type UsersType } from '../../src/domain/exercise-campaign'
import type { Database } from '../db/open'
import { exerciseAssignments, userDepartments, userGroups, users } from '../db/schema'
import { invalid } from '../errors'
import { rowsOf } from './totals'

// Who a campaign reaches: every active user of the company, or those selected directly, by department or by
// group (002 §3 "Campaign form"). Disabled users are never assigned.

export interface Learner {
  id: string
  email: string
  fullName: string
  timeZone: string | null
}

export async function learnersFor(
  db: Database,
  companyId: string,
  usersType: UsersType,
  ids: string[],
): Promise<Learner[]> {
  const active = and(eq(users.companyId, companyId), isNull(users.disabledAt))
  const columns = {
    id: users.id,
    email: users.email,
    name: users.name,
    lastName: users.lastName,
    timeZone: users.timeZone,
  }
  const rows =
    usersType === 'USERS_ALL'
      ? await db.select(columns).from(users).where(active).orderBy(asc(users.email))
      : ids.length === 0
        ? []
        : usersType === 'USERS_SELECTED'
          ? await db
              .select(columns)
              .from(users)
              .where(and(active, inArray(users.id, ids)))
              .orderBy(asc(users.email))
          : usersType === 'USERS_FROM_DEPARTMENTS'
            ? await db
                .selectDistinct(columns)
                .from(users)
                .innerJoin(userDepartments, eq(userDepartments.userId, users.id))
                .where(and(active, inArray(userDepartments.departmentId, ids)))
                .orderBy(asc(users.email))
            : await db
                .selectDistinct(columns)
                .from(users)
                .innerJoin(userGroups, eq(userGroups.userId, users.id))
                .where(and(active, inArray(userGroups.groupId, ids)))
                .orderBy(asc(users.email))
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    fullName: `${row.name} ${row.lastName}`.trim() || row.email,
    timeZone: row.timeZone,
  }))
}

export interface PlannedAssignment {
  learner: Learner
  zone: string
  zoneKnown: boolean
  deliverAt: Date
  dueAt: Date
}

/** Each learner's delivery and due time: the start-at-9 rule in their own zone, the admin's when unknown. */
export function scheduleLearners(
  learners: Learner[],
  startDate: string | null,
  days: number,
  adminZone: string,
  now: Date,
): PlannedAssignment[] {
  return learners.map((learner) => {
    const zone = learner.timeZone && isTimeZone(learner.timeZone) ? learner.timeZone : adminZone
    const deliverAt = deliveryFor(startDate, zone, now)
    return { learner, zone, zoneKnown: zone === learner.timeZone, deliverAt, dueAt: dueFor(deliverAt, days) }
  })
}

export async function insertAssignments(db: Database, campaignId: string, planned: PlannedAssignment[]) {
  for (let i = 0; i < planned.length; i += 2000)
    await db.insert(exerciseAssignments).values(
      planned.slice(i, i + 2000).map((p) => ({
        id: `exa_${randomUUID()}`,
        campaignId,
        userId: p.learner.id,
        deliverAt: p.deliverAt,
        dueAt: p.dueAt,
      })),
    )
}

/** Ids a request names must all be this company's (users, departments or groups); otherwise a 422. */
export async function checkOwnIds(
  db: Database,
  companyId: string,
  ids: string[],
  field: string,
  table: 'users' | 'departments' | 'groups',
) {
  if (ids.length === 0) return
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int n from ${sql.identifier(table)} where company_id = ${companyId}
      and id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  )
  if ((rows[0]?.n ?? 0) !== new Set(ids).size) throw invalid([{ field, message: 'Unknown selection.' }])
}
