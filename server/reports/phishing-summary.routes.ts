import { PATHS } from '../../src/domain/api-paths'
import { Hono } from 'hono'
import { PHISHING_SUMMARY_QUERY } from '../../src/domain/phishing-summary'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { documentFormat, documentResponse } from '../reports/document'
import { paramsOf, reportPaging } from '../reports/query'
import {
  choicesOf,
  overviewOf,
  phishingSummaryDocument,
  scopeOf,
  tableOf,
  tableRows,
} from '../reports/phishing-summary'

const guard = allow.company()

export function phishingSummaryRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get(PATHS.phishingSummaryOverview.pattern, guard, async (c) => {
    const { db } = c.var.deps
    return c.json(await overviewOf(db, await scopeOf(db, c.req.param('companyId'), paramsOf(c))))
  })
  app.get(PATHS.phishingSummaryFilters.pattern, guard, async (c) => {
    return c.json(await choicesOf(c.var.deps.db, c.req.param('companyId')))
  })
  app.get(PATHS.phishingSummaryTable.pattern, guard, async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const table = tableOf(c.req.param('table'))
    const params = paramsOf(c)
    const format = documentFormat(c)
    if (format) {
      params.set('tab', table)
      return documentResponse(c, await phishingSummaryDocument(db, companyId, params), format)
    }
    const { pageNumber, pageSize, orderBy, order } = reportPaging(params, PHISHING_SUMMARY_QUERY)
    const { rows, total } = await tableRows(db, table, await scopeOf(db, companyId, params), {
      orderBy,
      order,
      page: { number: pageNumber, size: pageSize },
    })
    return c.json({ items: rows, pageInfo: { totalCount: total, pageNumber, pageSize } })
  })
  return app
}
