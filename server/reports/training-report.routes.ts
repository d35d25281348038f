import { PATHS } from '../../src/domain/api-paths'
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { TRAINING_REPORT_QUERY } from '../../src/domain/training-report'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { courses, trainingCampaigns } from '../db/schema'
import { boostOnly } from '../reports/boost'
import { documentFormat, documentResponse } from '../reports/document'
import { pageOf, paramsOf, reportPaging, sortRows } from '../reports/query'
import { chosenCampaigns, reportRows, statisticsOf, trainingReportDocument } from '../reports/training-report'

const guard = allow.company()

export function trainingReportRoutes() {
  const app = new Hono<GatewayEnv>()
  for (const kind of ['training', 'gaming'] as const) {
    app.get(PATHS.trainingReport.only({ kind }), guard, boostOnly, async (c) => {
      const params = paramsOf(c)
      const { db } = c.var.deps
      const format = documentFormat(c)
      if (format)
        return documentResponse(
          c,
          await trainingReportDocument(db, c.req.param('companyId'), kind, params),
          format,
        )
      const { pageNumber, pageSize, orderBy, order } = reportPaging(params, TRAINING_REPORT_QUERY)
      const chosen = await chosenCampaigns(db, c.req.param('companyId'), kind, params)
      return c.json(pageOf(sortRows(await reportRows(db, chosen.list), orderBy, order), pageNumber, pageSize))
    })

    app.get(PATHS.trainingReportStatistics.only({ kind }), guard, boostOnly, async (c) => {
      const { db } = c.var.deps
      const chosen = await chosenCampaigns(db, c.req.param('companyId'), kind, paramsOf(c))
      return c.json(statisticsOf(await reportRows(db, chosen.list), chosen.range))
    })
  }

  // 002 §7 lists/courses: the courses this company's campaigns ran, for the course filter.
  app.get(PATHS.reportCourses.pattern, guard, boostOnly, async (c) => {
    const gaming = c.req.query('kind') === 'gaming'
    const list = await c.var.deps.db
      .selectDistinct({ id: courses.id, name: courses.name })
      .from(trainingCampaigns)
      .innerJoin(courses, eq(courses.id, trainingCampaigns.courseId))
      .where(
        and(
          eq(trainingCampaigns.companyId, c.req.param('companyId')),
          eq(trainingCampaigns.isGaming, gaming),
        ),
      )
      .orderBy(courses.name)
    return c.json({ courses: list })
  })
  return app
}
