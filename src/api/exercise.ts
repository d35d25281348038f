import type { $Fetch } from 'ofetch'
import { array, create, number, object, string, type as shape, unknown } from 'superstruct'
import type { UserScope } from '../domain/user-scope'
import { PATHS } from '../domain/api-paths'
import type {
  CampaignCard,
  CampaignListTab,
  CampaignUpdatePayload,
  CreateCampaignPayload,
  LaunchPlan,
  UsersType,
} from '../domain/exercise-campaign'
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
} from '../domain/exercise-report'

// Phishing exercise campaign and report calls (002 §7 "Phishing exercise", "Exercise report"). Responses are
// wrapped in `data`; the shapes the console relies on are checked, the rest passes through as the gateway sent it.

const company = (companyId: string) => PATHS.exerciseCompany(companyId)
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
  const path = `${company(companyId)}/campaigns/${tab === 'archived' ? 'archive' : 'active'}`
  const page = create(dataOf(await api(path, { query: { pageNumber, pageSize } })), Paged)
  return { items: page.items as CampaignCard[], totalCount: page.pageInfo.totalCount }
}

export const archiveCampaign = (api: $Fetch, companyId: string, campaignId: string) =>
  api(`${company(companyId)}/campaign/${encodeURIComponent(campaignId)}/archive`, { method: 'PUT' })

export const updateCampaign = (
  api: $Fetch,
  companyId: string,
  campaignId: string,
  payload: CampaignUpdatePayload,
) =>
  api(`${company(companyId)}/campaign/${encodeURIComponent(campaignId)}/update`, {
    method: 'PUT',
    body: payload,
  })

export const deleteCampaign = (api: $Fetch, companyId: string, campaignId: string) =>
  api(`${company(companyId)}/campaign/${encodeURIComponent(campaignId)}/delete`, { method: 'DELETE' })

export async function createCampaign(api: $Fetch, companyId: string, payload: CreateCampaignPayload) {
  return create(
    dataOf(await api(`${company(companyId)}/campaign/create`, { method: 'POST', body: payload })),
    object({ id: string() }),
  )
}

export async function previewLaunch(api: $Fetch, companyId: string, payload: CreateCampaignPayload) {
  return dataOf(
    await api(`${company(companyId)}/campaign/preview`, { method: 'POST', body: payload }),
  ) as LaunchPlan
}

/** The learners a targeting reaches, from the users/count endpoints (002 §7). */
export async function countLearners(api: $Fetch, companyId: string, usersType: UsersType, ids: string[]) {
  if (usersType === 'USERS_SELECTED') return ids.length
  if (usersType === 'USERS_ALL')
    return create(
      dataOf(await api(`${company(companyId)}/users/count`)),
      shape({ totalUsersCount: number() }),
    ).totalUsersCount
  if (ids.length === 0) return 0
  const departments = usersType === 'USERS_FROM_DEPARTMENTS'
  const query = new URLSearchParams(ids.map((id) => [departments ? 'departmentId' : 'groupId', id]))
  const path = `${company(companyId)}/users/count_by_${departments ? 'departments' : 'groups'}?${query}`
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
    ? `${company(companyId)}/users/by_${scope.kind === 'department' ? 'departments' : 'groups'}?${new URLSearchParams({ [scope.kind === 'department' ? 'departmentId' : 'groupId']: scope.id })}`
    : `${company(companyId)}/users/page`
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

const report = (companyId: string, campaignId: string) =>
  `${company(companyId)}/campaign/${encodeURIComponent(campaignId)}/report`

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
    api(`${report(companyId, campaignId)}/${tab}?${params}`),
    api(`${report(companyId, campaignId)}/statistics?${reportParams(query, filters)}`),
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
    api(`${report(companyId, campaignId)}/filter/departments`),
    api(`${report(companyId, campaignId)}/filter/groups`),
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
  const body = await api(`${report(companyId, campaignId)}/${tab}?${reportParams(query, filters, true)}`)
  return create(dataOf(body), string())
}

/** A report row's detail: a learner's answers or a template's recipients (002 §7 report/user, report/template). */
export async function loadReportDetail(
  api: $Fetch,
  companyId: string,
  campaignId: string,
  kind: 'user' | 'template',
  id: string,
  query: ReportQuery,
): Promise<{ rows: (UserAnswerRow | RecipientRow)[]; total: number }> {
  const path = `${report(companyId, campaignId)}/${kind}/${encodeURIComponent(id)}?${reportParams(query, NO_FILTERS)}`
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
  const path = `${report(companyId, campaignId)}/${kind}/${encodeURIComponent(id)}?${reportParams(query, NO_FILTERS, true)}`
  return create(dataOf(await api(path)), string())
}
