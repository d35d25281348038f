import { PATHS } from '../../src/domain/api-paths'
import { and, asc, count, desc, eq, exists, ilike, or, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  PLATFORM_AUDIT_SHOWN,
  PLATFORM_PAGE_SIZE,
  PLATFORM_ROLES,
  type PlatformCompaniesPage,
  type PlatformCompanyOverview,
} from '../../src/domain/platform-companies'
import { allow } from '../auth/access'
import { auditEntryView } from '../audit/record'
import type { GatewayEnv } from '../context'
import { auditEntries, companies, customDomains, ssoSettings, users } from '../db/schema'
import { invalid } from '../errors'

// Ours (issue 61 item 15): platform staff find a company by name, slug, a custom domain or a person's address,
// read its overview, and open its console. Opening is a recorded change: the access declaration asks a staff
// member for the reason (428 without one) and the audit log keeps it, as it does for every later change there.

const SEARCH_MAX = 200
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`

type CompanyRow = typeof companies.$inferSelect
const planOf = (company: CompanyRow): PlatformCompanyOverview['plan'] => {
  if (company.hasBoost) return 'Boost'
  return company.trialStatus === 'active' || company.trialStatus === 'trialing' ? 'Boost trial' : 'Free'
}

// Correlated subqueries name their tables outright: drizzle may render a column unqualified inside sql``.
const activeUsersOf = sql<number>`(select count(*)::int from users u where u.company_id = "companies"."id" and u.disabled_at is null)`
const parent = sql<
  string | null
>`(select p.name from companies p where p.id = "companies"."parent_company_id")`

export function platformCompanyRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.platformCompanies, allow.signedIn(PLATFORM_ROLES), async (c) => {
    const { db } = c.var.deps
    const search = (c.req.query('search') ?? '').trim()
    const rawPage = c.req.query('pageNumber') ?? '0'
    if (search.length > SEARCH_MAX)
      throw invalid([{ field: 'search', message: `search must be at most ${SEARCH_MAX} characters` }])
    if (!/^\d{1,6}$/.test(rawPage))
      throw invalid([{ field: 'pageNumber', message: 'pageNumber must be a whole number from 0' }])
    const pageNumber = Number(rawPage)
    const pattern = likePattern(search)
    const userMatch = and(eq(users.companyId, companies.id), ilike(users.email, pattern))
    const where = search
      ? or(
          ilike(companies.name, pattern),
          ilike(companies.slug, pattern),
          exists(
            db
              .select({ one: sql`1` })
              .from(customDomains)
              .where(and(eq(customDomains.companyId, companies.id), ilike(customDomains.domain, pattern))),
          ),
          exists(
            db
              .select({ one: sql`1` })
              .from(users)
              .where(userMatch),
          ),
        )
      : undefined
    const matchedUser = search
      ? sql<
          string | null
        >`case when ${companies.name} ilike ${pattern} then null else (select min(u.email) from users u where u.company_id = "companies"."id" and u.email ilike ${pattern}) end`
      : sql<string | null>`null`
    const [rows, [total]] = await Promise.all([
      db
        .select({
          company: companies,
          activeUsers: activeUsersOf,
          partnerName: parent,
          matchedUser,
        })
        .from(companies)
        .where(where)
        .orderBy(asc(companies.name), asc(companies.id))
        .limit(PLATFORM_PAGE_SIZE)
        .offset(pageNumber * PLATFORM_PAGE_SIZE),
      db.select({ n: count() }).from(companies).where(where),
    ])
    const page: PlatformCompaniesPage = {
      items: rows.map((row) => ({
        id: row.company.id,
        name: row.company.name,
        plan: planOf(row.company),
        activeUsers: Number(row.activeUsers),
        partnerName: row.partnerName,
        isPartner: row.company.isPartner,
        disabled: row.company.disabledAt !== null,
        matchedUser: row.matchedUser,
      })),
      pageInfo: { totalCount: total?.n ?? 0, pageNumber, pageSize: PLATFORM_PAGE_SIZE },
    }
    return c.json(page)
  })

  app.get(PATHS.platformCompany.pattern, allow.company('companyId', PLATFORM_ROLES), async (c) => {
    const { db } = c.var.deps
    const company = c.var.tenant
    const [[people], [sso], [partner], audit] = await Promise.all([
      db
        .select({
          active: sql<number>`count(*) filter (where ${users.disabledAt} is null)::int`,
          disabled: sql<number>`count(*) filter (where ${users.disabledAt} is not null)::int`,
          admins: sql<number>`count(*) filter (where ${users.disabledAt} is null and ${users.role} = 'admin')::int`,
        })
        .from(users)
        .where(eq(users.companyId, company.id)),
      db.select().from(ssoSettings).where(eq(ssoSettings.companyId, company.id)),
      company.parentCompanyId
        ? db.select({ name: companies.name }).from(companies).where(eq(companies.id, company.parentCompanyId))
        : Promise.resolve([]),
      db
        .select()
        .from(auditEntries)
        .where(eq(auditEntries.companyId, company.id))
        .orderBy(desc(auditEntries.at), desc(auditEntries.id))
        .limit(PLATFORM_AUDIT_SHOWN),
    ])
    const overview: PlatformCompanyOverview = {
      id: company.id,
      name: company.name,
      createdAt: company.createdAt.toISOString(),
      plan: planOf(company),
      seats: company.hasBoost ? company.paidSeats : null,
      trialEndsAt: planOf(company) === 'Boost trial' ? (company.trialEndsAt?.toISOString() ?? null) : null,
      users: {
        active: Number(people?.active ?? 0),
        disabled: Number(people?.disabled ?? 0),
        admins: Number(people?.admins ?? 0),
      },
      sso: { provider: sso?.provider ?? company.ssoProvider ?? null, enforced: sso?.enforced ?? false },
      partnerName: partner?.name ?? null,
      isPartner: company.isPartner,
      disabled: company.disabledAt !== null,
      accessGranted: company.loginAsCompanyStatus === 'AVAILABLE',
      own: company.id === c.var.auth.company.id,
      audit: audit.map(auditEntryView),
    }
    return c.json(overview)
  })

  // Opening a company's console: nothing changes but the record of it. The access declaration refuses it
  // without a reason (428) and records it with the reason once this answers.
  app.post(PATHS.platformCompanyAccess.pattern, allow.company('companyId', PLATFORM_ROLES), async (c) => {
    const company = c.var.tenant
    if (company.id === c.var.auth.company.id)
      throw invalid([{ field: 'companyId', message: 'This is your own company.' }])
    return c.body(null, 204)
  })

  return app
}
