import { PATHS } from '../../src/domain/api-paths'
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { FREE_SEATS } from '../../src/domain/customers'
import {
  customerState,
  type ResellerCustomer,
  type ResellerCustomers,
  type SubResellerList,
} from '../../src/domain/reseller-overview'
import { allow } from '../auth/access'
import type { CompanyRow, GatewayEnv } from '../context'
import type { Database } from '../db/open'
import { companies, companyUserCounts } from '../db/schema'
import { forbidden } from '../errors'
import { partnerForecast } from '../partner/forecast'

// The partner's summaries: the opportunity forecast (ours: the spec names /opportunity-forecast, not its call),
// and the reseller's and sub-reseller's calls of 001 §6 (resellers/customers, resellers/sub_resellers/list,
// sub_reseller/customers). Each answers for the caller's own company only; a reseller reaches its
// sub-resellers' customers only with grandchild access.

const notAllowed = () => forbidden('not_a_partner', "You don't have permission to access")

function callerOf(c: Context<GatewayEnv>, kind: 'partner' | 'reseller' | 'subReseller'): CompanyRow {
  const company = c.var.auth.company
  const fits =
    kind === 'partner'
      ? company.isPartner
      : kind === 'reseller'
        ? company.isPartner && company.type === 'RESELLER'
        : company.isPartner && company.type === 'SUBRESELLER'
  if (!fits) throw notAllowed()
  return company
}

/** The summary rows of the companies under the given parents. */
async function customersUnder(db: Database, parents: { id: string; subResellerId: string | null }[]) {
  if (parents.length === 0) return []
  const users = sql<number>`coalesce(${companyUserCounts.activeUsers}, 0)`
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      parent: companies.parentCompanyId,
      hasBoost: companies.hasBoost,
      trialStatus: companies.trialStatus,
      paidSeats: companies.paidSeats,
      disabledAt: companies.disabledAt,
      createdAt: companies.createdAt,
      users,
    })
    .from(companies)
    .leftJoin(companyUserCounts, eq(companyUserCounts.companyId, companies.id))
    .where(
      inArray(
        companies.parentCompanyId,
        parents.map((parent) => parent.id),
      ),
    )
    .orderBy(asc(companies.name), asc(companies.id))
  const subOf = new Map(parents.map((parent) => [parent.id, parent.subResellerId]))
  return rows.map((row): ResellerCustomer => {
    const activeUsers = Number(row.users)
    const seats = row.hasBoost ? row.paidSeats : 0
    return {
      id: row.id,
      name: row.name,
      subResellerId: subOf.get(row.parent ?? '') ?? null,
      state: customerState({ ...row, activeUsers }),
      suspended: row.disabledAt !== null,
      licensedSeats: seats,
      activeUsers,
      overage: Math.max(0, activeUsers - (row.hasBoost ? row.paidSeats : FREE_SEATS)),
      createdAt: row.createdAt.toISOString(),
    }
  })
}

function subResellersOf(db: Database, resellerId: string) {
  return db
    .select({ id: companies.id, name: companies.name, createdAt: companies.createdAt })
    .from(companies)
    .where(and(eq(companies.parentCompanyId, resellerId), eq(companies.type, 'SUBRESELLER')))
    .orderBy(asc(companies.name))
}

export function partnerOverviewRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get(PATHS.opportunityForecast.pattern, allow.ownCompany(), async (c) => {
    const partner = callerOf(c, 'partner')
    return c.json(await partnerForecast(c.var.deps.db, partner.id))
  })
  return app
}

export function resellerRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.resellerCustomers.pattern, allow.ownCompany(), async (c) => {
    const reseller = callerOf(c, 'reseller')
    const { db } = c.var.deps
    const grandchildren = reseller.features.isGrandChildrenAccessAllowed === true
    const subs = grandchildren ? await subResellersOf(db, reseller.id) : []
    const body: ResellerCustomers = {
      customers: await customersUnder(db, [
        { id: reseller.id, subResellerId: null },
        ...subs.map((sub) => ({ id: sub.id, subResellerId: sub.id })),
      ]),
      includesSubResellers: grandchildren,
    }
    return c.json(body)
  })

  app.get(PATHS.subResellerList.pattern, allow.ownCompany(), async (c) => {
    const reseller = callerOf(c, 'reseller')
    const { db } = c.var.deps
    const subs = await subResellersOf(db, reseller.id)
    const counts = subs.length
      ? await db
          .select({ parent: companies.parentCompanyId, n: count() })
          .from(companies)
          .where(
            inArray(
              companies.parentCompanyId,
              subs.map((sub) => sub.id),
            ),
          )
          .groupBy(companies.parentCompanyId)
      : []
    const body: SubResellerList = {
      subResellers: subs.map((sub) => ({
        id: sub.id,
        name: sub.name,
        customers: counts.find((row) => row.parent === sub.id)?.n ?? 0,
        createdAt: sub.createdAt.toISOString(),
      })),
    }
    return c.json(body)
  })

  app.get(PATHS.subResellerCustomers.pattern, allow.ownCompany(), async (c) => {
    const subReseller = callerOf(c, 'subReseller')
    const body: ResellerCustomers = {
      customers: await customersUnder(c.var.deps.db, [{ id: subReseller.id, subResellerId: null }]),
      includesSubResellers: false,
    }
    return c.json(body)
  })
  return app
}
