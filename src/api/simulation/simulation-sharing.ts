import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import {
  CloneResult,
  CompleteResult,
  ShareCandidatesPage,
  SharedCustomersPage,
  type ClonePayload,
  type CompletePayload,
  type ShareQuery,
} from '../../domain/simulation/sharing'

// Share To My Customers (002 §7, base /phishing/api): the customers that have the campaign, those that could
// get it, clone and complete.

const listQuery = (companyId: string, campaignId: string, query: ShareQuery) => ({
  companyId,
  campaignId,
  pageNumber: query.pageNumber,
  pageSize: query.pageSize,
  searchText: query.searchText,
})

export async function loadSharedCustomers(
  api: $Fetch,
  companyId: string,
  campaignId: string,
  query: ShareQuery,
): Promise<SharedCustomersPage> {
  const page = await api(PATHS.relatedIncludingClone, {
    query: { ...listQuery(companyId, campaignId, query), order: 'asc', orderBy: 'name' },
  })
  return create(page, SharedCustomersPage)
}

export async function loadShareCandidates(
  api: $Fetch,
  companyId: string,
  campaignId: string,
  query: ShareQuery,
): Promise<ShareCandidatesPage> {
  const page = await api(PATHS.relatedExcludingClone, {
    query: { ...listQuery(companyId, campaignId, query), order: 'ascending', orderBy: 'name' },
  })
  return create(page, ShareCandidatesPage)
}

export async function cloneSimulation(api: $Fetch, payload: ClonePayload) {
  const result = await api(PATHS.simulationClone(payload.campaignId), {
    method: 'POST',
    body: payload,
  })
  return create(result, CloneResult)
}

export async function completeShares(api: $Fetch, companyId: string, payload: CompletePayload) {
  const result = await api(PATHS.simulationsCompleteShared(companyId), { method: 'PATCH', body: payload })
  return create(result, CompleteResult)
}
