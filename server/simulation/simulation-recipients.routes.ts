import { PATHS } from '../../src/domain/api-paths'
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import { Hono } from 'hono'
import { whyNotSent, type DeliveryState } from '../../src/domain/simulation/answers'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { CSV_CONTENT_TYPE, toCsv } from '../csv'
import { outbox, simulationTemplates, users } from '../db/schema'
import {
  CSV_ROWS_MAX,
  ORDER_BY,
  campaignOf,
  d,
  filterConditions,
  recipientQuery,
} from '../reports/simulation-report'

const guard = allow.company()

// A simulation report's recipients (ours): each recipient's funnel, filtered, searched, sorted and paged, or CSV.
export function simulationRecipientRoutes() {
  const app = new Hono<GatewayEnv>()
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
  return app
}
