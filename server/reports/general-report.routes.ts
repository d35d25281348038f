import { PATHS } from '../../src/domain/api-paths'
import { Hono } from 'hono'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { boostOnly } from '../reports/boost'
import { documentFormat, documentResponse } from '../reports/document'
import { generalReport, generalReportDocument } from '../reports/general-report'

export function generalReportRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get(PATHS.generalReport.pattern, allow.company(), boostOnly, async (c) => {
    const { db } = c.var.deps
    const format = documentFormat(c)
    if (format) return documentResponse(c, await generalReportDocument(db, c.req.param('companyId')), format)
    const { items, statistics } = await generalReport(db, c.req.param('companyId'))
    return c.json({
      page: { items, pageInfo: { totalCount: items.length, pageNumber: 0, pageSize: items.length } },
      statistics,
    })
  })
  return app
}
