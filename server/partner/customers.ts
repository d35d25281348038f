import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { type CustomerBulkPayload as BulkPayload } from '../../src/domain/customers'
import type { CompanyRow } from '../context'
import type { Database } from '../db/open'
import { companies } from '../db/schema'
import { ApiError, forbidden, invalid, notFound } from '../errors'
import { customerWhere } from './customer-query'

// The partner's own actions on its customers (001 §2, §4 "Partner flows", §6): bulk remove, set as partner or
// direct customer (001 §1's referral consequences), mark or unmark a sub-reseller, invitations and their
// default message. Every change names only the caller's own customers; one that names another's changes nothing.

export const DAY_MS = 86_400_000

const notYours = () => notFound('Some of these customers are not among yours.')

export function partnerOf(partner: CompanyRow): CompanyRow {
  if (!partner.isPartner) throw forbidden('not_a_partner', "You don't have permission to access")
  return partner
}

/** The customers a bulk body names: the ticked ids, all of them the caller's, or everyone under the filters. */
export async function bulkTargets(
  db: Database,
  partner: CompanyRow,
  body: BulkPayload,
): Promise<CompanyRow[]> {
  if (body.isAllSelected) {
    const where = await customerWhere(db, partner, body.filters ?? {})
    return db.select().from(companies).where(where)
  }
  const ids = [...new Set(body.customersIds)]
  if (ids.length === 0) throw invalid([{ field: 'customersIds', message: 'Choose at least one customer.' }])
  const rows = await db
    .select()
    .from(companies)
    .where(and(inArray(companies.id, ids), eq(companies.parentCompanyId, partner.id)))
  if (rows.length !== ids.length) throw notYours()
  return rows
}

/** Sub-resellers keep their place until unmarked: their own customers hang on it. */
export function refuseSubResellers(rows: CompanyRow[]) {
  const subResellers = rows.filter((row) => row.type === 'SUBRESELLER').map((row) => row.name)
  if (subResellers.length > 0)
    throw new ApiError(
      409,
      'subreseller_selected',
      `Unmark these sub-resellers first: ${subResellers.slice(0, 5).join(', ')}${subResellers.length > 5 ? '…' : ''}.`,
    )
}

export const withInvites = (allowed: boolean): SQL =>
  sql`${companies.features} || ${JSON.stringify({ isPartnerInviteAllowed: allowed })}::jsonb`
