import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import { AUDIT_REASON_HEADER } from '../../domain/audit-log'
import {
  PlatformCompaniesPage,
  PlatformCompanyOverview,
  type PlatformCompaniesPage as Page,
  type PlatformCompanyOverview as Overview,
} from '../../domain/platform-companies'

/** GET platform/api/v1/companies (ours, platform staff): a page of companies matching the search, by name. */
export async function searchPlatformCompanies(
  api: $Fetch,
  search: string,
  pageNumber: number,
): Promise<Page> {
  const query = { search: search.trim(), pageNumber }
  return create(await api(PATHS.platformCompanies, { query }), PlatformCompaniesPage)
}

/** GET platform/api/v1/companies/{id}: plan, users, single sign-on, provider access and recent audit entries. */
export async function loadPlatformCompany(api: $Fetch, companyId: string): Promise<Overview> {
  return create(await api(PATHS.platformCompany(companyId)), PlatformCompanyOverview)
}

/** POST platform/api/v1/companies/{id}/access: recorded with the reason in the company's audit log. */
export async function openPlatformCompany(api: $Fetch, companyId: string, reason: string): Promise<void> {
  await api(PATHS.platformCompanyAccess(companyId), {
    method: 'POST',
    headers: { [AUDIT_REASON_HEADER]: encodeURIComponent(reason.trim()) },
  })
}
