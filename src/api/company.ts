import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { PATHS } from '../domain/api-paths'
import { CompanyView } from '../domain/session'

export async function getCompanyView(api: $Fetch, companyId: string): Promise<CompanyView> {
  return create(await api(PATHS.companyView(companyId)), CompanyView)
}
