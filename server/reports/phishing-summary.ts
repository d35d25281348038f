import { and, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm'
import { Temporal } from 'temporal-polyfill'
import {
  PHISHING_SUMMARY_NOUNS,
  PHISHING_SUMMARY_QUERY,
  PHISHING_SUMMARY_TAB_LABELS,
  PHISHING_SUMMARY_TEXTS,
  phishingSummaryCells,
  phishingSummaryColumns,
  phishingSummaryFigures,
  rateOf,
  type PhishingSummaryChoices,
  type PhishingSummaryOverview,
  type PhishingSummaryRow,
  type PhishingSummaryTable,
} from '../../src/domain/phishing-summary'
import { SIMULATION_STATUS_LABELS, type SimulationStatus } from '../../src/domain/simulation/campaign'
import { rangeLabel } from '../../src/domain/report-range'
import type { Database } from '../db/open'
import {
  departments,
  groups,
  simulationCampaigns,
  simulationDeliveries,
  simulationTemplates,
  userDepartments,
  userGroups,
  users,
} from '../db/schema'
import { invalid, notFound } from '../errors'
import { companyHeading, type ReportDocument } from './document'
import { reportPaging } from './query'
import { rangeOf } from './range'

// The phishing summary (000 §2 /reports/phishing-summary/{tab}; 000 §9: 25 a page, page 0, DESC by phished):
// the simulation mails a company's campaigns sent in the period, whatever the campaign — their funnel as a whole
// and by month (overview), and by campaign, template, recipient, group and department. Read from the deliveries'
// kept-current event columns; each table is one grouped read, then sorted and paged. Not behind the Boost guard:
// the route table keeps it out of 002 §2.12's guarded list, so a company that runs simulations reads its summary.

const d = simulationDeliveries

const funnelColumns = {
  sent: sql<number>`count(*)::int`,
  opened: sql<number>`count(${d.openedAt})::int`,
  clicked: sql<number>`count(${d.clickedAt})::int`,
  phished: sql<number>`count(${d.phishedAt})::int`,
  reported: sql<number>`count(${d.reportedAt})::int`,
}
const people = sql<number>`count(distinct ${d.userId})::int`

/** Every id must be the company's own: another company's and a missing one read the same. */
async function checkOwn(
  db: Database,
  table: typeof simulationCampaigns | typeof departments | typeof groups,
  companyId: string,
  ids: string[],
  field: string,
  message: string,
) {
  if (ids.length === 0) return
  if (ids.length > 100) throw invalid([{ field, message }])
  const known = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, companyId), inArray(table.id, ids)))
  if (known.length !== new Set(ids).size) throw invalid([{ field, message }])
}

/** The mails the summary reads: the company's, sent in the period, under the filters. */
export async function scopeOf(db: Database, companyId: string, params: URLSearchParams) {
  const range = rangeOf(params)
  const campaignIds = params.getAll('campaignIds')
  const departmentIds = params.getAll('departments')
  const groupIds = params.getAll('groups')
  const texts = PHISHING_SUMMARY_TEXTS
  await Promise.all([
    checkOwn(db, simulationCampaigns, companyId, campaignIds, 'campaignIds', texts.unknownCampaign),
    checkOwn(db, departments, companyId, departmentIds, 'departments', texts.unknownDepartment),
    checkOwn(db, groups, companyId, groupIds, 'groups', texts.unknownGroup),
  ])
  const where: SQL = and(
    eq(d.companyId, companyId),
    eq(d.state, 'sent'),
    gte(d.sentAt, range.start),
    lt(d.sentAt, range.end),
    campaignIds.length ? inArray(d.campaignId, campaignIds) : undefined,
    departmentIds.length
      ? sql`exists (select 1 from user_departments ud where ud.user_id = ${d.userId} and ud.department_id in ${departmentIds})`
      : undefined,
    groupIds.length
      ? sql`exists (select 1 from user_groups ug where ug.user_id = ${d.userId} and ug.group_id in ${groupIds})`
      : undefined,
  )!
  return {
    where,
    range,
    search: (params.get('search') ?? '').trim().slice(0, 255),
    campaignIds,
    departmentIds,
    groupIds,
  }
}
type Scope = Awaited<ReturnType<typeof scopeOf>>

const withRate = <T extends { sent: number; phished: number }>(row: T) => ({
  ...row,
  phishProne: rateOf(row.phished, row.sent),
})

interface Paging {
  orderBy: string
  order: 'ASC' | 'DESC'
  /** null: every row (the CSV and PDF). */
  page: { number: number; size: number } | null
}

/** The table's order in SQL (ties by id, so pages never overlap), and its page with the count of every row. */
function ordered(name: SQL, id: SQL, paging: Paging) {
  const direction = sql.raw(paging.order)
  const key =
    paging.orderBy === 'name'
      ? name
      : paging.orderBy === 'phishProne'
        ? sql`count(${d.phishedAt})::float / count(*)`
        : funnelColumns[paging.orderBy as keyof typeof funnelColumns]
  return {
    orderBy: [sql`${key} ${direction}`, sql`${id} ${direction}`],
    limit: paging.page?.size ?? 1_000_000,
    offset: paging.page ? paging.page.number * paging.page.size : 0,
  }
}

export const total = { total: sql<number>`(count(*) over ())::int` }
const like = (column: SQL | typeof users.email, search: string) =>
  search ? sql`${column} ilike ${`%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}` : undefined

/**
 * One table's rows: the mails grouped by what the tab is about, sorted, searched and paged by the database (at
 * 10,000 recipients, sorting in the gateway cost a quarter of a second); `total` is every matching row's count.
 */
export async function tableRows(db: Database, table: PhishingSummaryTable, scope: Scope, paging: Paging) {
  const { where, search } = scope
  type Row = PhishingSummaryRow & { total: number }
  const finish = <T extends { sent: number; phished: number; total: number }>(rows: T[]) => ({
    rows: rows.map(({ total: _, ...row }) => withRate(row)),
    total: rows[0]?.total ?? 0,
  })
  if (table === 'campaigns') {
    const c = simulationCampaigns
    const o = ordered(sql`${c.name}`, sql`${c.id}`, paging)
    const rows = await db
      .select({
        id: c.id,
        name: c.name,
        status: c.status,
        startAt: c.startAt,
        recipients: people,
        ...funnelColumns,
        ...total,
      })
      .from(d)
      .innerJoin(c, eq(c.id, d.campaignId))
      .where(and(where, like(sql`${c.name}`, search)))
      .groupBy(c.id, c.name, c.status, c.startAt)
      .orderBy(...o.orderBy)
      .limit(o.limit)
      .offset(o.offset)
    return finish(
      rows.map(({ startAt, status, ...row }) => ({
        ...row,
        startedAt: startAt.toISOString(),
        status: SIMULATION_STATUS_LABELS[status as SimulationStatus] ?? status,
      })),
    ) as { rows: Row[]; total: number }
  }
  if (table === 'recipients') {
    const fullName = sql<string>`trim(${users.name} || ' ' || ${users.lastName})`
    const o = ordered(fullName, sql`${d.userId}`, paging)
    const rows = await db
      .select({
        id: d.userId,
        name: fullName,
        email: users.email,
        campaigns: sql<number>`count(distinct ${d.campaignId})::int`,
        ...funnelColumns,
        ...total,
      })
      .from(d)
      .innerJoin(users, eq(users.id, d.userId))
      .where(and(where, search ? or(like(fullName, search), like(users.email, search)) : undefined))
      .groupBy(d.userId, users.name, users.lastName, users.email)
      .orderBy(...o.orderBy)
      .limit(o.limit)
      .offset(o.offset)
    return finish(rows.map((row) => ({ ...row, name: row.name || row.email }))) as {
      rows: Row[]
      total: number
    }
  }
  if (table === 'templates') {
    const name = sql<string>`coalesce(${simulationTemplates.name}, 'Deleted template')`
    const o = ordered(name, sql`${d.templateId}`, paging)
    return finish(
      await db
        .select({ id: d.templateId, name, recipients: people, ...funnelColumns, ...total })
        .from(d)
        .leftJoin(simulationTemplates, eq(simulationTemplates.id, d.templateId))
        .where(and(where, like(name, search)))
        .groupBy(d.templateId, simulationTemplates.name)
        .orderBy(...o.orderBy)
        .limit(o.limit)
        .offset(o.offset),
    ) as { rows: Row[]; total: number }
  }
  const [unit, link, key] =
    table === 'departments'
      ? ([departments, userDepartments, userDepartments.departmentId] as const)
      : ([groups, userGroups, userGroups.groupId] as const)
  const o = ordered(sql`${unit.name}`, sql`${unit.id}`, paging)
  return finish(
    await db
      .select({ id: unit.id, name: unit.name, recipients: people, ...funnelColumns, ...total })
      .from(d)
      .innerJoin(link, eq(link.userId, d.userId))
      .innerJoin(unit, eq(unit.id, key))
      .where(and(where, like(sql`${unit.name}`, search)))
      .groupBy(unit.id, unit.name)
      .orderBy(...o.orderBy)
      .limit(o.limit)
      .offset(o.offset),
  ) as { rows: Row[]; total: number }
}

export async function overviewOf(db: Database, scope: Scope): Promise<PhishingSummaryOverview> {
  const month = sql<string>`to_char(${d.sentAt} at time zone 'UTC', 'YYYY-MM')`
  const [[all], months] = await Promise.all([
    db
      .select({
        campaigns: sql<number>`count(distinct ${d.campaignId})::int`,
        recipients: people,
        ...funnelColumns,
      })
      .from(d)
      .where(scope.where),
    db
      .select({
        month,
        sent: funnelColumns.sent,
        phished: funnelColumns.phished,
        reported: funnelColumns.reported,
      })
      .from(d)
      .where(scope.where)
      .groupBy(month)
      .orderBy(month),
  ])
  // Every month of the period, a quiet one too: a trend with its gaps closed up would mislead.
  const found = new Map(months.map((row) => [row.month, row]))
  const filled: PhishingSummaryOverview['months'] = []
  const last = new Date(scope.range.end.getTime() - 1).toISOString().slice(0, 7)
  for (
    let at = Temporal.PlainYearMonth.from(scope.range.start.toISOString().slice(0, 7));
    ;
    at = at.add({ months: 1 })
  ) {
    const key = at.toString()
    if (key > last) break
    filled.push(found.get(key) ?? { month: key, sent: 0, phished: 0, reported: 0 })
  }
  const totals = all ?? {
    campaigns: 0,
    recipients: 0,
    sent: 0,
    opened: 0,
    clicked: 0,
    phished: 0,
    reported: 0,
  }
  return { ...withRate(totals), reportRate: rateOf(totals.reported, totals.sent), months: filled }
}

export async function choicesOf(db: Database, companyId: string): Promise<PhishingSummaryChoices> {
  const named = { id: sql<string>`id`, name: sql<string>`name` }
  const [campaigns, departmentList, groupList] = await Promise.all([
    db
      .select({ id: simulationCampaigns.id, name: simulationCampaigns.name })
      .from(simulationCampaigns)
      .where(eq(simulationCampaigns.companyId, companyId))
      .orderBy(simulationCampaigns.name),
    db.select(named).from(departments).where(eq(departments.companyId, companyId)).orderBy(departments.name),
    db.select(named).from(groups).where(eq(groups.companyId, companyId)).orderBy(groups.name),
  ])
  return { campaigns, departments: departmentList, groups: groupList }
}

export const tableOf = (value: string | undefined | null): PhishingSummaryTable => {
  if (value && value in PHISHING_SUMMARY_NOUNS) return value as PhishingSummaryTable
  throw notFound(PHISHING_SUMMARY_TEXTS.unknownTab)
}

/** A tab as a document (the schedule's `tab` parameter chooses it; campaigns when it has none). */
export async function phishingSummaryDocument(
  db: Database,
  companyId: string,
  params: URLSearchParams,
): Promise<ReportDocument> {
  const table = tableOf(params.get('tab') ?? 'campaigns')
  const { orderBy, order } = reportPaging(params, PHISHING_SUMMARY_QUERY)
  const scope = await scopeOf(db, companyId, params)
  const [{ rows }, overview, choices] = await Promise.all([
    tableRows(db, table, scope, { orderBy, order, page: null }),
    overviewOf(db, scope),
    choicesOf(db, companyId),
  ])
  const names = (list: { id: string; name: string }[], ids: string[]) =>
    ids.length
      ? list
          .filter((item) => ids.includes(item.id))
          .map((item) => item.name)
          .join(', ')
      : 'All'
  return {
    ...(await companyHeading(db, companyId)),
    title: `${PHISHING_SUMMARY_TEXTS.title}: ${PHISHING_SUMMARY_TAB_LABELS[table]}`,
    fileName: `phishing-summary-${table}`,
    scope: [
      ['Period', rangeLabel(scope.range)],
      ['Campaigns', names(choices.campaigns, scope.campaignIds)],
      ['Departments', names(choices.departments, scope.departmentIds)],
      ['Groups', names(choices.groups, scope.groupIds)],
      ...(params.get('search') ? ([['Search', params.get('search')!]] as [string, string][]) : []),
    ],
    figures: phishingSummaryFigures(overview),
    columns: phishingSummaryColumns(table),
    rows: rows.map((row) => phishingSummaryCells(table, row)),
  }
}
