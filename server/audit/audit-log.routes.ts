import { PATHS } from '../../src/domain/api-paths'
import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { AUDIT_ACTIONS, AUDIT_ACTOR_LABELS, auditFilters, type AuditEntry } from '../../src/domain/audit-log'
import { PAGE_SIZES } from '../../src/domain/constants'
import { allow } from '../auth/access'
import { auditEntryView as viewOf } from '../audit/record'
import type { GatewayEnv } from '../context'
import { CSV_CONTENT_TYPE, toCsv } from '../csv'
import { auditEntries } from '../db/schema'

// GET /api/v1/company/{companyId}/audit_log (issue 59): the company's own admins read what was done in it, newest
// first, filtered by who did it and what, page by page; `format=csv` gives every matching entry through the one
// CSV writer. A partner does not read it; platform staff see its newest entries in their company overview
// (server/platform/platform-companies.routes.ts); nobody changes it.

const CSV_ROWS_MAX = 100_000

function whereOf(c: Context<GatewayEnv>): SQL | undefined {
  const { actorKind, action } = auditFilters({
    actorKind: c.req.query('actorKind'),
    action: c.req.query('action'),
  })
  return and(
    eq(auditEntries.companyId, c.req.param('companyId')!),
    actorKind ? eq(auditEntries.actorKind, actorKind) : undefined,
    action ? eq(auditEntries.action, action) : undefined,
  )
}

const wholeNumber = (value: string | undefined, fallback: number) =>
  value && /^\d{1,6}$/.test(value) ? Number(value) : fallback

export function auditLogRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.auditLog.pattern, allow.ownCompany(), async (c) => {
    const { db } = c.var.deps
    const where = whereOf(c)
    if (c.req.query('format') === 'csv') {
      const rows = await db
        .select()
        .from(auditEntries)
        .where(where)
        .orderBy(desc(auditEntries.at), desc(auditEntries.id))
        .limit(CSV_ROWS_MAX)
      const csv = toCsv(
        ['When (UTC)', 'Done by', 'Company', 'Who', 'Action', 'Subject', 'Reason'],
        rows.map((row) => [
          row.at.toISOString(),
          row.actorEmail,
          row.actorCompanyName,
          AUDIT_ACTOR_LABELS[row.actorKind as AuditEntry['actorKind']] ?? row.actorKind,
          AUDIT_ACTIONS[row.action as AuditEntry['action']] ?? row.action,
          row.subject,
          row.reason,
        ]),
      )
      return c.body(csv, 200, {
        'Content-Type': CSV_CONTENT_TYPE,
        'Content-Disposition': 'attachment; filename="audit-log.csv"',
      })
    }
    const requested = wholeNumber(c.req.query('pageSize'), 25)
    const pageSize = (PAGE_SIZES as readonly number[]).includes(requested) ? requested : 25
    const pageNumber = wholeNumber(c.req.query('pageNumber'), 0)
    const [[total], rows] = await Promise.all([
      db.select({ n: count() }).from(auditEntries).where(where),
      db
        .select()
        .from(auditEntries)
        .where(where)
        .orderBy(desc(auditEntries.at), desc(auditEntries.id))
        .limit(pageSize)
        .offset(pageNumber * pageSize),
    ])
    return c.json({
      items: rows.map(viewOf),
      pageInfo: { totalCount: total?.n ?? 0, pageNumber, pageSize },
    })
  })

  return app
}
