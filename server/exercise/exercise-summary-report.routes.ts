import { PATHS } from '../../src/domain/api-paths'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { EXERCISE_SUMMARY_QUERY } from '../../src/domain/exercise-summary-report'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { phishingCampaigns } from '../db/schema'
import { toCsv } from '../csv'
import { boostOnly } from '../reports/boost'
import { documentFormat, documentResponse } from '../reports/document'
import { pageOf, paramsOf, reportPaging, sortRows } from '../reports/query'
import { exerciseSummaryDocument, statisticsOf, summaryRows } from '../reports/exercise-summary-report'

const guard = allow.company()

export function exerciseSummaryRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get(PATHS.exerciseSummary.pattern, guard, boostOnly, async (c) => {
    const params = paramsOf(c)
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const format = documentFormat(c)
    if (format) return documentResponse(c, await exerciseSummaryDocument(db, companyId, params), format)
    if (params.get('isCsv') === 'true') {
      const doc = await exerciseSummaryDocument(db, companyId, params)
      return c.json({ data: toCsv(doc.columns, doc.rows) })
    }
    const { pageNumber, pageSize, orderBy, order } = reportPaging(params, EXERCISE_SUMMARY_QUERY)
    const { rows } = await summaryRows(db, companyId, params)
    return c.json(pageOf(sortRows(rows, orderBy, order), pageNumber, pageSize))
  })
  app.get(PATHS.exerciseSummaryStatistics.pattern, guard, boostOnly, async (c) => {
    const { rows } = await summaryRows(c.var.deps.db, c.req.param('companyId'), paramsOf(c))
    return c.json(statisticsOf(rows))
  })
  app.get(PATHS.exerciseSummaryCampaigns.pattern, guard, boostOnly, async (c) => {
    const campaigns = await c.var.deps.db
      .select({ id: phishingCampaigns.id, name: phishingCampaigns.name })
      .from(phishingCampaigns)
      .where(eq(phishingCampaigns.companyId, c.req.param('companyId')))
      .orderBy(phishingCampaigns.name)
    return c.json({ campaigns })
  })
  return app
}
