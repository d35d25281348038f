import type { $Fetch } from 'ofetch'
import { array, boolean, create, record, string, type as shape } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import type { FeatureFlags } from '../../domain/feature-flags'

/** The company's feature flags and switches (000 §7's feature-flag service). */
export async function loadFeatureFlags(api: $Fetch, companyId: string): Promise<FeatureFlags> {
  return create(
    await api(PATHS.featureFlags(companyId)),
    shape({ flags: array(string()), features: record(string(), boolean()) }),
  ) as FeatureFlags
}
