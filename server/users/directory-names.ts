import { randomUUID } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/open'
import { departments, groups, userDepartments, userGroups } from '../db/schema'

// Departments and groups are named, not picked by id, where users are added or edited: a name the company
// already has (in any case) is that one, a new name creates it.

export async function findOrCreate(
  db: Database,
  table: typeof departments | typeof groups,
  companyId: string,
  names: string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(names.map((name) => name.trim()).filter(Boolean))]
  const ids = new Map<string, string>()
  if (wanted.length === 0) return ids
  const existing = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(
      and(
        eq(table.companyId, companyId),
        inArray(
          sql`lower(${table.name})`,
          wanted.map((n) => n.toLowerCase()),
        ),
      ),
    )
  for (const row of existing) ids.set(row.name.toLowerCase(), row.id)
  for (const name of wanted)
    if (!ids.has(name.toLowerCase())) {
      const id = `${table === departments ? 'dep' : 'grp'}_${randomUUID()}`
      await db.insert(table).values({ id, companyId, name })
      ids.set(name.toLowerCase(), id)
    }
  return ids
}

/** The user's departments and groups become exactly the named ones (created where new). */
export async function setMemberships(
  db: Database,
  companyId: string,
  userId: string,
  names: { departments?: readonly string[] | undefined; groups?: readonly string[] | undefined },
): Promise<void> {
  if (names.departments) {
    const ids = await findOrCreate(db, departments, companyId, [...names.departments])
    await db.delete(userDepartments).where(eq(userDepartments.userId, userId))
    if (ids.size)
      await db
        .insert(userDepartments)
        .values([...new Set(ids.values())].map((departmentId) => ({ userId, departmentId })))
  }
  if (names.groups) {
    const ids = await findOrCreate(db, groups, companyId, [...names.groups])
    await db.delete(userGroups).where(eq(userGroups.userId, userId))
    if (ids.size)
      await db.insert(userGroups).values([...new Set(ids.values())].map((groupId) => ({ userId, groupId })))
  }
}
