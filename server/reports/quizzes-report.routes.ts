import { PATHS } from '../../src/domain/api-paths'
import { Hono } from 'hono'
import { QUIZ_QUERY } from '../../src/domain/quizzes-report'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { boostOnly } from '../reports/boost'
import { documentFormat, documentResponse } from '../reports/document'
import { pageOf, paramsOf, reportPaging, sortRows } from '../reports/query'
import {
  questionRows,
  quizzesDocument,
  scopeOf,
  statisticsOf,
  tabOf,
  userRows,
} from '../reports/quizzes-report'

const guard = allow.company()

export function quizzesReportRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get(PATHS.quizzesReportStatistics.pattern, guard, boostOnly, async (c) => {
    const { db } = c.var.deps
    return c.json(await statisticsOf(db, await scopeOf(db, c.req.param('companyId'), paramsOf(c))))
  })
  app.get(PATHS.quizzesReport.pattern, guard, boostOnly, async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const tab = tabOf(c.req.param('tab'))
    const params = paramsOf(c)
    const format = documentFormat(c)
    if (format) {
      params.set('tab', tab)
      return documentResponse(c, await quizzesDocument(db, companyId, params), format)
    }
    const { pageNumber, pageSize, orderBy, order } = reportPaging(params, QUIZ_QUERY[tab])
    const scope = await scopeOf(db, companyId, params)
    if (tab === 'users') {
      const { items, total } = await userRows(db, scope, {
        orderBy,
        order,
        page: { number: pageNumber, size: pageSize },
      })
      return c.json({ items, pageInfo: { totalCount: total, pageNumber, pageSize } })
    }
    return c.json(pageOf(sortRows(await questionRows(db, scope), orderBy, order), pageNumber, pageSize))
  })
  return app
}
