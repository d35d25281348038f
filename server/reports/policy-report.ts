import { and, eq, ilike, inArray, isNotNull, isNull } from 'drizzle-orm'
import { type Context } from 'hono'
import {
  POLICY_REPORT_CSV_FIELDS,
  POLICY_REPORT_PAGE_SIZES,
  POLICY_REPORT_QUERY,
  POLICY_REPORT_STATUSES,
  POLICY_REPORT_STATUS_LABELS,
  POLICY_REPORT_TEXTS,
  acknowledgeLabel,
  type PolicyReportRow,
  type PolicyReportStatistics,
} from '../../src/domain/policy-report'
import type { GatewayEnv } from '../context'
import { policies } from '../db/schema'
import type { Database } from '../db/open'
import { companyHeading, type ReportDocument } from './document'
import { policyTaskCounts } from '../policies/task-counts'
import { ApiError, invalid } from '../errors'

// The policies progress report (002 §7 Reports: policies/report, policies/statistics, lists/policies): every
// figure from the learners' policy tasks at the moment of the call, filtered by status, policy and name,
// sorted and paged; the report as CSV or PDF when asked for text/csv or application/pdf. Reports are Boost's (002 §2.12): the gateway
// refuses a company without it, as the console's guard does.

const DAY_MS = 86_400_000

type PolicyRecord = typeof policies.$inferSelect

/** The filters of the query string, refused in words when they name what is not there. */
function filtersOf(params: URLSearchParams) {
  const statuses = params.getAll('statuses')
  if (statuses.some((status) => !(POLICY_REPORT_STATUSES as readonly string[]).includes(status)))
    throw invalid([{ field: 'statuses', message: 'Unknown status.' }])
  const policyIds = params.getAll('policyIds')
  if (policyIds.length > 100 || policyIds.some((id) => id.length === 0 || id.length > 200))
    throw invalid([{ field: 'policyIds', message: POLICY_REPORT_TEXTS.unknownPolicy }])
  const search = (params.get('search') ?? '')
    .trim()
    .slice(0, 255)
    .replace(/[\\%_]/g, (ch) => `\\${ch}`)
  return { statuses, policyIds, search }
}

export async function chosenPolicies(db: Database, companyId: string, params: URLSearchParams) {
  const { statuses, policyIds, search } = filtersOf(params)
  if (policyIds.length > 0) {
    const known = await db
      .select({ id: policies.id })
      .from(policies)
      .where(and(eq(policies.companyId, companyId), inArray(policies.id, policyIds)))
    // Another company's policy and a missing one read the same.
    if (known.length !== new Set(policyIds).size)
      throw invalid([{ field: 'policyIds', message: POLICY_REPORT_TEXTS.unknownPolicy }])
  }
  const status =
    statuses.length === 1
      ? statuses[0] === 'running'
        ? isNull(policies.endedAt)
        : isNotNull(policies.endedAt)
      : undefined
  return db
    .select()
    .from(policies)
    .where(
      and(
        eq(policies.companyId, companyId),
        status,
        policyIds.length ? inArray(policies.id, policyIds) : undefined,
        search ? ilike(policies.name, `%${search}%`) : undefined,
      ),
    )
}

export async function reportRows(db: Database, list: PolicyRecord[]): Promise<PolicyReportRow[]> {
  const countsOf = await policyTaskCounts(
    db,
    list.map((policy) => policy.id),
  )
  return list.map((policy) => {
    const { assignments, acknowledged, notOpened, overdue, progress, acknowledgeMs: ms } = countsOf(policy.id)
    return {
      id: policy.id,
      name: policy.name,
      revision: policy.revision,
      assignments,
      progress,
      acknowledged,
      notOpened,
      overdue,
      averageAcknowledge: ms === null ? null : Math.round((ms / DAY_MS) * 10) / 10,
      createdAt: policy.createdAt.toISOString(),
      endedAt: policy.endedAt?.toISOString() ?? null,
    }
  })
}

export function paging(params: URLSearchParams) {
  const pageNumber = Number(params.get('pageNumber') ?? 0)
  const pageSize = Number(params.get('pageSize') ?? POLICY_REPORT_QUERY.defaultPageSize)
  if (!Number.isSafeInteger(pageNumber) || pageNumber < 0 || pageNumber > 100_000)
    throw new ApiError(422, 'invalid_page', 'Invalid page.')
  if (!(POLICY_REPORT_PAGE_SIZES as readonly number[]).includes(pageSize))
    throw new ApiError(422, 'invalid_page', 'Invalid page size.')
  const orderBy = params.get('orderBy') ?? POLICY_REPORT_QUERY.defaultOrderBy
  if (!POLICY_REPORT_QUERY.orderBy.includes(orderBy))
    throw invalid([{ field: 'orderBy', message: 'Unknown sort.' }])
  const order = (params.get('order') ?? 'DESC').toUpperCase()
  if (order !== 'ASC' && order !== 'DESC') throw invalid([{ field: 'order', message: 'Unknown order.' }])
  return { pageNumber, pageSize, orderBy: orderBy as keyof PolicyReportRow, order }
}

export function sortRows(rows: PolicyReportRow[], orderBy: keyof PolicyReportRow, order: string) {
  const sign = order === 'ASC' ? 1 : -1
  return [...rows].sort((a, b) => {
    const x = a[orderBy] ?? ''
    const y = b[orderBy] ?? ''
    const by = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))
    return sign * by || a.id.localeCompare(b.id)
  })
}

export function statisticsOf(rows: PolicyReportRow[]): PolicyReportStatistics {
  const sum = (key: 'assignments' | 'acknowledged' | 'notOpened' | 'overdue') =>
    rows.reduce((total, row) => total + row[key], 0)
  const acknowledged = sum('acknowledged')
  const weighted = rows.filter((row) => row.averageAcknowledge !== null)
  const ackCount = weighted.reduce((total, row) => total + row.acknowledged, 0)
  return {
    policies: rows.length,
    assignments: sum('assignments'),
    acknowledged,
    notOpened: sum('notOpened'),
    overdue: sum('overdue'),
    progress: sum('assignments') ? Math.round((acknowledged / sum('assignments')) * 100) : 0,
    // Each policy's average weighted by how many acknowledged it.
    averageAcknowledge:
      weighted.length === 0
        ? null
        : Math.round(
            (weighted.reduce((total, row) => total + row.averageAcknowledge! * row.acknowledged, 0) /
              Math.max(1, ackCount)) *
              10,
          ) / 10,
  }
}

/** The report as a document (CSV, PDF, the scheduled mail): every row under the query, with its figures. */
export async function policyReportDocument(
  db: Database,
  companyId: string,
  params: URLSearchParams,
): Promise<ReportDocument> {
  const { orderBy, order } = paging(params)
  const rows = sortRows(await reportRows(db, await chosenPolicies(db, companyId, params)), orderBy, order)
  const stats = statisticsOf(rows)
  const { statuses, search } = filtersOf(params)
  return {
    ...(await companyHeading(db, companyId)),
    title: POLICY_REPORT_TEXTS.title,
    fileName: 'policies-progress',
    scope: [
      [
        'Status',
        statuses.length
          ? statuses.map((status) => POLICY_REPORT_STATUS_LABELS[status as 'running']).join(', ')
          : 'All',
      ],
      ...(search ? ([['Search', params.get('search') ?? '']] as [string, string][]) : []),
    ],
    figures: [
      ['Policies', String(stats.policies)],
      ['Assigned', String(stats.assignments)],
      ['Acknowledged', `${stats.acknowledged} (${stats.progress}%)`],
      ['Not opened', String(stats.notOpened)],
      ['Overdue', String(stats.overdue)],
      ['Average time to acknowledge', acknowledgeLabel(stats.averageAcknowledge)],
    ],
    columns: [...POLICY_REPORT_CSV_FIELDS],
    rows: rows.map((row) => [
      row.name,
      row.revision,
      row.assignments,
      row.progress,
      row.acknowledged,
      row.notOpened,
      row.overdue,
      row.averageAcknowledge,
      row.createdAt.slice(0, 10),
      row.endedAt?.slice(0, 10) ?? '',
    ]),
  }
}

/** Every policy's figures together (the reports hub's headline). */
export async function policyStatistics(db: Database, companyId: string) {
  return statisticsOf(await reportRows(db, await chosenPolicies(db, companyId, new URLSearchParams())))
}

export const paramsOf = (c: Context<GatewayEnv>) => new URL(c.req.url).searchParams
