import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import { PolicyLearnerPage, PolicyList, type NewPolicy, type PolicyFilter } from '../../domain/policies'

// A company's policies (ours): listed with live counts, created, revised, ended, deleted; one policy's learners.

export async function listPolicies(api: $Fetch, companyId: string) {
  return create(await api(PATHS.policies(companyId)), PolicyList).policies
}

export async function createPolicy(api: $Fetch, companyId: string, policy: NewPolicy) {
  await api(PATHS.policies(companyId), { method: 'POST', body: policy })
}

export async function revisePolicy(api: $Fetch, companyId: string, policyId: string, fileId: string) {
  await api(PATHS.policyRevision(companyId, policyId), { method: 'POST', body: { fileId } })
}

export async function endPolicy(api: $Fetch, companyId: string, policyId: string) {
  await api(PATHS.policyEnd(companyId, policyId), { method: 'PUT' })
}

export async function deletePolicy(api: $Fetch, companyId: string, policyId: string) {
  await api(PATHS.policy(companyId, policyId), { method: 'DELETE' })
}

export async function listPolicyLearners(
  api: $Fetch,
  companyId: string,
  policyId: string,
  query: { filter: PolicyFilter; page: number; search: string; pageSize: number },
) {
  return create(
    await api(PATHS.policyLearners(companyId, policyId), {
      method: 'POST',
      body: { filter: query.filter, page: query.page, search: query.search, limitPerPage: query.pageSize },
    }),
    PolicyLearnerPage,
  )
}
