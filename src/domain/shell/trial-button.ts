import { TRIAL_DAYS } from '../constants'
import type { CompanyView } from '../session'

/** Direct companies (not reseller-managed, not an integration) with the trial still available see it. */
export function trialButtonLabel(company: CompanyView): string | null {
  const direct = company.distribution.parentCompanyId === null && company.distribution.integration === null
  if (!direct || company.subscription.hasBoost || company.subscription.trial.status !== 'available')
    return null
  return `A ${TRIAL_DAYS}-DAY BOOST TRIAL`
}
