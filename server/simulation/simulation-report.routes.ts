import { PATHS } from '../../src/domain/api-paths'
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { type SimulationOverview } from '../../src/domain/simulation/answers'
import { loginPageOf } from '../../src/domain/simulation/landing'
import { type ScannerReason } from '../../src/domain/simulation/outcomes'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { CSV_CONTENT_TYPE, toCsv } from '../csv'
import {
  departments,
  groups,
  simulationEvents,
  simulationTemplates,
  userDepartments,
  userGroups,
} from '../db/schema'
import { notFound } from '../errors'
import { simulationCards } from '../simulation/cards'
import {
  EMPTY_FUNNEL,
  campaignOf,
  d,
  filterConditions,
  funnelColumns,
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
