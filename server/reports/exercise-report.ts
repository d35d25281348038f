import { and, eq } from 'drizzle-orm'
import { type Context } from 'hono'
import { toCsv } from '../csv'
import type { DEFAULT_SORT } from '../../src/domain/exercise-report'
import {
  GROUP_COLUMNS,
  isLearnerStatus,
  REPORT_PAGE_SIZES,
  sortOf,
  TEMPLATE_COLUMNS,
  type Column,
  type GroupRow,
  type ReportFilters,
  type TemplateRow,
  type UserRow,
} from '../../src/domain/exercise-report'
import { learnerScore, type LearnerStatus } from '../../src/domain/exercise-campaign'
import type { GatewayEnv } from '../context'
import type { Database } from '../db/open'
import { phishingCampaigns } from '../db/schema'
import { preparedFor } from '../db/prepared'
import type { CampaignVersion } from './exercise-report-cache'
import { ApiError, notFound } from '../errors'
import { rowsOf, statusSql } from '../exercise/totals'
import { sql, type SQL } from 'drizzle-orm'

// The exercise report (002 §2.8, §7 "Exercise report"): statistics, the filters' departments and groups, the
// users, departments, groups and templates tabs with search, status / department / group filters, sorting by
// known columns only and paging, each with a CSV variant (isCsv) of every matching row; a learner's answers and
// a template's recipients. Computed from the stored assignments and answers at the moment of the call.

const CSV_ROWS_MAX = 200_000

// What the report reads of its campaign: the whole row also holds every selected learner's id.
const CAMPAIGN_FIELDS = {
  id: phishingCampaigns.id,
  companyId: phishingCampaigns.companyId,
  name: phishingCampaigns.name,
  templateIds: phishingCampaigns.templateIds,
}

const campaignQuery = preparedFor((db) =>
  db
    .select(CAMPAIGN_FIELDS)
    .from(phishingCampaigns)
    .where(
      and(
        eq(phishingCampaigns.companyId, sql.placeholder('companyId')),
        eq(phishingCampaigns.id, sql.placeholder('campaignId')),
      ),
    )
    .prepare('exercise_report_campaign'),
)

interface Request extends Omit<QueryRequest, 'campaign'> {
  campaign: Pick<typeof phishingCampaigns.$inferSelect, keyof typeof CAMPAIGN_FIELDS>
}

/** A tab's request before its campaign is read: only the ids the address names. */
export interface QueryRequest {
  campaign: { id: string; companyId: string }
  pageNumber: number
  pageSize: number
  orderBy: string
  order: 'asc' | 'desc'
  searchText: string
  filters: ReportFilters
  isCsv: boolean
  now: Date
}

/** The campaign a request names, read (and refused when it is not the company's). */
export const readRequest = (
  c: Context<GatewayEnv>,
  table: keyof typeof DEFAULT_SORT,
  columns: readonly Column[],
) => withCampaign(c, readQuery(c, table, columns))

/** What a tab's answer depends on besides its campaign and the moment: paging, sort, search and filters. */
export const pageOf = ({ pageNumber, pageSize, orderBy, order, searchText, filters }: QueryRequest) => ({
  pageNumber,
  pageSize,
  orderBy,
  order,
  searchText,
  filters,
})

/** A checked request with the campaign it names read (refused when it is not the company's). */
export async function withCampaign(c: Context<GatewayEnv>, r: QueryRequest): Promise<Request> {
  const [campaign] = await campaignQuery(c.var.deps.db).execute({
    companyId: r.campaign.companyId,
    campaignId: r.campaign.id,
  })
  if (!campaign) throw notFound('Campaign not found')
  return { ...r, campaign }
}

/** A tab's paging, sort, search and filters, checked; the campaign is left to the tab's own statement. */
export function readQuery(
  c: Context<GatewayEnv>,
  table: keyof typeof DEFAULT_SORT,
  columns: readonly Column[],
) {
  const query = c.req.query()
  const pageNumber = Number(query.pageNumber ?? 0)
  const pageSize = Number(query.pageSize ?? 10)
  if (!Number.isSafeInteger(pageNumber) || pageNumber < 0)
    throw new ApiError(422, 'invalid_page', 'Invalid page.')
  if (!(REPORT_PAGE_SIZES as readonly number[]).includes(pageSize))
    throw new ApiError(422, 'invalid_page', 'Invalid page size.')
  return {
    campaign: { id: c.req.param('campaignId') ?? '', companyId: c.req.param('companyId') ?? '' },
    pageNumber,
    pageSize,
    ...sortOf(table, columns, query.orderBy, query.order),
    searchText: (query.searchText ?? '').trim().slice(0, 200),
    filters: {
      status: (c.req.queries('status') ?? []).filter(isLearnerStatus),
      departments: c.req.queries('departments') ?? [],
      groups: c.req.queries('groups') ?? [],
    },
    isCsv: query.isCsv === 'true',
    now: new Date(),
  } satisfies QueryRequest
}

export const list = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
export const like = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

/** The learners the filters keep: status at this moment, department and group membership. */
export function learnerFilter(r: QueryRequest): SQL {
  const parts: SQL[] = [sql`exercise_assignments.campaign_id = ${r.campaign.id}`]
  if (r.filters.status.length > 0) parts.push(sql`${statusSql(r.now)} in (${list(r.filters.status)})`)
  if (r.filters.departments.length > 0)
    parts.push(sql`exists (select 1 from user_departments ud where ud.user_id = exercise_assignments.user_id
      and ud.department_id in (${list(r.filters.departments)}))`)
  if (r.filters.groups.length > 0)
    parts.push(sql`exists (select 1 from user_groups ug where ug.user_id = exercise_assignments.user_id
      and ug.group_id in (${list(r.filters.groups)}))`)
  return sql.join(parts, sql` and `)
}

const direction = (r: QueryRequest) => (r.order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`)
const window = (r: QueryRequest) =>
  r.isCsv ? sql`limit ${CSV_ROWS_MAX}` : sql`limit ${r.pageSize} offset ${r.pageNumber * r.pageSize}`

// The users tab's sorts, by the page's output columns (for the page's own rows) and by what each is computed
// from (for choosing the page among all the campaign's learners: days left orders as the due date does).
const USER_ORDER: Record<string, SQL> = {
  fullName: sql`full_name`,
  email: sql`email`,
  status: sql`status`,
  daysToComplete: sql`days_left`,
  completionPercentage: sql`answered`,
  correct: sql`correct`,
  partial: sql`partial`,
  wrong: sql`wrong`,
  score: sql`score`,
  completedAt: sql`completed_at`,
}
const fullNameSql = sql`trim(u.name || ' ' || u.last_name)`
// As the page shows them: a learner who has not answered scores 0, and one completed or overdue has no days left
// (sorted last either way, with the empty values).
const scoreSql = sql`coalesce((exercise_assignments.correct + exercise_assignments.partial / 2.0) / nullif(exercise_assignments.answered, 0), 0)`
const dueWhileOpenSql = (now: Date) =>
  sql`case when exercise_assignments.completed_at is null and exercise_assignments.due_at >= ${now.toISOString()}::timestamptz
    then exercise_assignments.due_at end`
const USER_SORT_KEY: Record<string, (now: Date) => SQL> = {
  fullName: () => fullNameSql,
  email: () => sql`u.email`,
  status: statusSql,
  daysToComplete: dueWhileOpenSql,
  completionPercentage: () => sql`exercise_assignments.answered`,
  correct: () => sql`exercise_assignments.correct`,
  partial: () => sql`exercise_assignments.partial`,
  wrong: () => sql`exercise_assignments.wrong`,
  score: () => scoreSql,
  completedAt: () => sql`exercise_assignments.completed_at`,
}

/** A page of the users tab, with the campaign's version its statement read (server/reports/exercise-report-cache.ts). */
export async function userRows(
  db: Database,
  r: QueryRequest,
): Promise<{ rows: UserRow[]; total: number; version: CampaignVersion }> {
  const search = r.searchText
    ? sql`and (u.email ilike ${like(r.searchText)} or (u.name || ' ' || u.last_name) ilike ${like(r.searchText)})`
    : sql``
  const now = r.now.toISOString()
  const base = sql`from exercise_assignments join users u on u.id = exercise_assignments.user_id
    where ${learnerFilter(r)} ${search}`
  // Counted on its own (the users join only when searching): a window count would make every page
  // materialise all the campaign's rows before the top-N sort. The count rides along with the page as one
  // uncorrelated subquery, evaluated once.
  const counting = r.searchText
    ? sql`select count(*)::int n ${base}`
    : sql`select count(*)::int n from exercise_assignments where ${learnerFilter(r)}`
  const sortKey = (USER_SORT_KEY[r.orderBy] ?? USER_SORT_KEY.completedAt!)(r.now)
  const rows = await rowsOf<{
    templates: number
    campaign_name: string
    report_revision: number | string | null
    people_revision: number | string | null
    id: string | null
    full_name: string
    email: string
    status: LearnerStatus
    /** Times as epoch milliseconds: numbers cost the gateway nothing to read, a timestamp's text a parse. */
    due_at: number
    answered: number
    correct: number
    partial: number
    wrong: number
    completed_at: number | null
    departments: string | null
    total: number | null
  }>(
    db,
    // The page is chosen first, sorting only its key and the email among all the campaign's learners (a sort of
    // narrow rows: measured at half the time of sorting every learner's whole row); only the page's rows are then
    // read whole and look up their departments.
    sql`select c.templates, c.campaign_name, c.report_revision, c.people_revision, t.*, (select string_agg(d.name, ', ' order by d.name) from user_departments ud
        join departments d on d.id = ud.department_id where ud.user_id = t.id) departments,
        ${r.isCsv ? sql`null::int` : sql`(${counting})`} total
      from (select jsonb_array_length(pc.template_ids)::int templates, pc.name campaign_name,
          er.revision report_revision, ul.revision people_revision
        from phishing_campaigns pc
        left join exercise_report_revisions er on er.campaign_id = pc.id
        left join user_list_revisions ul on ul.company_id = pc.company_id
        where pc.company_id = ${r.campaign.companyId} and pc.id = ${r.campaign.id}) c
      left join lateral (select u.id, ${fullNameSql} full_name, u.email, ${statusSql(r.now)} status,
        extract(epoch from exercise_assignments.due_at)::float8 * 1000 due_at, exercise_assignments.answered,
        exercise_assignments.correct, exercise_assignments.partial, exercise_assignments.wrong,
        extract(epoch from exercise_assignments.completed_at)::float8 * 1000 completed_at,
        extract(epoch from (${dueWhileOpenSql(r.now)} - ${now}::timestamptz)) days_left, ${scoreSql} score
      from (select exercise_assignments.id ${base} order by ${sortKey} ${direction(r)}, u.email asc ${window(r)}) page
      join exercise_assignments on exercise_assignments.id = page.id
      join users u on u.id = exercise_assignments.user_id) t on true
      order by ${USER_ORDER[r.orderBy] ?? USER_ORDER.completedAt} ${direction(r)}, email asc`,
  )
  if (!rows[0]) throw notFound('Campaign not found')
  const { templates, campaign_name: name, report_revision: report, people_revision: people } = rows[0]
  const page = rows.filter((row): row is typeof row & { id: string } => row.id !== null)
  return {
    version: { name, templates, report, people },
    total: r.isCsv ? page.length : (rows[0].total ?? 0),
    rows: page.map((row) => {
      const completedAt = row.completed_at === null ? null : new Date(row.completed_at).toISOString()
      const dueMs = row.due_at - r.now.getTime()
      return {
        id: row.id,
        fullName: row.full_name || row.email,
        email: row.email,
        departments: row.departments ? row.departments.split(', ') : [],
        status: row.status,
        daysToComplete:
          row.status === 'COMPLETED' || row.status === 'OVERDUE'
            ? null
            : Math.max(0, Math.ceil(dueMs / 86_400_000)),
        completionPercentage: templates ? Math.round((row.answered / templates) * 100) : 0,
        correct: row.correct,
        partial: row.partial,
        wrong: row.wrong,
        score: learnerScore(row.correct, row.partial, row.answered),
        completedAt,
      }
    }),
  }
}

export async function groupRows(
  db: Database,
  r: Request,
  kind: 'departments' | 'groups',
): Promise<{ rows: GroupRow[]; total: number }> {
  const link = kind === 'departments' ? sql`user_departments` : sql`user_groups`
  const key = kind === 'departments' ? sql`department_id` : sql`group_id`
  const table = kind === 'departments' ? sql`departments` : sql`groups`
  const chosen = kind === 'departments' ? r.filters.departments : r.filters.groups
  const search = r.searchText ? sql`and g.name ilike ${like(r.searchText)}` : sql``
  const only = chosen.length > 0 ? sql`and g.id in (${list(chosen)})` : sql``
  const order = GROUP_COLUMNS.some((c) => c.key === r.orderBy) ? r.orderBy : 'completed'
  const orderSql = {
    name: sql`name`,
    learners: sql`learners`,
    completionPercentage: sql`completion`,
    completed: sql`completed`,
    inProgress: sql`in_progress`,
    notStarted: sql`not_started`,
    overdue: sql`overdue`,
  }[order as 'name']
  const grouped = sql`select g.id, g.name, count(*)::int learners,
      (count(*) filter (where s = 'COMPLETED'))::int completed,
      (count(*) filter (where s = 'IN_PROGRESS'))::int in_progress,
      (count(*) filter (where s = 'NOT_STARTED'))::int not_started,
      (count(*) filter (where s = 'OVERDUE'))::int overdue,
      (count(*) filter (where s = 'COMPLETED'))::float / count(*) completion
    from (select exercise_assignments.user_id, ${statusSql(r.now)} s from exercise_assignments where ${learnerFilter(r)}) a
    join ${link} m on m.user_id = a.user_id join ${table} g on g.id = m.${key}
    where g.company_id = ${r.campaign.companyId} ${search} ${only}
    group by g.id, g.name`
  const rows = await rowsOf<{
    id: string
    name: string
    learners: number
    completed: number
    in_progress: number
    not_started: number
    overdue: number
  }>(db, sql`select * from (${grouped}) t order by ${orderSql} ${direction(r)}, name asc ${window(r)}`)
  const [count] = r.isCsv
    ? [{ n: rows.length }]
    : await rowsOf<{ n: number }>(db, sql`select count(*)::int n from (${grouped}) t`)
  return {
    total: count?.n ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      learners: row.learners,
      completionPercentage: Math.round((row.completed / row.learners) * 100),
      completed: row.completed,
      inProgress: row.in_progress,
      notStarted: row.not_started,
      overdue: row.overdue,
    })),
  }
}

export async function templateRows(
  db: Database,
  r: Request,
): Promise<{ rows: TemplateRow[]; total: number }> {
  if (r.campaign.templateIds.length === 0) return { rows: [], total: 0 }
  const search = r.searchText ? sql`and t.name ilike ${like(r.searchText)}` : sql``
  const all = await rowsOf<{
    id: string
    name: string
    thumbnail_url: string | null
    layout_type: 'EMAIL' | 'SMS'
    correct: number
    partial: number
    wrong: number
    total: number
  }>(
    db,
    sql`select t.id, t.name, t.thumbnail_url, t.layout_type,
        (count(x.status) filter (where x.status = 'CORRECT'))::int correct,
        (count(x.status) filter (where x.status = 'PARTIAL'))::int partial,
        (count(x.status) filter (where x.status = 'WRONG'))::int wrong,
        count(x.status)::int total
      from phishing_templates t
      left join (select ans.template_id, ans.status from exercise_answers ans
        join exercise_assignments on exercise_assignments.id = ans.assignment_id where ${learnerFilter(r)}) x on x.template_id = t.id
      where t.id in (${list(r.campaign.templateIds)}) ${search}
      group by t.id, t.name, t.thumbnail_url, t.layout_type`,
  )
  const key = (TEMPLATE_COLUMNS.some((c) => c.key === r.orderBy) ? r.orderBy : 'wrong') as keyof TemplateRow
  const rows: TemplateRow[] = all.map((row) => ({
    id: row.id,
    name: row.name,
    thumbnailUrl: row.thumbnail_url,
    type: row.layout_type,
    correct: row.correct,
    partial: row.partial,
    wrong: row.wrong,
    total: row.total,
  }))
  rows.sort(
    (a, b) =>
      compare(a[key === 'type' ? 'type' : key], b[key === 'type' ? 'type' : key], r.order) ||
      a.name.localeCompare(b.name),
  )
  return {
    total: rows.length,
    rows: r.isCsv ? rows : rows.slice(r.pageNumber * r.pageSize, (r.pageNumber + 1) * r.pageSize),
  }
}

function compare(a: unknown, b: unknown, order: 'asc' | 'desc'): number {
  const result =
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a ?? '').localeCompare(String(b ?? ''))
  return order === 'desc' ? -result : result
}

export const STATUS_RANK: Record<string, number> = { NOT_ANSWERED: 0, WRONG: 1, PARTIAL: 2, CORRECT: 3 }
export function sortAndPage<T>(rows: T[], r: Request, value: (row: T, key: string) => unknown) {
  rows.sort((a, b) => compare(value(a, r.orderBy), value(b, r.orderBy), r.order))
  return {
    total: rows.length,
    rows: r.isCsv ? rows : rows.slice(r.pageNumber * r.pageSize, (r.pageNumber + 1) * r.pageSize),
  }
}

export function csv(header: readonly Column[], records: (string | number)[][]) {
  return toCsv(
    header.map((c) => c.label),
    records,
  )
}
