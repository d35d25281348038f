import { and, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import {
  CUSTOMER_FILTER_KEYS,
  FREE_SEATS,
  isCustomerFilterValue,
  type CustomerFilter,
} from '../../src/domain/customers'
import type { CompanyRow } from '../context'
import type { Database } from '../db/open'
import { companies } from '../db/schema'
import { ApiError } from '../errors'

// Which customers a partner's filters (001 §2 "Customers table") name: the list, its bulk actions with "all
// customers" selected, and the bench all read the same condition.

// Active users come from company_user_counts (kept by triggers, migration 0028), one row per customer instead
// of a count of its users; written as exists so the planner joins the two tables once (a hash semi-join)
// rather than looking a count up per customer, which kept these filters over the 50 ms budget.
const countsWhere = (condition: SQL) =>
  sql`exists (select 1 from company_user_counts c where c.company_id = "companies"."id" and ${condition})`
const hasActiveUser = countsWhere(sql`c.active_users > 0`)

/** One static filter as a condition on the customer company. */
function customerFilter(key: CustomerFilter, value: string): SQL | undefined {
  switch (key) {
    case 'status':
      return value === 'SUSPENDED'
        ? and(eq(companies.trialStatus, 'expired'), eq(companies.hasBoost, false))
        : or(eq(companies.hasBoost, true), sql`${companies.trialStatus} <> 'expired'`)
    case 'state':
      return value === 'BOOSTED'
        ? eq(companies.hasBoost, true)
        : value === 'TRIAL_ACTIVE'
          ? and(eq(companies.hasBoost, false), inArray(companies.trialStatus, ['active', 'trialing']))
          : value === 'FREE'
            ? and(eq(companies.hasBoost, false), inArray(companies.trialStatus, ['available', 'expired']))
            : sql`not ${hasActiveUser}`
    case 'isRegistered':
      return value === 'true' ? hasActiveUser : sql`not ${hasActiveUser}`
    case 'hasOverages': {
      const over = countsWhere(
        sql`c.active_users > case when ${companies.hasBoost} then ${companies.paidSeats} else ${FREE_SEATS} end`,
      )
      return value === 'true' ? over : sql`not (${over})`
    }
    case 'accountAccess':
      return value === 'NOT_AVAILABLE'
        ? or(isNull(companies.loginAsCompanyStatus), eq(companies.loginAsCompanyStatus, 'NOT_AVAILABLE'))
        : eq(companies.loginAsCompanyStatus, value)
    case 'companyAffiliation':
      return eq(companies.customerType, value)
    case 'enablementStatus':
      return value === 'DISABLED' ? isNotNull(companies.disabledAt) : isNull(companies.disabledAt)
    case 'subcompanyType':
      return value === 'CUSTOMER' ? isNull(companies.type) : eq(companies.type, value)
  }
}

export const invalidFilter = (key: string) => new ApiError(422, 'invalid_filter', `Unknown value for ${key}.`)

/**
 * The partner's customers under `params` (searchText, the static filters, subResellers): a value outside its
 * set is refused (422), never ignored. subResellers names one of the partner's own sub-resellers, whose
 * customers a reseller reaches only with grandchild access.
 */
export async function customerWhere(
  db: Database,
  partner: CompanyRow,
  params: Record<string, string | undefined>,
): Promise<SQL> {
  let parent = partner.id
  const subReseller = params.subResellers
  if (subReseller) {
    const [own] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(
        and(
          eq(companies.id, subReseller),
          eq(companies.parentCompanyId, partner.id),
          eq(companies.type, 'SUBRESELLER'),
        ),
      )
    if (!own || partner.features.isGrandChildrenAccessAllowed !== true) throw invalidFilter('subResellers')
    parent = own.id
  }
  const conditions: (SQL | undefined)[] = [eq(companies.parentCompanyId, parent)]
  const search = (params.searchText ?? '').trim().slice(0, 255)
  if (search) conditions.push(ilike(companies.name, `%${search.replace(/[%_\\]/g, '\\$&')}%`))
  for (const key of CUSTOMER_FILTER_KEYS) {
    const value = params[key]
    if (value === undefined || value === '') continue
    if (!isCustomerFilterValue(key, value)) throw invalidFilter(key)
    conditions.push(customerFilter(key, value))
  }
  return and(...conditions) as SQL
}
