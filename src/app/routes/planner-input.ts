import { Temporal } from 'temporal-polyfill'
import type { PlannerInput } from '../../../machines/calendar/activity-calendar.machine'
import { companyFacts } from '../../domain/company-kind'
import type { CompanyView } from '../../domain/session'

/** The planner's start: today in the company's zone, whether it is a partner, and its flags. */
export function plannerInputOf(company: CompanyView | null, zone: string): PlannerInput {
  const facts = companyFacts(company)
  return {
    today: Temporal.Now.plainDateISO(zone).toString(),
    zone,
    partner: facts.isPartner,
    flags: facts.flags,
  }
}
