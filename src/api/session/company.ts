import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { takeEarlyAnswer } from './early-answers'
import { PATHS } from '../../domain/api-paths'
import { CompanyView } from '../../domain/session'

// The company view is what the session loads on boot and what /licensing's plan facts start from: on a
// fresh load of /licensing both would ask for it within the same second. The last answer per client is
// kept with its time, so a page opening right after the session can take it instead of asking again.

const lastViews = new WeakMap<$Fetch, Map<string, { view: CompanyView; at: number }>>()

export async function getCompanyView(api: $Fetch, companyId: string): Promise<CompanyView> {
  const path = PATHS.companyView(companyId)
  const view = create((await takeEarlyAnswer(path)) ?? (await api(path)), CompanyView)
  let views = lastViews.get(api)
  if (!views) lastViews.set(api, (views = new Map()))
  views.set(companyId, { view, at: Date.now() })
  return view
}

/** The view fetched at most `maxAgeMs` ago, else a fresh one. */
export async function recentCompanyView(
  api: $Fetch,
  companyId: string,
  maxAgeMs: number,
): Promise<CompanyView> {
  const last = lastViews.get(api)?.get(companyId)
  return last && Date.now() - last.at <= maxAgeMs ? last.view : getCompanyView(api, companyId)
}
