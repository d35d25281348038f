import { and, asc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import { SHARE_PAGE_SIZE, SHARE_TEXTS } from '../../src/domain/simulation/sharing'
import type { CompanyRow } from '../context'
import type { Database } from '../db/open'
import { companies, simulationCampaigns } from '../db/schema'
import { ApiError, forbidden, notFound } from '../errors'

// Share To My Customers (002 §2.9, §3, §5 "Sharing", §7): a partner's campaign is cloned into each chosen
// customer's company (its own campaign there, to all its users, launched through the same code as the
// console's Launch) and removed again by completing the clones. Only a partner, on its own campaign, for its
// own direct customers; a customer that is not boosted or has nobody to mail cannot be chosen, here as in the UI.
// The spec puts the partner's company in the query (lists) or the body (clone), so these routes check it in
// the handler (`sharingPartner`), as the route walk expects of a signed-in route.

const MAX_PAGE_SIZE = 100
export const c_ = simulationCampaigns

export function paging(query: Record<string, string>) {
  const pageNumber = Number(query.pageNumber ?? query.page ?? 0)
  const pageSize = Number(query.pageSize ?? SHARE_PAGE_SIZE)
  if (!Number.isSafeInteger(pageNumber) || pageNumber < 0)
    throw new ApiError(422, 'invalid_page', 'Invalid page.')
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    throw new ApiError(422, 'invalid_page', 'Invalid page size.')
  const search = String(query.searchText ?? '')
    .trim()
    .slice(0, 100)
    .replace(/[\\%_]/g, (ch) => `\\${ch}`)
  return { pageNumber, pageSize, search }
}

/** The caller's own partner company and its campaign, or a refusal that names neither. */
export async function sharingPartner(
  db: Database,
  company: CompanyRow,
  companyId: unknown,
  campaignId: unknown,
) {
  if (typeof companyId !== 'string' || companyId !== company.id)
    throw forbidden('company_not_accessible', "You don't have permission to access")
  if (!company.isPartner) throw forbidden('not_a_partner', SHARE_TEXTS.notPartner)
  if (typeof campaignId !== 'string' || campaignId === '') throw notFound('Campaign not found')
  const [campaign] = await db
    .select()
    .from(c_)
    .where(and(eq(c_.id, campaignId), eq(c_.companyId, company.id)))
  if (!campaign) throw notFound('Campaign not found')
  return { partner: company, campaign }
}

// Written out in full: inside a select list drizzle names a column without its table, which the subquery would
// read as its own.
export const registered = sql<boolean>`exists (select 1 from users u where u.company_id = "companies"."id" and u.disabled_at is null)`

/** The partner's direct customers that hold no live clone of the campaign. */
export function candidatesWhere(partnerId: string, campaignId: string, search: string): SQL | undefined {
  return and(
    eq(companies.parentCompanyId, partnerId),
    isNull(companies.disabledAt),
    sql`not exists (select 1 from simulation_campaigns s where s.company_id = "companies"."id" and s.parent_campaign_id = ${campaignId} and s.archived_at is null)`,
    search ? ilike(companies.name, `%${search}%`) : undefined,
  )
}

export async function eligibleCustomers(
  db: Database,
  partnerId: string,
  campaignId: string,
  ids: string[] | null,
) {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      and(
        candidatesWhere(partnerId, campaignId, ''),
        eq(companies.hasBoost, true),
        registered,
        ids ? inArray(companies.id, ids) : undefined,
      ),
    )
    .orderBy(asc(companies.name))
}
