import { PATHS } from '../../src/domain/api-paths'
import { and, count, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { array, object, size, string } from 'superstruct'
import {
  isSchedulable,
  checkSchedule,
  MAX_SCHEDULES_PER_COMPANY,
  SCHEDULE_TEXTS,
  type ReportSchedule,
  type ScheduleFrequency,
} from '../../src/domain/report-schedule'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { reportSchedules } from '../db/schema'
import { ApiError, invalid, notFound, body } from '../errors'
import { boostOnly } from '../reports/boost'
import { REPORT_DOCUMENTS } from '../reports/catalog'
import { newSchedule, reportRecipients, scheduledParams } from '../reports/schedules'

// Scheduled reports (ours, issue 28 ★): list, create and delete a company's schedules, and the admins who may
// receive them. A schedule names a report the gateway can write as PDF, a query that report accepts (checked by
// building it once), and admins of the same company only.

const guard = allow.company()

export function reportScheduleRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.reportScheduleRecipients.pattern, guard, boostOnly, async (c) => {
    return c.json({ items: await reportRecipients(c.var.deps.db, c.req.param('companyId')) })
  })

  app.get(PATHS.reportSchedules.pattern, guard, boostOnly, async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const rows = await db
      .select()
      .from(reportSchedules)
      .where(eq(reportSchedules.companyId, companyId))
      .orderBy(desc(reportSchedules.createdAt))
    const people = new Map((await reportRecipients(db, companyId)).map((person) => [person.id, person]))
    const items: ReportSchedule[] = rows.map((row) => ({
      id: row.id,
      report: row.report,
      frequency: row.frequency,
      query: row.query,
      // Admins who left or were disabled since are no longer mailed, and no longer listed.
      recipients: row.recipientIds.flatMap((id) => people.get(id) ?? []),
      nextRunAt: row.nextRunAt.toISOString(),
      lastSentAt: row.lastSentAt?.toISOString() ?? null,
    }))
    return c.json({ items })
  })

  app.post(
    PATHS.reportSchedules.pattern,
    guard,
    body(
      object({
        report: size(string(), 1, 50),
        query: size(string(), 0, 2000),
        frequency: size(string(), 1, 20),
        recipientIds: array(size(string(), 1, 100)),
      }),
    ),
    boostOnly,
    async (c) => {
      const body = c.req.valid('json')
      const { db } = c.var.deps
      const companyId = c.req.param('companyId')
      if (!isSchedulable(body.report))
        throw invalid([{ field: 'report', message: SCHEDULE_TEXTS.unknownReport }])
      const recipientIds = [...new Set(body.recipientIds)]
      const check = checkSchedule({ frequency: body.frequency, recipientIds })
      if (!check.ok) throw invalid([{ field: check.field, message: check.message }])
      const known = await reportRecipients(db, companyId, recipientIds)
      if (known.length !== recipientIds.length)
        throw invalid([{ field: 'recipientIds', message: SCHEDULE_TEXTS.recipientOutside }])
      const [existing] = await db
        .select({ n: count() })
        .from(reportSchedules)
        .where(eq(reportSchedules.companyId, companyId))
      if ((existing?.n ?? 0) >= MAX_SCHEDULES_PER_COMPANY)
        throw new ApiError(422, 'too_many_schedules', SCHEDULE_TEXTS.tooMany)
      const frequency = body.frequency as ScheduleFrequency
      // The filters are refused now, in the report's own words, rather than in a mail that never comes.
      await REPORT_DOCUMENTS[body.report](db, companyId, scheduledParams(body.query, frequency))
      const row = newSchedule({
        companyId,
        createdBy: c.var.auth.user.id,
        report: body.report,
        query: scheduledParams(body.query, frequency).toString(),
        frequency,
        recipientIds,
        now: c.var.deps.now?.() ?? new Date(),
      })
      await db.insert(reportSchedules).values(row)
      return c.json(
        { id: row.id, nextRunAt: row.nextRunAt.toISOString(), message: SCHEDULE_TEXTS.created },
        201,
      )
    },
  )

  app.delete(PATHS.reportSchedule.pattern, guard, boostOnly, async (c) => {
    const deleted = await c.var.deps.db
      .delete(reportSchedules)
      .where(
        and(
          eq(reportSchedules.id, c.req.param('scheduleId')),
          eq(reportSchedules.companyId, c.req.param('companyId')),
        ),
      )
      .returning({ id: reportSchedules.id })
    if (deleted.length === 0) throw notFound('Scheduled report not found')
    return c.json({ message: SCHEDULE_TEXTS.deleted })
  })
  return app
}
