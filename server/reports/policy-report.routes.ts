import { PATHS } from '../../src/domain/api-paths'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { policies } from '../db/schema'
import { boostOnly } from '../reports/boost'
import { documentFormat, documentResponse } from '../reports/document'
import {
  chosenPolicies,
  paging,
  paramsOf,
  policyReportDocument,
  reportRows,
  sortRows,
  statisticsOf,
} from '../reports/policy-report'

const guard = allow.company()

export function policyReportRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.policiesReport.pattern, guard, boostOnly, async (c) => {
    const params = paramsOf(c)
    const format = documentFormat(c)
    if (format)
      return documentResponse(
        c,
        await policyReportDocument(c.var.deps.db, c.req.param('companyId'), params),
        format,
      )
    const { pageNumber, pageSize, orderBy, order } = paging(params)
    const rows = sortRows(
      await reportRows(c.var.deps.db, await chosenPolicies(c.var.deps.db, c.req.param('companyId'), params)),
      orderBy,
      order,
    )
    return c.json({
      items: rows.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize),
      pageInfo: { totalCount: rows.length, pageNumber, pageSize },
    })
  })

  app.get(PATHS.policiesReportStatistics.pattern, guard, boostOnly, async (c) => {
    const { db } = c.var.deps
    return c.json(
      statisticsOf(await reportRows(db, await chosenPolicies(db, c.req.param('companyId'), paramsOf(c)))),
    )
  })

  app.get(PATHS.reportPolicies.pattern, guard, boostOnly, async (c) => {
    const list = await c.var.deps.db
      .select({ id: policies.id, name: policies.name })
      .from(policies)
      .where(eq(policies.companyId, c.req.param('companyId')))
      .orderBy(policies.name)
    return c.json({ policies: list })
  })
  return app
}
