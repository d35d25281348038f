import { BASE, PATHS } from '../../src/domain/api-paths'
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import { roundsOf, type Recurrence } from '../../src/domain/simulation/campaign'
import { LOGIN_PAGES, loginPageOf } from '../../src/domain/simulation/landing'
import { localTime } from '../../src/domain/simulation/rounds'
import { firstRoundDate, roundsFor } from './send-planner'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { simulationCampaigns } from '../db/schema'
import { ApiError, notFound, body } from '../errors'
import { ownSimulation, simulationCards } from '../simulation/cards'
import { cancelPlanned } from '../simulation/dispatcher'
import { checkedRecipients, launchSimulation } from '../simulation/launch'
import { planCampaignRound } from '../simulation/schedule'
import { Body, nowOf, paging } from '../simulation/campaigns'

const guard = allow.company()
const base = `${BASE.phishing}/v3/company/:companyId` as const

export function simulationRoutes() {
  const app = new Hono<GatewayEnv>()

  for (const [tab, archived] of [
    ['active', false],
    ['archive', true],
  ] as const)
    app.get(PATHS.simulations.only({ list: tab }), guard, async (c) => {
      const { db } = c.var.deps
      const companyId = c.req.param('companyId')
      const { pageNumber, pageSize } = paging(c.req.query())
      const where = and(
        eq(simulationCampaigns.companyId, companyId),
        archived ? isNotNull(simulationCampaigns.archivedAt) : isNull(simulationCampaigns.archivedAt),
      )
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(simulationCampaigns)
          .where(where)
          .orderBy(desc(simulationCampaigns.createdAt), desc(simulationCampaigns.id))
          .limit(pageSize)
          .offset(pageNumber * pageSize),
        db.select({ n: count() }).from(simulationCampaigns).where(where),
      ])
      return c.json({
        items: await simulationCards(db, companyId, rows),
        pageInfo: { totalCount: total?.n ?? 0, pageNumber, pageSize },
      })
    })

  app.get(`${base}/campaign/:campaignId`, guard, async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const [row] = await db
      .select()
      .from(simulationCampaigns)
      .where(ownSimulation(companyId, c.req.param('campaignId')))
    if (!row) throw notFound('Campaign not found')
    const [card] = await simulationCards(db, companyId, [row])
    return c.json({
      ...card,
      sendDays: row.sendDays,
      startHour: row.startHour,
      endHour: row.endHour,
      businessDaysOnly: row.businessDaysOnly,
      nextRoundAt: row.nextRoundAt?.toISOString() ?? null,
      loginPage: loginPageOf(row.loginPageId)?.name ?? null,
      rounds: roundsFor({ recurrence: row.recurrence as Recurrence }, row.firstDate),
    })
  })

  app.patch(PATHS.simulationComplete.pattern, guard, async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const campaignId = c.req.param('campaignId')
    const [row] = await db
      .update(simulationCampaigns)
      .set({ archivedAt: nowOf(c), status: 'ARCHIVED', nextRoundAt: null })
      .where(and(ownSimulation(companyId, campaignId), isNull(simulationCampaigns.archivedAt)))
      .returning({ id: simulationCampaigns.id })
    if (!row) throw notFound('Campaign not found')
    await cancelPlanned(db, campaignId)
    return c.json({ id: row.id })
  })

  app.delete(PATHS.simulationDelete.pattern, guard, async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const campaignId = c.req.param('campaignId')
    const [row] = await db
      .select({ archivedAt: simulationCampaigns.archivedAt })
      .from(simulationCampaigns)
      .where(ownSimulation(companyId, campaignId))
    if (!row) throw notFound('Campaign not found')
    if (!row.archivedAt)
      throw new ApiError(
        409,
        'campaign_active',
        'Only an archived campaign can be deleted: complete it first.',
      )
    await db.delete(simulationCampaigns).where(ownSimulation(companyId, campaignId))
    return c.body(null, 204)
  })

  // The flight plan (issue 25 ★): every recipient's send time in their own zone, before anything is stored.
  app.post(PATHS.simulationPlan.pattern, guard, body(Body), async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const payload = c.req.valid('json')
    const now = nowOf(c)
    const recipients = await checkedRecipients(db, companyId, c.var.auth.user.id, payload, now)
    const firstDate = firstRoundDate(payload.startDate, payload.timeZone, now)
    const plan = planCampaignRound(
      { ...payload, id: 'preview', firstDate },
      1,
      recipients,
      payload.templateIds,
      now,
    )
    const { pageNumber, pageSize } = paging(c.req.query(), 25)
    const people = new Map(recipients.map((recipient) => [recipient.id, recipient]))
    const sends = [...plan.sends].sort((a, b) => a.plannedAt - b.plannedAt)
    const zones = new Map<
      string,
      { zone: string; count: number; first: number; last: number; known: boolean }
    >()
    for (const send of sends) {
      const entry = zones.get(send.zone) ?? {
        zone: send.zone,
        count: 0,
        first: send.plannedAt,
        last: send.plannedAt,
        known: send.zoneKnown,
      }
      entry.count += 1
      entry.last = send.plannedAt
      zones.set(send.zone, entry)
    }
    return c.json({
      recipients: recipients.length,
      rounds: roundsFor(payload, firstDate),
      roundsTotal: roundsOf(payload.recurrence),
      zones: [...zones.values()].map((zone) => ({
        zone: zone.zone,
        count: zone.count,
        known: zone.known,
        first: new Date(zone.first).toISOString(),
        last: new Date(zone.last).toISOString(),
        firstLocal: localTime(zone.first, zone.zone),
        lastLocal: localTime(zone.last, zone.zone),
      })),
      items: sends.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize).map((send) => ({
        userId: send.userId,
        fullName: people.get(send.userId)?.fullName ?? '',
        email: people.get(send.userId)?.email ?? '',
        zone: send.zone,
        zoneKnown: send.zoneKnown,
        plannedAt: new Date(send.plannedAt).toISOString(),
        local: localTime(send.plannedAt, send.zone),
      })),
      pageInfo: { totalCount: sends.length, pageNumber, pageSize },
    })
  })

  app.post(PATHS.simulationLaunch.pattern, guard, body(Body), async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const payload = c.req.valid('json')
    const now = nowOf(c)
    const created = await db.transaction(async (tx) => {
      const launched = await launchSimulation(tx, companyId, c.var.auth.user.id, payload, now)
      // Mail due at once leaves within seconds rather than at the sends' next minute.
      await c.var.deps.jobs?.runNowWithin(tx, 'simulation-sends')
      return launched
    })
    return c.json(created, 201)
  })

  app.get(PATHS.simulationLoginPages, allow.signedIn(), (c) =>
    c.json({ items: LOGIN_PAGES.map(({ id, name, provider }) => ({ id, name, provider })) }),
  )

  return app
}
