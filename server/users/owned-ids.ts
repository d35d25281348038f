import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/open'
import type { departments, groups } from '../db/schema'

/** Whether every id names one of the company's own departments (or groups); none asked is none refused. */
export async function ownsAll(
  db: Database,
  table: typeof departments | typeof groups,
  companyId: string,
  ids: readonly string[],
): Promise<boolean> {
  if (ids.length === 0) return true
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, companyId), inArray(table.id, [...ids])))
  return found.length === new Set(ids).size
}
