import { sql, type SQL } from 'drizzle-orm'
import { DASHBOARD_PERIOD_DAYS } from '../../src/domain/dashboard'
import { USER_CATEGORIES, type DashboardUserCounts, type UserCategory } from '../../src/domain/dashboard-tabs'
import type { Database } from '../db/open'
import { rowsOf } from '../exercise/totals'

// Each active learner's training and phishing figures, counted in SQL so that a page of 25 reads 25 rows, not
// 10,000. The learner, their tasks and their mails of the period are one UNION ALL grouped by learner: no join
// of grouped subqueries, which an unanalysed planner (PGlite has no autovacuum) runs as a loop per learner.

export interface LearnerFigures {
  id: string
  name: string
  email: string
  tasks: number
  completed: number
  completion: number | null
  overdue: number
  sent: number
  clicked: number
  phished: number
  risk: number
  lastLoginAt: string | null
}

/** One row per active learner of the company: the union above, grouped; risk as riskOf in the domain. */
function learnerTable(companyId: string, now: Date): SQL {
  const at = now.toISOString()
  const since = new Date(now.getTime() - DASHBOARD_PERIOD_DAYS * 86_400_000).toISOString()
  return sql`(select user_id as id,
      coalesce(nullif(trim(max(full_name)), ''), max(email)) as name, max(email) as email,
      max(last_login_at) as last_login_at,
      sum(tasks)::int as tasks, sum(completed)::int as completed, sum(in_progress)::int as in_progress,
      sum(overdue)::int as overdue, sum(sent)::int as sent, sum(clicked)::int as clicked,
      sum(phished)::int as phished,
      (sum(phished) * 3 + sum(clicked) + sum(overdue))::int as risk,
      case when sum(tasks) = 0 then null else round(sum(completed) * 100.0 / sum(tasks))::int end as completion
    from (
      select id as user_id, name || ' ' || last_name as full_name, email, last_login_at, true as learner,
        0 as tasks, 0 as completed, 0 as in_progress, 0 as overdue, 0 as sent, 0 as clicked, 0 as phished
      from users where company_id = ${companyId} and disabled_at is null
      union all
      select user_id, null, null, null, false, 1, (status = 'completed')::int, (status = 'in_progress')::int,
        (status <> 'completed' and due_at < ${at}::timestamptz)::int, 0, 0, 0
      from user_tasks where company_id = ${companyId} and kind in ('training', 'gaming')
      union all
      select user_id, null, null, null, false, 0, 0, 0, 0, 1, (clicked_at is not null)::int,
        (phished_at is not null)::int
      from simulation_deliveries
      where company_id = ${companyId} and state = 'sent' and sent_at >= ${since}::timestamptz
    ) as figures
    group by user_id
    having bool_or(learner))`
}

/** 002 §3's user categories as conditions on the learner table. */
const IN_CATEGORY: Record<UserCategory, SQL> = {
  completed: sql`tasks > 0 and completed = tasks`,
  inProgress: sql`tasks > 0 and completed < tasks and (in_progress > 0 or completed > 0)`,
  notRegistered: sql`last_login_at is null`,
  mostPhished: sql`phished > 0`,
  mostVulnerable: sql`risk > 0`,
}

/**
 * A category's own order (its "rank"), each term as [expression, ascending]: the most phished first, etc. Names
 * compare byte-wise (collate "C") so PGlite and a Postgres with a locale agree.
 */
const RANK: Record<UserCategory, [SQL, boolean][]> = {
  completed: [[sql`lower(name) collate "C"`, true]],
  inProgress: [
    [sql`completion`, true],
    [sql`lower(name) collate "C"`, true],
  ],
  notRegistered: [[sql`lower(name) collate "C"`, true]],
  mostPhished: [
    [sql`phished`, false],
    [sql`clicked`, false],
    [sql`lower(name) collate "C"`, true],
  ],
  mostVulnerable: [
    [sql`risk`, false],
    [sql`lower(name) collate "C"`, true],
  ],
}

const COLUMN: Record<string, SQL> = {
  name: sql`lower(name) collate "C"`,
  email: sql`lower(email) collate "C"`,
  completion: sql`completion`,
  phished: sql`phished`,
  risk: sql`risk`,
}

function orderOf(category: UserCategory, orderBy: string, order: 'ASC' | 'DESC'): SQL {
  const terms: [SQL, boolean][] = orderBy === 'rank' ? RANK[category] : [[COLUMN[orderBy]!, true]]
  const parts = terms.map(([expression, ascending]) =>
    ascending === (order === 'ASC') ? sql`${expression} asc nulls first` : sql`${expression} desc nulls last`,
  )
  return sql.join([...parts, sql`id`], sql`, `)
}

interface Row {
  id: string
  name: string
  email: string
  last_login_at: string | Date | null
  tasks: number
  completed: number
  overdue: number
  sent: number
  clicked: number
  phished: number
  risk: number
  completion: number | null
  total: number
}

const figuresOf = (row: Row): LearnerFigures => ({
  id: row.id,
  name: row.name,
  email: row.email,
  tasks: row.tasks,
  completed: row.completed,
  completion: row.completion,
  overdue: row.overdue,
  sent: row.sent,
  clicked: row.clicked,
  phished: row.phished,
  risk: row.risk,
  lastLoginAt: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
})

/**
 * The learners of one category, searched (an ILIKE pattern's inside), sorted and paged in SQL (all of them when
 * no page is given), with how many match and each category's count.
 */
export async function learnersOf(
  db: Database,
  companyId: string,
  query: {
    category: UserCategory
    search: string
    orderBy: string
    order: 'ASC' | 'DESC'
    page?: { number: number; size: number }
  },
) {
  const table = learnerTable(companyId, new Date())
  const searched = query.search ? sql`and (name || ' ' || email) ilike ${`%${query.search}%`}` : sql``
  const paged = query.page
    ? sql`limit ${query.page.size} offset ${query.page.number * query.page.size}`
    : sql``
  const chosen = sql`${IN_CATEGORY[query.category]} ${searched}`
  // Every count is a window over the whole table, so one pass gives the page and the counts together.
  const countColumns = sql.join(
    USER_CATEGORIES.map(
      (id) => sql`(count(*) filter (where ${IN_CATEGORY[id]}) over ())::int as ${sql.identifier(`n_${id}`)}`,
    ),
    sql`, `,
  )
  const countsOf = (row: Record<string, number>) =>
    ({
      learners: row.n_learners,
      ...Object.fromEntries(USER_CATEGORIES.map((id) => [id, row[`n_${id}`]])),
    }) as DashboardUserCounts
  const rows = await rowsOf<Row & Record<string, number>>(
    db,
    sql`select * from (
        select *, (count(*) over ())::int as n_learners, ${countColumns},
          (count(*) filter (where ${chosen}) over ())::int as total, (${chosen}) as chosen
        from ${table} as learner
      ) as counted
      where chosen
      order by ${orderOf(query.category, query.orderBy, query.order)} ${paged}`,
  )
  // Past the last page no row carries the counts: count again without the page.
  const counts = rows[0]
    ? countsOf(rows[0])
    : (
        await rowsOf<DashboardUserCounts>(
          db,
          sql`select count(*)::int as learners, ${sql.join(
            USER_CATEGORIES.map(
              (id) => sql`(count(*) filter (where ${IN_CATEGORY[id]}))::int as ${sql.identifier(id)}`,
            ),
            sql`, `,
          )} from ${table} as learner`,
        )
      )[0]!
  const departments = await departmentNamesOf(
    db,
    rows.map((row) => row.id),
  )
  return {
    items: rows.map((row) => ({ ...figuresOf(row), departments: departments.get(row.id) ?? '' })),
    total: rows[0]?.total ?? (query.search ? 0 : counts[query.category]),
    counts,
  }
}

/** Each learner's departments by name, for the rows shown. */
async function departmentNamesOf(db: Database, userIds: string[]) {
  const names = new Map<string, string>()
  if (userIds.length === 0) return names
  const rows = await rowsOf<{ user_id: string; names: string }>(
    db,
    sql`select ud.user_id, string_agg(dp.name, ', ' order by dp.name) as names
      from user_departments ud join departments dp on dp.id = ud.department_id
      where ud.user_id in ${userIds} group by ud.user_id`,
  )
  for (const row of rows) names.set(row.user_id, row.names)
  return names
}

export interface DepartmentFigures {
  id: string
  name: string
  learners: number
  tasks: number
  completed: number
  sent: number
  phished: number
}

/**
 * Every department of the company with its active learners' tasks and mails of the period, summed in SQL
 * (a learner in two departments counts in both).
 */
export async function departmentFiguresOf(db: Database, companyId: string): Promise<DepartmentFigures[]> {
  const now = new Date()
  const since = new Date(now.getTime() - DASHBOARD_PERIOD_DAYS * 86_400_000).toISOString()
  const members = sql`(user_departments ud join users u on u.id = ud.user_id and u.disabled_at is null)`
  const [list, sums] = await Promise.all([
    rowsOf<{ id: string; name: string }>(
      db,
      sql`select id, name from departments where company_id = ${companyId} order by name`,
    ),
    rowsOf<Omit<DepartmentFigures, 'name'>>(
      db,
      sql`select department_id as id, sum(learners)::int as learners, sum(tasks)::int as tasks,
          sum(completed)::int as completed, sum(sent)::int as sent, sum(phished)::int as phished
        from (
          select ud.department_id, 1 as learners, 0 as tasks, 0 as completed, 0 as sent, 0 as phished
          from ${members} where u.company_id = ${companyId}
          union all
          select ud.department_id, 0, 1, (t.status = 'completed')::int, 0, 0
          from user_tasks t join ${members} on ud.user_id = t.user_id
          where t.company_id = ${companyId} and t.kind in ('training', 'gaming')
          union all
          select ud.department_id, 0, 0, 0, 1, (d.phished_at is not null)::int
          from simulation_deliveries d join ${members} on ud.user_id = d.user_id
          where d.company_id = ${companyId} and d.state = 'sent' and d.sent_at >= ${since}::timestamptz
        ) as figures
        group by department_id`,
    ),
  ])
  const sumOf = new Map(sums.map((row) => [row.id, row]))
  return list.map((department) => ({
    ...department,
    learners: sumOf.get(department.id)?.learners ?? 0,
    tasks: sumOf.get(department.id)?.tasks ?? 0,
    completed: sumOf.get(department.id)?.completed ?? 0,
    sent: sumOf.get(department.id)?.sent ?? 0,
    phished: sumOf.get(department.id)?.phished ?? 0,
  }))
}
