import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import { ForecastView } from '../../domain/opportunity-forecast'
import { ResellerCustomers, SubResellerList } from '../../domain/reseller-overview'

// The partner's summaries: the opportunity forecast, and the reseller's and sub-reseller's calls (001 §6).

export async function loadForecast(api: $Fetch, partnerId: string): Promise<ForecastView> {
  return create(await api(PATHS.opportunityForecast(partnerId)), ForecastView)
}

export async function loadResellerCustomers(api: $Fetch, resellerId: string): Promise<ResellerCustomers> {
  return create(await api(PATHS.resellerCustomers(resellerId)), ResellerCustomers)
}

export async function loadSubResellers(api: $Fetch, resellerId: string): Promise<SubResellerList> {
  return create(await api(PATHS.subResellerList(resellerId)), SubResellerList)
}

export async function loadSubResellerCustomers(
  api: $Fetch,
  subResellerId: string,
): Promise<ResellerCustomers> {
  return create(await api(PATHS.subResellerCustomers(subResellerId)), ResellerCustomers)
}
