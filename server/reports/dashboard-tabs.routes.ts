import { PATHS } from '../../src/domain/api-paths'
import { Hono } from 'hono'
import { DASHBOARD_PERIOD_DAYS } from '../../src/domain/dashboard'
import {
  companyComparison,
  DASHBOARD_DEPARTMENT_COLUMNS,
  DASHBOARD_DEPARTMENTS_QUERY,
  DASHBOARD_TEXTS,
  DASHBOARD_USER_COLUMNS,
  DASHBOARD_USERS_QUERY,
  PROGRESS_BAND_LABELS,
  progressBand,
  USER_CATEGORIES,
  USER_CATEGORY_LABELS,
  type DashboardBandCounts,
  type DashboardDepartmentRow,
  type ProgressBand,
  type UserCategory,
} from '../../src/domain/dashboard-tabs'
import { rateOf } from '../../src/domain/phishing-summary'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import type { Database } from '../db/open'
import { invalid } from '../errors'
import { companyHeading, documentFormat, documentResponse, type ReportDocument } from '../reports/document'
import { departmentFiguresOf, learnersOf } from '../reports/learner-figures'
import { pageOf, paramsOf, reportPaging, searchPattern, sortRows } from '../reports/query'
import { dashboardFiguresOf } from '../reports/dashboard-figures'

// The /dashboard tabs (000 §2; 002 §3 "Report user categories", "Progress bands"): every active learner with their
// training tasks (training and gaming) and their simulation mails of the last period, counted in SQL
// (server/reports/learner-figures.ts); one category's page (users tab) or summed by department (departments tab). The company tab puts
// each card's current period beside the previous one. Each tab is JSON, or CSV / PDF by Accept.

const guard = allow.company()

function categoryOf(params: URLSearchParams): UserCategory {
  const category = params.get('category') ?? 'inProgress'
  if (!(USER_CATEGORIES as readonly string[]).includes(category))
    throw invalid([{ field: 'category', message: DASHBOARD_TEXTS.unknownCategory }])
  return category as UserCategory
}

/** A category's learners (all of them, or one page), with each category's count. */
async function userRows(db: Database, companyId: string, params: URLSearchParams, paged: boolean) {
  const category = categoryOf(params)
  const { orderBy, order, pageNumber, pageSize } = reportPaging(params, DASHBOARD_USERS_QUERY)
  const search = searchPattern(params)
  const found = await learnersOf(db, companyId, {
    category,
    search,
    orderBy,
    order,
    ...(paged ? { page: { number: pageNumber, size: pageSize } } : {}),
  })
  return { category, ...found, search: params.get('search')?.trim() ?? '', pageNumber, pageSize }
}

async function departmentRows(db: Database, companyId: string, params: URLSearchParams) {
  const { orderBy, order } = reportPaging(params, DASHBOARD_DEPARTMENTS_QUERY)
  const search = (params.get('search') ?? '').trim().toLowerCase().slice(0, 255)
  const every = (await departmentFiguresOf(db, companyId)).map((d): DashboardDepartmentRow => {
    const completion = d.tasks === 0 ? null : Math.round((d.completed / d.tasks) * 100)
    return { ...d, completion, band: progressBand(completion), phishProne: rateOf(d.phished, d.sent) }
  })
  const bands: DashboardBandCounts = {
    departments: every.length,
    lowProgress: every.filter((d) => d.band === 'lowProgress').length,
    mediumProgress: every.filter((d) => d.band === 'mediumProgress').length,
    completed: every.filter((d) => d.band === 'completed').length,
    noTraining: every.filter((d) => d.band === null).length,
  }
  const items = sortRows(
    every.filter((d) => !search || d.name.toLowerCase().includes(search)),
    orderBy,
    order,
  )
  return { items, bands, search }
}

const percentCell = (value: number | null) => (value === null ? '' : value)

async function usersDocument(
  db: Database,
  companyId: string,
  params: URLSearchParams,
): Promise<ReportDocument> {
  const { category, items, counts, search } = await userRows(db, companyId, params, false)
  return {
    ...(await companyHeading(db, companyId)),
    title: `${DASHBOARD_TEXTS.title}: ${USER_CATEGORY_LABELS[category]}`,
    fileName: `dashboard-users-${category}`,
    scope: [
      ['Category', USER_CATEGORY_LABELS[category]],
      ['Phishing period', `Last ${DASHBOARD_PERIOD_DAYS} days`],
      ...(search ? ([['Search', search]] as [string, string][]) : []),
    ],
    figures: [
      ['Learners', String(counts.learners)],
      ...USER_CATEGORIES.map((id): [string, string] => [USER_CATEGORY_LABELS[id], String(counts[id])]),
    ],
    columns: [...DASHBOARD_USER_COLUMNS],
    rows: items.map((r) => [
      r.name,
      r.email,
      r.departments,
      r.tasks,
      r.completed,
      percentCell(r.completion),
      r.overdue,
      r.sent,
      r.clicked,
      r.phished,
      r.risk,
      r.lastLoginAt?.slice(0, 10) ?? '',
    ]),
  }
}

async function departmentsDocument(
  db: Database,
  companyId: string,
  params: URLSearchParams,
): Promise<ReportDocument> {
  const { items, bands, search } = await departmentRows(db, companyId, params)
  return {
    ...(await companyHeading(db, companyId)),
    title: `${DASHBOARD_TEXTS.title}: Departments`,
    fileName: 'dashboard-departments',
    scope: [
      ['Phishing period', `Last ${DASHBOARD_PERIOD_DAYS} days`],
      ...(search ? ([['Search', search]] as [string, string][]) : []),
    ],
    figures: [
      ['Departments', String(bands.departments)],
      ['Low progress', String(bands.lowProgress)],
      ['Medium progress', String(bands.mediumProgress)],
      ['Completed', String(bands.completed)],
      ['No training', String(bands.noTraining)],
    ],
    columns: [...DASHBOARD_DEPARTMENT_COLUMNS],
    rows: items.map((d) => [
      d.name,
      d.learners,
      d.tasks,
      d.completed,
      percentCell(d.completion),
      d.band ? PROGRESS_BAND_LABELS[d.band as ProgressBand] : 'No training',
      d.sent,
      d.phished,
      percentCell(d.phishProne),
    ]),
  }
}

async function companyDocument(db: Database, companyId: string): Promise<ReportDocument> {
  const rows = companyComparison(await dashboardFiguresOf(db, companyId))
  return {
    ...(await companyHeading(db, companyId)),
    title: `${DASHBOARD_TEXTS.title}: Company`,
    fileName: 'dashboard-company',
    scope: [
      ['Periods', `The last ${DASHBOARD_PERIOD_DAYS} days and the ${DASHBOARD_PERIOD_DAYS} before them`],
    ],
    figures: [],
    columns: ['Figure', 'This period', 'Previous period'],
    rows: rows.map((row) => [row.metric, row.current, row.previous]),
  }
}

export function dashboardTabRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get(PATHS.dashboardTab.only({ tab: 'company' }), guard, async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const format = documentFormat(c)
    if (format) return documentResponse(c, await companyDocument(db, companyId), format)
    const figures = await dashboardFiguresOf(db, companyId)
    return c.json({ figures, rows: companyComparison(figures) })
  })
  app.get(PATHS.dashboardTab.only({ tab: 'users' }), guard, async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const params = paramsOf(c)
    const format = documentFormat(c)
    if (format) return documentResponse(c, await usersDocument(db, companyId, params), format)
    const { items, total, counts, pageNumber, pageSize } = await userRows(db, companyId, params, true)
    return c.json({ items, pageInfo: { totalCount: total, pageNumber, pageSize }, counts })
  })
  app.get(PATHS.dashboardTab.only({ tab: 'departments' }), guard, async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const params = paramsOf(c)
    const format = documentFormat(c)
    if (format) return documentResponse(c, await departmentsDocument(db, companyId, params), format)
    const { pageNumber, pageSize } = reportPaging(params, DASHBOARD_DEPARTMENTS_QUERY)
    const { items, bands } = await departmentRows(db, companyId, params)
    return c.json({ ...pageOf(items, pageNumber, pageSize), bands })
  })
  return app
}
