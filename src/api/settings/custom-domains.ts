import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import { CustomDomainList, type CustomDomainType } from '../../domain/custom-domains'

// The custom-domain calls of 001 §7 under /white-label/api/v1: list, add, verify (one, or all pending), reset,
// delete; each answers the company's list.

type Target = { type: CustomDomainType; customDomain: string }
const list = (answer: unknown) => create(answer, CustomDomainList)

export const loadCustomDomains = async (api: $Fetch, companyId: string) =>
  list(await api(PATHS.customDomains(companyId)))

export const addCustomDomain = async (api: $Fetch, companyId: string, body: Target) =>
  list(await api(PATHS.customDomains(companyId), { method: 'POST', body }))

export const verifyCustomDomain = async (api: $Fetch, companyId: string, body: Target) =>
  list(await api(PATHS.customDomainsVerify(companyId), { method: 'POST', body }))

export const verifyAllCustomDomains = async (api: $Fetch, companyId: string) =>
  list(await api(PATHS.customDomainsVerify(companyId), { method: 'PATCH' }))

export const resetCustomDomain = async (api: $Fetch, companyId: string, body: Target) =>
  list(await api(PATHS.customDomainReset(companyId), { method: 'POST', body }))

export const deleteCustomDomain = async (api: $Fetch, companyId: string, type: CustomDomainType) =>
  list(await api(PATHS.customDomain(companyId, type), { method: 'DELETE' }))
