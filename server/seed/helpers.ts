import { eq } from 'drizzle-orm'
import type { Database } from '../db/open'
import { companies, departments, groups, userDepartments, userGroups, userTasks, users } from '../db/schema'
import type { Person } from './people'

export type CompanyInsert = typeof companies.$inferInsert
export type UserInsert = typeof users.$inferInsert

export async function companyExists(db: Database, id: string): Promise<boolean> {
  return (await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id))).length > 0
}

const LEARNER_ZONES = ['Europe/London', 'America/New_York', 'Asia/Tokyo', null, 'Europe/Berlin']

export const dayMs = 86_400_000
export const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * dayMs)

/**
 * Learners of a company, spread round-robin over its departments and (every other one) its groups.
 * Returns the ids in order so callers can reference them.
 */
export async function addLearners(
  db: Database,
  companyId: string,
  persons: Person[],
  departmentIds: string[],
  groupIds: string[],
  now: Date,
): Promise<string[]> {
  if (persons.length === 0) return []
  const rows: UserInsert[] = persons.map((person, index) => ({
    id: `${companyId}_u${index + 1}`,
    companyId,
    email: person.email,
    name: person.name,
    lastName: person.lastName,
    role: 'user',
    emailVerified: index % 9 !== 0,
    onboardingCompleted: true,
    privacyPolicyConfirmedAt: now,
    disabledAt: index % 23 === 22 ? now : null,
    // Most learners have joined; every seventh is still only invited (the list offers "Resend invite").
    lastLoginAt: index % 7 === 6 ? null : daysFrom(now, -(index % 20)),
    createdAt: daysFrom(now, -120 + (index % 90)),
    // Some learners set their zone in their profile; the rest get the admin's when planned.
    // Spread independently of the round-robin departments, so a department spans zones as real ones do.
    timeZone: LEARNER_ZONES[Math.floor(index / 5) % LEARNER_ZONES.length] ?? null,
  }))
  await db.insert(users).values(rows)
  const memberships = rows.flatMap((row, index) =>
    departmentIds.length > 0
      ? [{ userId: row.id as string, departmentId: departmentIds[index % departmentIds.length] as string }]
      : [],
  )
  if (memberships.length > 0) await db.insert(userDepartments).values(memberships)
  const groupMemberships = rows.flatMap((row, index) =>
    groupIds.length > 0 && index % 2 === 0
      ? [{ userId: row.id as string, groupId: groupIds[(index / 2) % groupIds.length] as string }]
      : [],
  )
  if (groupMemberships.length > 0) await db.insert(userGroups).values(groupMemberships)
  return rows.map((row) => row.id as string)
}

export async function addDepartments(db: Database, companyId: string, names: string[]): Promise<string[]> {
  const rows = names.map((name, index) => ({ id: `${companyId}_d${index + 1}`, companyId, name }))
  if (rows.length > 0) await db.insert(departments).values(rows)
  return rows.map((row) => row.id)
}

export async function addGroups(db: Database, companyId: string, names: string[]): Promise<string[]> {
  const rows = names.map((name, index) => ({ id: `${companyId}_g${index + 1}`, companyId, name }))
  if (rows.length > 0) await db.insert(groups).values(rows)
  return rows.map((row) => row.id)
}

/** Each learner's tasks from one source; `status(i)` spreads completed, in-progress and not-started. */
export async function addTasks(
  db: Database,
  companyId: string,
  userIds: string[],
  source: { id: string; kind: string; title: string; dueAt: Date | null },
  status: (index: number) => 'not_started' | 'in_progress' | 'completed',
  now: Date,
) {
  if (userIds.length === 0) return
  await db.insert(userTasks).values(
    userIds.map((userId, index) => {
      const state = status(index)
      return {
        id: `tsk_${source.id}_${userId}`,
        companyId,
        userId,
        kind: source.kind,
        sourceId: source.id,
        title: source.title,
        status: state,
        dueAt: source.dueAt,
        completedAt: state === 'completed' ? daysFrom(now, -(index % 10) - 1) : null,
      }
    }),
  )
}
