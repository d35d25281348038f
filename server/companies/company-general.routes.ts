import { PATHS } from '../../src/domain/api-paths'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { nullable, object, string } from 'superstruct'
import {
  COMPANY_GENERAL_TEXTS,
  CompanyGeneralForm,
  type CompanyGeneral,
} from '../../src/domain/company-general'
import { fieldProblems } from '../../src/domain/field-problems'
import { normaliseZone } from '../../src/domain/tournament'
import { allow } from '../auth/access'
import type { CompanyRow, GatewayEnv } from '../context'
import { companies } from '../db/schema'
import { ApiError, body } from '../errors'
import { checkedLogo } from '../white-label/logo'
import { companyExists } from '../companies/company-names'

// Settings → General (issue 29, ours: GET and PATCH /api/v1/company/{companyId}/general): the company's name
// (unique, as at registration), logo (PNG or JPG by its bytes), mail language and default time zone.

const LABELS = { name: 'Company name', lang: 'Language', timeZone: 'Time zone' }
const shape = (company: CompanyRow): CompanyGeneral => ({
  name: company.name,
  logo: company.logo,
  lang: company.lang,
  timeZone: company.timeZone ?? '',
})

export function companyGeneralRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.companyGeneral.pattern, allow.company(), (c) => c.json(shape(c.var.tenant)))

  app.patch(
    PATHS.companyGeneral.pattern,
    allow.company(),
    body(object({ name: string(), logo: nullable(string()), lang: string(), timeZone: string() })),
    async (c) => {
      const body = c.req.valid('json')
      const draft = { ...body, timeZone: body.timeZone ? normaliseZone(body.timeZone) : '' }
      const [field, problem] = Object.entries(fieldProblems(CompanyGeneralForm, draft))[0] ?? []
      if (field)
        throw new ApiError(422, 'invalid_request', `${LABELS[field as keyof typeof LABELS]}: ${problem}`)
      const companyId = c.req.param('companyId')
      const { db } = c.var.deps
      if (await companyExists(db, draft.name, companyId))
        throw new ApiError(409, 'company_name_taken', COMPANY_GENERAL_TEXTS.nameTaken)
      const logo = body.logo === c.var.tenant.logo ? body.logo : checkedLogo('Logo', body.logo)
      const [updated] = await db
        .update(companies)
        .set({
          name: draft.name.trim(),
          logo,
          lang: draft.lang,
          timeZone: draft.timeZone || null,
          updatedAt: c.var.deps.now?.() ?? new Date(),
        })
        .where(eq(companies.id, companyId))
        .returning()
      return c.json(shape(updated!))
    },
  )

  return app
}
