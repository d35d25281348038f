import { eq } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import { WHITE_LABEL_TEXTS } from '../../src/domain/white-label'
import type { GatewayEnv } from '../context'
import { companies } from '../db/schema'
import { forbidden } from '../errors'

/** White label and custom domains belong to companies with the white-label feature (a partner's plan). */
export const whiteLabelOnly = createMiddleware<GatewayEnv>(async (c, next) => {
  const [row] = await c.var.deps.db
    .select({ features: companies.features })
    .from(companies)
    .where(eq(companies.id, c.req.param('companyId') ?? ''))
  if (row?.features.hasWhiteLabelAccess !== true)
    throw forbidden('white_label_not_available', WHITE_LABEL_TEXTS.noAccess)
  await next()
})
