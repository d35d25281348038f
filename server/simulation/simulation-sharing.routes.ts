import { PATHS } from '../../src/domain/api-paths'
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { isTimeZone } from '../../src/domain/exercise-campaign'
import { type SimulationPayload } from '../../src/domain/simulation/campaign'
import { emptyDraft } from '../../src/domain/simulation/draft'
import {
  ClonePayload,
  CompletePayload,
  isShareable,
  SHARE_TEXTS,
  unavailableLabel,
} from '../../src/domain/simulation/sharing'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { companies } from '../db/schema'
import { ApiError, invalid, body } from '../errors'
import { cancelPlanned } from '../simulation/dispatcher'
import { launchSimulation } from '../simulation/launch'
import {
  c_,
  candidatesWhere,
  eligibleCustomers,
  paging,
  registered,
  sharingPartner,
} from '../simulation/sharing'

export function simulationSharingRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.relatedIncludingClone, allow.signedIn(), async (c) => {
    const query = c.req.query()
    const { partner, campaign } = await sharingPartner(
      c.var.deps.db,
      c.var.auth.company,
      query.companyId,
      query.campaignId,
    )
    const { pageNumber, pageSize, search } = paging(query)
    const { db } = c.var.deps
    const where = and(
      eq(c_.parentCampaignId, campaign.id),
      isNull(c_.archivedAt),
      eq(companies.parentCompanyId, partner.id),
      search ? ilike(companies.name, `%${search}%`) : undefined,
    )
    const order = query.order === 'desc' ? desc : asc
    const sortColumn =
      query.orderBy === 'createdDate'
        ? c_.createdAt
        : query.orderBy === 'startDate'
          ? c_.startAt
          : companies.name
    const sent = sql<number>`coalesce((select round(100.0 * count(*) filter (where sd.state = 'sent') / nullif(count(*), 0)) from simulation_deliveries sd where sd.campaign_id = "simulation_campaigns"."id"), 0)::int`
    const [rows, [total]] = await Promise.all([
      db
        .select({
          companyId: companies.id,
          companyName: companies.name,
          campaignId: c_.id,
          sentPercent: sent,
          createdDate: c_.createdAt,
          startDate: c_.startAt,
        })
        .from(c_)
        .innerJoin(companies, eq(companies.id, c_.companyId))
        .where(where)
        .orderBy(order(sortColumn), asc(c_.id))
        .limit(pageSize)
        .offset(pageNumber * pageSize),
      db.select({ n: count() }).from(c_).innerJoin(companies, eq(companies.id, c_.companyId)).where(where),
    ])
    return c.json({
      companies: rows.map((row) => ({
        ...row,
        createdDate: row.createdDate.toISOString(),
        startDate: row.startDate.toISOString(),
      })),
      pageInfo: { totalCount: total?.n ?? 0, pageNumber, pageSize },
      parentCampaignName: campaign.name,
    })
  })

  app.get(PATHS.relatedExcludingClone, allow.signedIn(), async (c) => {
    const query = c.req.query()
    const { partner, campaign } = await sharingPartner(
      c.var.deps.db,
      c.var.auth.company,
      query.companyId,
      query.campaignId,
    )
    const { pageNumber, pageSize, search } = paging(query)
    const { db } = c.var.deps
    const where = candidatesWhere(partner.id, campaign.id, search)
    const [rows, [total], [available]] = await Promise.all([
      db
        .select({
          companyId: companies.id,
          companyName: companies.name,
          isBoosted: companies.hasBoost,
          isWithRegisteredUsers: registered,
        })
        .from(companies)
        .where(where)
        .orderBy(query.order === 'desc' ? desc(companies.name) : asc(companies.name), asc(companies.id))
        .limit(pageSize)
        .offset(pageNumber * pageSize),
      db.select({ n: count() }).from(companies).where(where),
      db
        .select({ n: count() })
        .from(companies)
        .where(and(where, eq(companies.hasBoost, true), registered)),
    ])
    return c.json({
      companies: rows,
      totalAvailableCount: available?.n ?? 0,
      pageInfo: { totalCount: total?.n ?? 0, pageNumber, pageSize },
    })
  })

  app.post(PATHS.simulationClone.pattern, allow.signedIn(), body(ClonePayload), async (c) => {
    const body = c.req.valid('json')
    if (body.campaignId !== c.req.param('campaignId'))
      throw invalid([
        { field: 'campaignId', message: 'The campaign in the body is not the one in the path.' },
      ])
    const { partner, campaign } = await sharingPartner(
      c.var.deps.db,
      c.var.auth.company,
      body.companyId,
      body.campaignId,
    )
    if (campaign.archivedAt)
      throw new ApiError(409, 'campaign_archived', 'An archived campaign cannot be shared.')
    if (!isTimeZone(body.timezone)) throw invalid([{ field: 'timezone', message: 'Unknown time zone.' }])
    const { db } = c.var.deps
    const wanted = body.isAllSelected ? null : [...new Set(body.companyIds)]
    if (wanted?.length === 0)
      throw invalid([{ field: 'companyIds', message: 'Select at least one customer.' }])
    const eligible = await eligibleCustomers(db, partner.id, campaign.id, wanted)
    if (wanted && eligible.length !== wanted.length) {
      // Name why, as the dialog would have: another partner's company and a missing one read the same.
      const known = await db
        .select({
          id: companies.id,
          name: companies.name,
          isBoosted: companies.hasBoost,
          isWithRegisteredUsers: registered,
        })
        .from(companies)
        .where(and(inArray(companies.id, wanted), eq(companies.parentCompanyId, partner.id)))
      const refused = wanted
        .filter((id) => !eligible.some((row) => row.id === id))
        .map((id) => {
          const row = known.find((k) => k.id === id)
          return row && !isShareable(row)
            ? `${row.name} ${unavailableLabel(row)}`
            : row
              ? `${row.name} (already shared)`
              : 'Unknown customer'
        })
      throw invalid([{ field: 'companyIds', message: refused.join('; ') }])
    }
    if (eligible.length === 0) throw invalid([{ field: 'companyIds', message: SHARE_TEXTS.allAdded }])
    const payload: SimulationPayload = {
      ...emptyDraft(),
      name: body.name,
      kind: campaign.kind as SimulationPayload['kind'],
      recurrence: campaign.recurrence as SimulationPayload['recurrence'],
      sendDays: campaign.sendDays,
      startHour: campaign.startHour,
      endHour: campaign.endHour,
      businessDaysOnly: campaign.businessDaysOnly,
      startDate: body.startDate,
      templateIds: campaign.templateIds,
      loginPageId: campaign.loginPageId,
      audience: 'USERS_ALL',
      timeZone: body.timezone,
    }
    const now = c.var.deps.now?.() ?? new Date()
    // All or none: one customer refused (a name too long, a date past) adds nobody.
    await db.transaction(async (tx) => {
      for (const customer of eligible)
        await launchSimulation(tx, customer.id, c.var.auth.user.id, payload, now, {
          parentCampaignId: campaign.id,
          templateCompanyId: partner.id,
        })
      if (eligible.length > 0) await c.var.deps.jobs?.runNowWithin(tx, 'simulation-sends')
    })
    return c.json({ added: eligible.length }, 201)
  })

  app.patch(PATHS.simulationsCompleteShared.pattern, allow.company(), body(CompletePayload), async (c) => {
    const body = c.req.valid('json')
    const { partner, campaign } = await sharingPartner(
      c.var.deps.db,
      c.var.auth.company,
      c.req.param('companyId'),
      body.parentCampaignId,
    )
    const { db } = c.var.deps
    const clones = await db
      .select({ id: c_.id })
      .from(c_)
      .innerJoin(companies, eq(companies.id, c_.companyId))
      .where(
        and(
          eq(c_.parentCampaignId, campaign.id),
          isNull(c_.archivedAt),
          eq(companies.parentCompanyId, partner.id),
          body.isAllSelected ? undefined : inArray(c_.id, body.campaignIds.length ? body.campaignIds : ['']),
        ),
      )
    if (!body.isAllSelected && clones.length !== new Set(body.campaignIds).size)
      throw invalid([{ field: 'campaignIds', message: 'Some campaigns are not shared from this campaign.' }])
    if (clones.length === 0)
      throw invalid([{ field: 'campaignIds', message: 'Select at least one customer.' }])
    const now = c.var.deps.now?.() ?? new Date()
    await db.transaction(async (tx) => {
      for (const clone of clones) {
        await tx
          .update(c_)
          .set({ archivedAt: now, status: 'ARCHIVED', nextRoundAt: null })
          .where(eq(c_.id, clone.id))
        await cancelPlanned(tx, clone.id)
      }
    })
    return c.json({ removed: clones.length })
  })

  return app
}
