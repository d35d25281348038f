import { PATHS } from '../../src/domain/api-paths'
import { and, asc, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  loginPageOf,
  whyNotSent,
  type DeliveryState,
  type ScannerReason,
  type SimulationOverview,
} from '../../src/domain/phishing-simulation'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { CSV_CONTENT_TYPE, toCsv } from '../csv'
import {
  departments,
  groups,
  outbox,
  simulationEvents,
  simulationTemplates,
  userDepartments,
  userGroups,
  users,
} from '../db/schema'
import { notFound } from '../errors'
import { simulationCards } from '../simulation/cards'
import {
  CSV_ROWS_MAX,
  EMPTY_FUNNEL,
  ORDER_BY,
  campaignOf,
  d,
  filterConditions,
  funnelColumns,
  recipientQuery,
  reportFilters,
} from '../reports/simulation-report'

const guard = allow.company()

export function simulationReportRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.simulationOverview.pattern, guard, async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const row = await campaignOf(db, companyId, c.req.param('campaignId'))
    const mine = eq(d.campaignId, row.id)
    const recipientsOf = sql`(select distinct user_id from simulation_deliveries where campaign_id = ${row.id})`
    const [[card], [funnel], rounds, scanner, scannerPeople, timeline, departmentOptions, groupOptions] =
      await Promise.all([
        simulationCards(db, companyId, [row]),
        db.select(funnelColumns).from(d).where(mine),
        db
          .select({ roundNumber: d.roundNumber, ...funnelColumns })
          .from(d)
          .where(mine)
          .groupBy(d.roundNumber)
          .orderBy(asc(d.roundNumber)),
        db
          .select({ reason: simulationEvents.scanner, n: sql<number>`count(*)::int` })
          .from(simulationEvents)
          .where(and(eq(simulationEvents.campaignId, row.id), isNotNull(simulationEvents.scanner)))
          .groupBy(simulationEvents.scanner),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(d)
          .where(and(mine, sql`${d.scannerEvents} > 0`)),
        db
          .select({
            date: sql<string>`to_char(${simulationEvents.at} at time zone ${row.timeZone}, 'YYYY-MM-DD')`,
            kind: simulationEvents.kind,
            n: sql<number>`count(*)::int`,
          })
          .from(simulationEvents)
          .where(and(eq(simulationEvents.campaignId, row.id), sql`${simulationEvents.scanner} is null`))
          .groupBy(sql`1`, simulationEvents.kind)
          .orderBy(sql`1`),
        db
          .selectDistinct({ id: departments.id, name: departments.name })
          .from(departments)
          .innerJoin(userDepartments, eq(userDepartments.departmentId, departments.id))
          .where(sql`${userDepartments.userId} in ${recipientsOf}`)
          .orderBy(departments.name),
        db
          .selectDistinct({ id: groups.id, name: groups.name })
          .from(groups)
          .innerJoin(userGroups, eq(userGroups.groupId, groups.id))
          .where(sql`${userGroups.userId} in ${recipientsOf}`)
          .orderBy(groups.name),
      ])
    const days = new Map<
      string,
      { date: string; opened: number; clicked: number; phished: number; reported: number }
    >()
    for (const point of timeline) {
      const day = days.get(point.date) ?? { date: point.date, opened: 0, clicked: 0, phished: 0, reported: 0 }
      if (point.kind in day && point.kind !== 'date') day[point.kind as 'opened'] += point.n
      days.set(point.date, day)
    }
    const overview: SimulationOverview = {
      campaign: {
        ...card!,
        sendDays: row.sendDays,
        startHour: row.startHour,
        endHour: row.endHour,
        businessDaysOnly: row.businessDaysOnly,
        nextRoundAt: row.nextRoundAt?.toISOString() ?? null,
        loginPage: loginPageOf(row.loginPageId)?.name ?? null,
      },
      funnel: funnel ?? EMPTY_FUNNEL,
      scanner: {
        events: scanner.reduce((sum, entry) => sum + entry.n, 0),
        recipients: scannerPeople[0]?.n ?? 0,
        byReason: Object.fromEntries(scanner.map((entry) => [entry.reason as ScannerReason, entry.n])),
      },
      rounds,
      timeline: [...days.values()],
      filters: { departments: departmentOptions, groups: groupOptions },
    }
    return c.json(overview)
  })

  app.get(PATHS.simulationRecipients.pattern, guard, async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const row = await campaignOf(db, companyId, c.req.param('campaignId'))
    const q = recipientQuery(c)
    const pattern = `%${q.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
    const where = and(
      eq(d.campaignId, row.id),
      q.search
        ? or(ilike(d.email, pattern), ilike(users.name, pattern), ilike(users.lastName, pattern))
        : undefined,
      ...filterConditions(q, row.timeZone),
    )
    const column = ORDER_BY[q.orderBy]
    const direction = q.order === 'ASC' ? asc : desc
    const order = [sql`${column} ${sql.raw(q.order)} nulls last`, direction(d.id)] as const
    const limit = q.isCsv ? CSV_ROWS_MAX : q.pageSize
    const offset = q.isCsv ? 0 : q.pageNumber * q.pageSize
    const details = (ids: SQL) =>
      db
        .select({
          delivery: d,
          name: users.name,
          lastName: users.lastName,
          templateName: simulationTemplates.name,
          attempts: outbox.attempts,
          nextAttemptAt: outbox.nextAttemptAt,
        })
        .from(d)
        .innerJoin(users, eq(users.id, d.userId))
        .leftJoin(simulationTemplates, eq(simulationTemplates.id, d.templateId))
        .leftJoin(outbox, eq(outbox.deliveryId, d.id))
        .where(ids)
        // Nulls last whichever way: "DESC by phished" lists who fell for it first, the rest after.
        .orderBy(...order)
    // Without a search the page is chosen from the deliveries alone (an index read for the default order), and
    // only its rows are joined; the count is its own read rather than a window over every matching row.
    const byIds = (page: { id: string }[]) =>
      page.length === 0
        ? Promise.resolve([])
        : details(
            inArray(
              d.id,
              page.map((p) => p.id),
            ),
          )
    let rows: Awaited<ReturnType<typeof byIds>>
    let total = 0
    if (q.isCsv) {
      // Every matching row in one read: ids by the hundred thousand would not fit in one statement.
      rows = await details(where ?? sql`true`).limit(limit)
    } else if (q.search) {
      // A search reads the people: the page's ids and their count in one pass, then only those rows in full.
      const page = await db
        .select({ id: d.id, total: sql<number>`count(*) over ()::int` })
        .from(d)
        .innerJoin(users, eq(users.id, d.userId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
      rows = await byIds(page)
      total = page[0]?.total ?? 0
    } else {
      // The page from the deliveries alone (an index read for the default order), the count its own read.
      const [page, [count]] = await Promise.all([
        db
          .select({ id: d.id })
          .from(d)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(d)
          .where(where),
      ])
      rows = await byIds(page)
      total = count?.n ?? 0
    }
    const now = c.var.deps.now?.() ?? new Date()
    const items = rows.map(({ delivery, name, lastName, templateName, attempts, nextAttemptAt }) => {
      const item = {
        id: delivery.id,
        userId: delivery.userId,
        fullName: `${name} ${lastName}`.trim() || delivery.email,
        email: delivery.email,
        roundNumber: delivery.roundNumber,
        templateName: templateName ?? 'Deleted template',
        zone: delivery.zone,
        zoneKnown: delivery.zoneKnown,
        plannedAt: delivery.plannedAt.toISOString(),
        state: delivery.state as DeliveryState,
        sentAt: delivery.sentAt?.toISOString() ?? null,
        openedAt: delivery.openedAt?.toISOString() ?? null,
        clickedAt: delivery.clickedAt?.toISOString() ?? null,
        phishedAt: delivery.phishedAt?.toISOString() ?? null,
        reportedAt: delivery.reportedAt?.toISOString() ?? null,
        scannerEvents: delivery.scannerEvents,
        failure: delivery.failure,
      }
      const why = whyNotSent(
        item,
        row,
        attempts === null ? null : { attempts, nextAttemptAt: nextAttemptAt?.toISOString() ?? null },
        now,
      )
      return { ...item, why }
    })
    if (q.isCsv) {
      const when = (iso: string | null) => iso ?? ''
      return c.body(
        toCsv(
          [
            'Full name',
            'Email',
            'Round',
            'Template',
            'Zone',
            'Planned',
            'State',
            'Sent',
            'Opened',
            'Clicked',
            'Phished',
            'Reported',
            'Scanner events',
            'Why not sent',
          ],
          items.map((r) => [
            r.fullName,
            r.email,
            r.roundNumber,
            r.templateName,
            r.zone,
            r.plannedAt,
            r.state,
            when(r.sentAt),
            when(r.openedAt),
            when(r.clickedAt),
            when(r.phishedAt),
            when(r.reportedAt),
            r.scannerEvents,
            r.why ?? '',
          ]),
        ),
        200,
        { 'Content-Type': CSV_CONTENT_TYPE },
      )
    }
    return c.json({
      items,
      pageInfo: { totalCount: total, pageNumber: q.pageNumber, pageSize: q.pageSize },
    })
  })

  // The same funnel by template, department, group or round.
  app.get(PATHS.simulationBreakdown.pattern, guard, async (c) => {
    const { db } = c.var.deps
    const row = await campaignOf(db, c.req.param('companyId'), c.req.param('campaignId'))
    const mine = and(eq(d.campaignId, row.id), ...filterConditions(reportFilters(c), row.timeZone))
    const by = c.req.param('by')
    const rows =
      by === 'templates'
        ? await db
            .select({
              id: d.templateId,
              name: sql<string>`coalesce(${simulationTemplates.name}, 'Deleted template')`,
              ...funnelColumns,
            })
            .from(d)
            .leftJoin(simulationTemplates, eq(simulationTemplates.id, d.templateId))
            .where(mine)
            .groupBy(d.templateId, simulationTemplates.name)
        : by === 'departments'
          ? await db
              .select({ id: departments.id, name: departments.name, ...funnelColumns })
              .from(d)
              .innerJoin(userDepartments, eq(userDepartments.userId, d.userId))
              .innerJoin(departments, eq(departments.id, userDepartments.departmentId))
              .where(mine)
              .groupBy(departments.id, departments.name)
          : by === 'groups'
            ? await db
                .select({ id: groups.id, name: groups.name, ...funnelColumns })
                .from(d)
                .innerJoin(userGroups, eq(userGroups.userId, d.userId))
                .innerJoin(groups, eq(groups.id, userGroups.groupId))
                .where(mine)
                .groupBy(groups.id, groups.name)
            : by === 'rounds'
              ? (
                  await db
                    .select({ roundNumber: d.roundNumber, ...funnelColumns })
                    .from(d)
                    .where(mine)
                    .groupBy(d.roundNumber)
                ).map(({ roundNumber, ...funnel }) => ({
                  id: String(roundNumber),
                  name: `Round ${roundNumber}`,
                  ...funnel,
                }))
              : null
    if (!rows) throw notFound('Unknown report tab')
    const sorted = [...rows].sort((a, b) => b.phished - a.phished || a.name.localeCompare(b.name))
    if (c.req.query('isCsv') === 'true')
      return c.body(
        toCsv(
          ['Name', 'Planned', 'Sent', 'Opened', 'Clicked', 'Phished', 'Reported', 'Failed'],
          sorted.map((r) => [
            r.name,
            r.planned,
            r.sent,
            r.opened,
            r.clicked,
            r.phished,
            r.reported,
            r.failed,
          ]),
        ),
        200,
        { 'Content-Type': CSV_CONTENT_TYPE },
      )
    return c.json({ items: sorted })
  })

  return app
}
