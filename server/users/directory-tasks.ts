import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/open'
import { companies, departments, groups } from '../db/schema'
import { rowsOf } from '../exercise/totals'

// What still reaches some departments and groups (000 §7 tasks_in_departments_and_groups): campaigns (training
// not ended, phishing exercises not archived), policies not ended, and events (simulations not archived, dev
// tournaments not over, the automatic monthly video). Names come in, as the spec sends them.

export interface DirectoryTask {
  id: string
  name: string
  kind: string
}

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`

/** `column ?| ids` for a jsonb list of ids; false for none. */
const touches = (column: SQL, ids: string[]) =>
  ids.length ? sql`(${column} ?| ${textArray(ids)})` : sql`false`

export async function directoryTasks(
  db: Database,
  companyId: string,
  departmentNames: string[],
  groupNames: string[],
): Promise<{ campaigns: DirectoryTask[]; policies: DirectoryTask[]; events: DirectoryTask[] }> {
  const idsOf = async (table: typeof departments | typeof groups, names: string[]) =>
    names.length
      ? (
          await db
            .select({ id: table.id })
            .from(table)
            .where(and(eq(table.companyId, companyId), inArray(table.name, names)))
        ).map((row) => row.id)
      : []
  const dep = await idsOf(departments, departmentNames)
  const grp = await idsOf(groups, groupNames)
  if (dep.length === 0 && grp.length === 0) return { campaigns: [], policies: [], events: [] }
  const either = (depColumn: SQL, grpColumn: SQL) =>
    sql`(${touches(depColumn, dep)} or ${touches(grpColumn, grp)})`
  const campaigns = await rowsOf<DirectoryTask>(
    db,
    sql`select id, name, 'training' kind from training_campaigns
          where company_id = ${companyId} and status <> 'ended'
            and ${either(sql`selection->'departmentIds'`, sql`selection->'groupIds'`)}
        union all
        select id, name, 'phishingExercise' kind from phishing_campaigns
          where company_id = ${companyId} and archived_at is null
            and ${either(sql`selected_departments`, sql`selected_groups`)}
        order by name`,
  )
  const policies = await rowsOf<DirectoryTask>(
    db,
    sql`select id, name, 'policy' kind from policies
          where company_id = ${companyId} and ended_at is null
            and ${either(sql`selection->'departmentIds'`, sql`selection->'groupIds'`)}
        order by name`,
  )
  const events = await rowsOf<DirectoryTask>(
    db,
    sql`select id, name, 'phishingSimulation' kind from simulation_campaigns
          where company_id = ${companyId} and archived_at is null
            and ${either(sql`selection->'departmentIds'`, sql`selection->'groupIds'`)}
        union all
        select id, 'Secure code tournament' as name, 'tournament' kind from tournaments
          where company_id = ${companyId} and end_at > now()
            and ${either(sql`departments`, sql`groups`)}
        order by name`,
  )
  const [company] = await db
    .select({ monthly: companies.monthlyVideo })
    .from(companies)
    .where(eq(companies.id, companyId))
  const monthly = company?.monthly
  if (
    monthly?.enabled &&
    (monthly.departmentIds.some((id) => dep.includes(id)) || monthly.groupIds.some((id) => grp.includes(id)))
  )
    events.push({ id: 'monthly-video', name: 'Automatic monthly video', kind: 'monthlyVideo' })
  return { campaigns, policies, events }
}
