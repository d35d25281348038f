import { inArray, sql, type SQL } from 'drizzle-orm'
import { type Context } from 'hono'
import { Temporal } from 'temporal-polyfill'
import { type SimulationFunnel } from '../../src/domain/simulation/answers'
import { SIMULATION_REPORT_PAGE_SIZE } from '../../src/domain/simulation/campaign'
import type { GatewayEnv } from '../context'
import type { Database } from '../db/open'
import { simulationCampaigns, simulationDeliveries } from '../db/schema'
import { ApiError, notFound } from '../errors'
import { ownSimulation } from '../simulation/cards'

// A simulation's report (issue 25; 000 §9 defaults: 25 a page, page 0, DESC by phished): the funnel sent →
// opened → clicked → phished and reported, scanner events apart, per round and over time; the recipients with
// each one's outcome and, for a mail not sent yet, why; and the same funnel by template, department, group and
// round. Every table has its CSV through the one CSV writer. Read from the deliveries' kept-current columns.

export const d = simulationDeliveries
export const CSV_ROWS_MAX = 100_000

export const funnelColumns = {
  planned: sql<number>`count(*)::int`,
  sent: sql<number>`count(*) filter (where ${d.state} = 'sent')::int`,
  opened: sql<number>`count(${d.openedAt})::int`,
  clicked: sql<number>`count(${d.clickedAt})::int`,
  phished: sql<number>`count(${d.phishedAt})::int`,
  reported: sql<number>`count(${d.reportedAt})::int`,
  failed: sql<number>`count(*) filter (where ${d.state} = 'failed')::int`,
}
export const EMPTY_FUNNEL: SimulationFunnel = {
  planned: 0,
  sent: 0,
  opened: 0,
  clicked: 0,
  phished: 0,
  reported: 0,
  failed: 0,
}

export async function campaignOf(db: Database, companyId: string, campaignId: string) {
  const [row] = await db.select().from(simulationCampaigns).where(ownSimulation(companyId, campaignId))
  if (!row) throw notFound('Campaign not found')
  return row
}

export const ORDER_BY = {
  phished: d.phishedAt,
  reported: d.reportedAt,
  clicked: d.clickedAt,
  opened: d.openedAt,
  plannedAt: d.plannedAt,
  email: d.email,
  round: d.roundNumber,
} as const

export function recipientQuery(c: Context<GatewayEnv>) {
  const query = c.req.query()
  const pageNumber = Number(query.pageNumber ?? 0)
  const pageSize = Number(query.pageSize ?? SIMULATION_REPORT_PAGE_SIZE)
  if (!Number.isSafeInteger(pageNumber) || pageNumber < 0)
    throw new ApiError(422, 'invalid_page', 'Invalid page.')
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > 100)
    throw new ApiError(422, 'invalid_page', 'Invalid page size.')
  const orderBy = (query.orderBy ?? 'phished') as keyof typeof ORDER_BY
  if (!(orderBy in ORDER_BY)) throw new ApiError(422, 'invalid_order', 'Unknown sort column.')
  return {
    ...reportFilters(c),
    pageNumber,
    pageSize,
    orderBy,
    order: query.order === 'ASC' ? 'ASC' : 'DESC',
    search: (query.searchText ?? '').trim().slice(0, 100),
    isCsv: query.isCsv === 'true',
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const idList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .slice(0, 50)

/** The report's filters (002 §7: period from and to, events, departments, groups, rounds), as every table reads them. */
export function reportFilters(c: Context<GatewayEnv>) {
  const query = c.req.query()
  const rounds = idList(query.rounds).map(Number)
  if (rounds.some((round) => !Number.isSafeInteger(round) || round < 1))
    throw new ApiError(422, 'invalid_round', 'Unknown round.')
  for (const date of [query.from, query.to])
    if (date !== undefined && date !== '' && (!ISO_DATE.test(date) || Number.isNaN(Date.parse(date))))
      throw new ApiError(422, 'invalid_period', 'The period is not a date.')
  return {
    events: idList(query.events),
    rounds,
    departments: idList(query.departments),
    groups: idList(query.groups),
    from: query.from || null,
    to: query.to || null,
  }
}

type ReportFilters = ReturnType<typeof reportFilters>

/** The conditions on deliveries: the period in the campaign's zone, on when a mail went (or is planned to). */
export function filterConditions(filters: ReportFilters, zone: string): (SQL | undefined)[] {
  const dayStart = (date: string, days = 0) =>
    new Date(Temporal.PlainDate.from(date).add({ days }).toZonedDateTime(zone).toInstant().epochMilliseconds)
  const when = sql`coalesce(${d.sentAt}, ${d.plannedAt})`
  return [
    ...filters.events.map((event) => EVENT_COLUMN[event] ?? sql`false`),
    filters.rounds.length > 0 ? inArray(d.roundNumber, filters.rounds) : undefined,
    filters.from ? sql`${when} >= ${dayStart(filters.from).toISOString()}` : undefined,
    filters.to ? sql`${when} < ${dayStart(filters.to, 1).toISOString()}` : undefined,
    filters.departments.length > 0
      ? sql`exists (select 1 from user_departments ud where ud.user_id = ${d.userId} and ud.department_id in ${filters.departments})`
      : undefined,
    filters.groups.length > 0
      ? sql`exists (select 1 from user_groups ug where ug.user_id = ${d.userId} and ug.group_id in ${filters.groups})`
      : undefined,
  ]
}

const EVENT_COLUMN: Record<string, SQL> = {
  opened: sql`${d.openedAt} is not null`,
  clicked: sql`${d.clickedAt} is not null`,
  phished: sql`${d.phishedAt} is not null`,
  reported: sql`${d.reportedAt} is not null`,
  scanner: sql`${d.scannerEvents} > 0`,
  failed: sql`${d.state} = 'failed'`,
  pending: sql`${d.state} in ('planned', 'mailed')`,
}
