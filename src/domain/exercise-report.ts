import { LEARNER_STATUSES, LEARNER_STATUS_LABELS, type LearnerStatus } from './exercise-campaign'
import { ANSWER_NAMES, type AnswerLabel } from './template'

// The phishing exercise campaign report (002 §2.8, §3 "Learner rows in a report", §5 "Report sorting", §9):
// its tabs, columns, sort rules and CSV, shared by the page and the gateway that computes it.

export const REPORT_TABS = ['users', 'departments', 'groups', 'templates'] as const
export type ReportTab = (typeof REPORT_TABS)[number]
export const REPORT_TAB_LABELS: Record<ReportTab, string> = {
  users: 'Users',
  departments: 'Departments',
  groups: 'Groups',
  templates: 'Templates',
}
/** 002 §9 "Report tab default page size: 10". */
export const REPORT_PAGE_SIZE = 10
export const REPORT_PAGE_SIZES = [10, 25, 50, 100] as const
export const REPORT_SEARCH_DEBOUNCE_MS = 300

export interface Column<K extends string = string> {
  key: K
  label: string
  sortable: boolean
}

export const USER_COLUMNS = [
  { key: 'fullName', label: 'Full name', sortable: true },
  { key: 'email', label: 'Email', sortable: true },
  { key: 'departments', label: 'Departments', sortable: false },
  { key: 'status', label: 'Status', sortable: true },
  { key: 'daysToComplete', label: 'Days to complete', sortable: true },
  { key: 'completionPercentage', label: 'Completion', sortable: true },
  { key: 'correct', label: 'Correct', sortable: true },
  { key: 'partial', label: 'Partial', sortable: true },
  { key: 'wrong', label: 'Wrong', sortable: true },
  { key: 'score', label: 'Score', sortable: true },
  { key: 'completedAt', label: 'Completed at', sortable: true },
] as const satisfies readonly Column[]

export const GROUP_COLUMNS = [
  { key: 'name', label: 'Name', sortable: true },
  { key: 'learners', label: 'Learners', sortable: true },
  { key: 'completionPercentage', label: 'Completion', sortable: true },
  { key: 'completed', label: 'Completed', sortable: true },
  { key: 'inProgress', label: 'In Progress', sortable: true },
  { key: 'notStarted', label: 'Not Started', sortable: true },
  { key: 'overdue', label: 'Overdue', sortable: true },
] as const satisfies readonly Column[]

export const TEMPLATE_COLUMNS = [
  { key: 'name', label: 'Template', sortable: true },
  { key: 'type', label: 'Type', sortable: true },
  { key: 'correct', label: 'Correct', sortable: true },
  { key: 'partial', label: 'Partial', sortable: true },
  { key: 'wrong', label: 'Wrong', sortable: true },
  { key: 'total', label: 'Total', sortable: true },
] as const satisfies readonly Column[]

export const USER_ANSWER_COLUMNS = [
  { key: 'name', label: 'Template', sortable: true },
  { key: 'type', label: 'Type', sortable: true },
  { key: 'answer', label: 'Answer', sortable: true },
  { key: 'answerStatus', label: 'Status', sortable: true },
] as const satisfies readonly Column[]

export const RECIPIENT_COLUMNS = [
  { key: 'fullName', label: 'Full name', sortable: true },
  { key: 'email', label: 'Email', sortable: true },
  { key: 'answer', label: 'Answer', sortable: true },
  { key: 'answerStatus', label: 'Status', sortable: true },
] as const satisfies readonly Column[]

export const TAB_COLUMNS: Record<ReportTab, readonly Column[]> = {
  users: USER_COLUMNS,
  departments: GROUP_COLUMNS,
  groups: GROUP_COLUMNS,
  templates: TEMPLATE_COLUMNS,
}

export type SortOrder = 'asc' | 'desc'
/** 002 §5: users and departments/groups ascending by completed; templates descending by wrong. */
export const DEFAULT_SORT: Record<
  ReportTab | 'userAnswers' | 'recipients',
  { orderBy: string; order: SortOrder }
> = {
  users: { orderBy: 'completedAt', order: 'asc' },
  departments: { orderBy: 'completed', order: 'asc' },
  groups: { orderBy: 'completed', order: 'asc' },
  templates: { orderBy: 'wrong', order: 'desc' },
  userAnswers: { orderBy: 'answerStatus', order: 'desc' },
  recipients: { orderBy: 'answerStatus', order: 'desc' },
}

/** 002 §5: the sort column must be one of the table's known columns, else the default applies. */
export function sortOf(
  table: keyof typeof DEFAULT_SORT,
  columns: readonly Column[],
  orderBy: string | undefined,
  order: string | undefined,
): { orderBy: string; order: SortOrder } {
  const known = columns.some((column) => column.sortable && column.key === orderBy)
  if (!known) return DEFAULT_SORT[table]
  return { orderBy: orderBy!, order: order === 'desc' ? 'desc' : 'asc' }
}

export interface ReportFilters {
  status: LearnerStatus[]
  departments: string[]
  groups: string[]
}
export const NO_FILTERS: ReportFilters = { status: [], departments: [], groups: [] }
export const filterCount = (filters: ReportFilters) =>
  filters.status.length + filters.departments.length + filters.groups.length

export interface ReportQuery {
  pageNumber: number
  pageSize: number
  orderBy: string
  order: SortOrder
  searchText: string
}

export const isLearnerStatus = (value: string): value is LearnerStatus =>
  (LEARNER_STATUSES as string[]).includes(value)

/** The report's state in the query string (002 §2.8): read leniently, a bad link never breaks the page. */
export function readReportUrl(
  tab: ReportTab,
  search: string,
): { query: ReportQuery; filters: ReportFilters } {
  const params = new URLSearchParams(search)
  const page = Number(params.get('pageNumber') ?? 0)
  const size = Number(params.get('pageSize') ?? REPORT_PAGE_SIZE)
  const sort = sortOf(
    tab,
    TAB_COLUMNS[tab],
    params.get('orderBy') ?? undefined,
    params.get('order') ?? undefined,
  )
  return {
    query: {
      pageNumber: Number.isSafeInteger(page) && page >= 0 ? page : 0,
      pageSize: (REPORT_PAGE_SIZES as readonly number[]).includes(size) ? size : REPORT_PAGE_SIZE,
      ...sort,
      searchText: (params.get('searchText') ?? '').slice(0, 200),
    },
    filters: {
      status: params.getAll('status').filter(isLearnerStatus),
      departments: params.getAll('departments').slice(0, 100),
      groups: params.getAll('groups').slice(0, 100),
    },
  }
}

/** Writes the report state back, defaults left out. */
/** The address of a campaign's report as it stands: its tab in the path, its paging, search and filters in the query. */
export function reportAddressOf(view: {
  campaignId: string
  tab: ReportTab
  query: ReportQuery
  filters: ReportFilters
}): string {
  return `/phishing-exercise-report/${encodeURIComponent(view.campaignId)}/${view.tab}${writeReportUrl(view.tab, view.query, view.filters)}`
}

export function writeReportUrl(tab: ReportTab, query: ReportQuery, filters: ReportFilters): string {
  const params = new URLSearchParams()
  if (query.pageNumber > 0) params.set('pageNumber', String(query.pageNumber))
  if (query.pageSize !== REPORT_PAGE_SIZE) params.set('pageSize', String(query.pageSize))
  const sort = DEFAULT_SORT[tab]
  if (query.orderBy !== sort.orderBy || query.order !== sort.order) {
    params.set('orderBy', query.orderBy)
    params.set('order', query.order)
  }
  if (query.searchText) params.set('searchText', query.searchText)
  for (const status of filters.status) params.append('status', status)
  for (const id of filters.departments) params.append('departments', id)
  for (const id of filters.groups) params.append('groups', id)
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The gateway's call for one tab page, filters repeated as the spec lists them. */
export function reportParams(query: ReportQuery, filters: ReportFilters, isCsv = false): URLSearchParams {
  const params = new URLSearchParams({
    pageNumber: String(query.pageNumber),
    pageSize: String(query.pageSize),
    orderBy: query.orderBy,
    order: query.order,
    searchText: query.searchText,
  })
  for (const status of filters.status) params.append('status', status)
  for (const id of filters.departments) params.append('departments', id)
  for (const id of filters.groups) params.append('groups', id)
  if (isCsv) params.set('isCsv', 'true')
  return params
}

export interface UserRow {
  id: string
  fullName: string
  email: string
  departments: string[]
  status: LearnerStatus
  daysToComplete: number | null
  completionPercentage: number
  correct: number
  partial: number
  wrong: number
  score: number
  completedAt: string | null
}
export interface GroupRow {
  id: string
  name: string
  learners: number
  completionPercentage: number
  completed: number
  inProgress: number
  notStarted: number
  overdue: number
}
export interface TemplateRow {
  id: string
  name: string
  thumbnailUrl: string | null
  type: 'EMAIL' | 'SMS'
  correct: number
  partial: number
  wrong: number
  total: number
}
export interface UserAnswerRow {
  id: string
  name: string
  thumbnail: string | null
  type: 'EMAIL' | 'SMS'
  answer: string | null
  answerStatus: string
}
export interface RecipientRow {
  id: string
  fullName: string
  email: string
  answer: { name: string | null; status: string }
}
export type ReportRow = UserRow | GroupRow | TemplateRow

export interface ReportPage<T> {
  items: T[]
  pageInfo: { totalCount: number }
}

export interface ReportStatistics {
  campaign: { name: string }
  statuses: { name: LearnerStatus; count: number }[]
  total: { averageScorePercentage: number }
  /** Ours (issue 24): every answer given under the filters, for the report's answers chart. */
  answers?: { correct: number; partial: number; wrong: number }
}

export interface FilterOption {
  id: string
  name: string
}

/** 002 §3: answer statuses are underscore-separated words shown in sentence case. */
export const sentenceCase = (value: string) =>
  value ? value.charAt(0).toUpperCase() + value.slice(1).toLowerCase().replace(/_/g, ' ') : ''

export const answerName = (label: string | null) =>
  label === null ? '—' : (ANSWER_NAMES[label as AnswerLabel] ?? sentenceCase(label))

export const statusLabel = (status: LearnerStatus) => LEARNER_STATUS_LABELS[status]

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '')

/** One CSV record per row, in the table's column order (the same cells the table shows). */
export function csvRecord(tab: ReportTab, row: ReportRow): (string | number)[] {
  if (tab === 'users') {
    const r = row as UserRow
    return [
      r.fullName,
      r.email,
      r.departments.join(', '),
      statusLabel(r.status),
      r.daysToComplete ?? '-',
      `${r.completionPercentage}%`,
      r.correct,
      r.partial,
      r.wrong,
      `${r.score}%`,
      day(r.completedAt),
    ]
  }
  if (tab === 'templates') {
    const r = row as TemplateRow
    return [r.name, r.type === 'SMS' ? 'SMS' : 'Email', r.correct, r.partial, r.wrong, r.total]
  }
  const r = row as GroupRow
  return [
    r.name,
    r.learners,
    `${r.completionPercentage}%`,
    r.completed,
    r.inProgress,
    r.notStarted,
    r.overdue,
  ]
}

/** 002 §9: the CSV file name is the campaign name plus the tab name. */
export const csvFileName = (campaignName: string, tab: string) =>
  `${campaignName.replace(/[\\/:*?"<>|]+/g, ' ').trim()} ${tab}.csv`

export const LEARNER_STATUS_OPTIONS = LEARNER_STATUSES.map((status) => ({
  id: status,
  name: statusLabel(status),
}))

/** The dialog a row opens: a learner's answers (users tab) or a template's recipients (templates tab). */
export const detailTargetOf = (tab: ReportTab, row: ReportRow) =>
  tab === 'users'
    ? { kind: 'user' as const, id: row.id, name: (row as UserRow).fullName }
    : { kind: 'template' as const, id: row.id, name: (row as TemplateRow).name }

/** Sorting a report table by a column: ascending first, a second click reverses it; back to the first page. */
export function sortedReportQuery(query: ReportQuery, orderBy: string): ReportQuery {
  const order = query.orderBy === orderBy && query.order === 'asc' ? 'desc' : 'asc'
  return { ...query, orderBy, order, pageNumber: 0 }
}
