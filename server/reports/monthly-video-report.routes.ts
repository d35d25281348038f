import { PATHS } from '../../src/domain/api-paths'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { MONTHLY_VIDEO_REPORT_QUERY } from '../../src/domain/monthly-video-report'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { monthlyVideoAssignments, monthlyVideos } from '../db/schema'
import { boostOnly } from '../reports/boost'
import { documentFormat, documentResponse } from '../reports/document'
import { pageOf, paramsOf, reportPaging, sortRows } from '../reports/query'
import { monthlyVideoReportDocument, reportRows, statisticsOf } from '../reports/monthly-video-report'

const guard = allow.company()

export function monthlyVideoReportRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get(PATHS.monthlyVideoReport.pattern, guard, boostOnly, async (c) => {
    const params = paramsOf(c)
    const { db } = c.var.deps
    const format = documentFormat(c)
    if (format)
      return documentResponse(
        c,
        await monthlyVideoReportDocument(db, c.req.param('companyId'), params),
        format,
      )
    const { pageNumber, pageSize, orderBy, order } = reportPaging(params, MONTHLY_VIDEO_REPORT_QUERY)
    const { list } = await reportRows(db, c.req.param('companyId'), params)
    return c.json(pageOf(sortRows(list, orderBy, order), pageNumber, pageSize))
  })
  app.get(PATHS.monthlyVideoReportStatistics.pattern, guard, boostOnly, async (c) => {
    const { list } = await reportRows(c.var.deps.db, c.req.param('companyId'), paramsOf(c))
    return c.json(statisticsOf(list))
  })
  app.get(PATHS.reportMonthlyVideos.pattern, guard, boostOnly, async (c) => {
    const videos = await c.var.deps.db
      .selectDistinct({ id: monthlyVideos.id, name: monthlyVideos.title, month: monthlyVideos.month })
      .from(monthlyVideoAssignments)
      .innerJoin(monthlyVideos, eq(monthlyVideos.id, monthlyVideoAssignments.videoId))
      .where(eq(monthlyVideoAssignments.companyId, c.req.param('companyId')))
      .orderBy(monthlyVideos.month)
    return c.json({ videos: videos.map(({ id, name }) => ({ id, name })) })
  })
  return app
}
