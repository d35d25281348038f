import type { $Fetch } from 'ofetch'
import { array, create, number, object, string, type as shape, unknown } from 'superstruct'
import type { UserScope } from '../../domain/user-scope'
import { PATHS } from '../../domain/api-paths'
import type {
  CampaignCard,
  CampaignListTab,
  CampaignUpdatePayload,
  CreateCampaignPayload,
  LaunchPlan,
  UsersType,
} from '../../domain/exercise-campaign'
import {
  NO_FILTERS,
  reportParams,
  type RecipientRow,
  type UserAnswerRow,
  type ReportFilters,
  type ReportQuery,
  type ReportRow,
  type ReportStatistics,
  type ReportTab,
} from '../../domain/exercise-report'

// Phishing exercise campaign and report calls (002 §7 "Phishing exercise", "Exercise report"). Responses are
// wrapped in `data`; the shapes the console relies on are checked, the rest passes through as the gateway sent it.

const Data = shape({ data: unknown() })
const dataOf = (body: unknown) => create(body, Data).data
const Paged = shape({ items: array(unknown()), pageInfo: shape({ totalCount: number() }) })

export async function loadCampaigns(
  api: $Fetch,
  companyId: string,
  tab: CampaignListTab,
  pageNumber: number,
  pageSize: number,
): Promise<{ items: CampaignCard[]; totalCount: number }> {
  const path = PATHS.exerciseCampaigns(companyId, tab === 'archived' ? 'archive' : 'active')
  const page = create(dataOf(await api(path, { query: { pageNumber, pageSize } })), Paged)
  return { items: page.items as CampaignCard[], totalCount: page.pageInfo.totalCount }
}

export const archiveCampaign = (api: $Fetch, companyId: string, campaignId: string) =>
  api(PATHS.exerciseCampaignArchive(companyId, campaignId), { method: 'PUT' })

export const updateCampaign = (
  api: $Fetch,
  companyId: string,
  campaignId: string,
  payload: CampaignUpdatePayload,
) =>
  api(PATHS.exerciseCampaignUpdate(companyId, campaignId), {
    method: 'PUT',
    body: payload,
  })

export const deleteCampaign = (api: $Fetch, companyId: string, campaignId: string) =>
  api(PATHS.exerciseCampaignDelete(companyId, campaignId), { method: 'DELETE' })

export async function createCampaign(api: $Fetch, companyId: string, payload: CreateCampaignPayload) {
  return create(
    dataOf(await api(PATHS.exerciseCampaignCreate(companyId), { method: 'POST', body: payload })),
    object({ id: string() }),
  )
}

export async function previewLaunch(api: $Fetch, companyId: string, payload: CreateCampaignPayload) {
  return dataOf(
    await api(PATHS.exerciseCampaignPreview(companyId), { method: 'POST', body: payload }),
  ) as LaunchPlan
}

/** The learners a targeting reaches, from the users/count endpoints (002 §7). */
/** How many active learners the gateway counts for an audience of all users, departments or groups. */
export async function countLearners(api: $Fetch, companyId: string, usersType: UsersType, ids: string[]) {
  if (usersType === 'USERS_ALL')
    return create(
      dataOf(await api(PATHS.exerciseUsersCount(companyId))),
      shape({ totalUsersCount: number() }),
    ).totalUsersCount
  const departments = usersType === 'USERS_FROM_DEPARTMENTS'
  const query = new URLSearchParams(ids.map((id) => [departments ? 'departmentId' : 'groupId', id]))
  const path = `${PATHS.exerciseUsersCountBy(companyId, departments ? 'count_by_departments' : 'count_by_groups')}?${query}`
  return create(dataOf(await api(path)), shape({ count: number() })).count
}

/**
 * The company's active users matching a name or email, the first `pageSize` of them and how many match; within
 * a department or group when the picker is narrowed to one (002 §7 users/by_departments, users/by_groups).
 */
export async function searchUsers(
  api: $Fetch,
  companyId: string,
  searchText: string,
  pageSize: number,
  scope: UserScope = null,
) {
  const path = scope
    ? `${PATHS.exerciseUsersBy(companyId, scope.kind === 'department' ? 'by_departments' : 'by_groups')}?${new URLSearchParams({ [scope.kind === 'department' ? 'departmentId' : 'groupId']: scope.id })}`
    : PATHS.exerciseUsersPage(companyId)
  const page = create(
    dataOf(await api(path, { query: { pageNumber: 0, pageSize, searchText } })),
    shape({
      items: array(shape({ id: string(), fullName: string(), email: string() })),
      pageInfo: shape({ totalCount: number() }),
    }),
  )
  return {
    items: page.items.map((user) => ({ id: user.id, name: `${user.fullName} (${user.email})` })),
    total: page.pageInfo.totalCount,
  }
}

export async function loadReportTab(
  api: $Fetch,
  companyId: string,
  campaignId: string,
  tab: ReportTab,
  query: ReportQuery,
  filters: ReportFilters,
): Promise<{ rows: ReportRow[]; total: number; stats: ReportStatistics }> {
  const params = reportParams(query, filters)
  const [page, stats] = await Promise.all([
    api(`${PATHS.exerciseReportTab(companyId, campaignId, tab)}?${params}`),
    api(`${PATHS.exerciseReportStatistics(companyId, campaignId)}?${reportParams(query, filters)}`),
  ])
  const rows = create(dataOf(page), Paged)
  return {
    rows: rows.items as ReportRow[],
    total: rows.pageInfo.totalCount,
    stats: dataOf(stats) as ReportStatistics,
  }
}

export async function loadReportOptions(api: $Fetch, companyId: string, campaignId: string) {
  const List = array(shape({ id: string(), name: string() }))
  const [departments, groups] = await Promise.all([
    api(PATHS.exerciseReportFilter(companyId, campaignId, 'departments')),
    api(PATHS.exerciseReportFilter(companyId, campaignId, 'groups')),
  ])
  return { departments: create(dataOf(departments), List), groups: create(dataOf(groups), List) }
}

/** The CSV variant of a tab: every matching row, as text. */
export async function reportCsv(
  api: $Fetch,
  companyId: string,
  campaignId: string,
  tab: ReportTab,
  query: ReportQuery,
  filters: ReportFilters,
): Promise<string> {
  const body = await api(
    `${PATHS.exerciseReportTab(companyId, campaignId, tab)}?${reportParams(query, filters, true)}`,
  )
  return create(dataOf(body), string())
}

const reportDetail = (kind: 'user' | 'template') =>
  kind === 'user' ? PATHS.exerciseReportUser : PATHS.exerciseReportTemplate

/** A report row's detail: a learner's answers or a template's recipients (002 §7 report/user, report/template). */
export async function loadReportDetail(
  api: $Fetch,
  companyId: string,
  campaignId: string,
  kind: 'user' | 'template',
  id: string,
  query: ReportQuery,
): Promise<{ rows: (UserAnswerRow | RecipientRow)[]; total: number }> {
  const path = `${reportDetail(kind)(companyId, campaignId, id)}?${reportParams(query, NO_FILTERS)}`
  const page = create(dataOf(await api(path)), Paged)
  return { rows: page.items as (UserAnswerRow | RecipientRow)[], total: page.pageInfo.totalCount }
}

export async function reportDetailCsv(
  api: $Fetch,
  companyId: string,
  campaignId: string,
  kind: 'user' | 'template',
  id: string,
  query: ReportQuery,
): Promise<string> {
  const path = `${reportDetail(kind)(companyId, campaignId, id)}?${reportParams(query, NO_FILTERS, true)}`
  return create(dataOf(await api(path)), string())
}
