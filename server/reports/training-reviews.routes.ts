import { PATHS } from '../../src/domain/api-paths'
import { Hono } from 'hono'
import { REVIEWS_QUERY } from '../../src/domain/training-reviews'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { boostOnly } from '../reports/boost'
import { documentFormat, documentResponse } from '../reports/document'
import { paramsOf, reportPaging } from '../reports/query'
import { reviewRows, reviewedTrainings, reviewsDocument, statisticsOf } from '../reports/training-reviews'

const guard = allow.company()

export function trainingReviewRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get(PATHS.trainingReviews.pattern, guard, boostOnly, async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const params = paramsOf(c)
    const format = documentFormat(c)
    if (format) return documentResponse(c, await reviewsDocument(db, companyId, params), format)
    const { pageNumber, pageSize } = reportPaging(params, REVIEWS_QUERY)
    const { items, total } = await reviewRows(db, companyId, params, { number: pageNumber, size: pageSize })
    return c.json({ items, pageInfo: { totalCount: total, pageNumber, pageSize } })
  })
  app.get(PATHS.trainingReviewsStatistics.pattern, guard, boostOnly, async (c) => {
    return c.json(await statisticsOf(c.var.deps.db, c.req.param('companyId'), paramsOf(c)))
  })
  app.get(PATHS.reportReviewedTrainings.pattern, guard, boostOnly, async (c) => {
    return c.json({ trainings: await reviewedTrainings(c.var.deps.db, c.req.param('companyId')) })
  })
  return app
}
