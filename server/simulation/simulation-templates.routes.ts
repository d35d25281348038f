import { BASE, PATHS } from '../../src/domain/api-paths'
import { randomUUID } from 'node:crypto'
import { and, count, eq, ilike, isNull, or, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { simulationCampaigns, simulationTemplates } from '../db/schema'
import { ApiError, invalid, notFound, body } from '../errors'
import { sanitizeSimulationOnServer } from '../views/template-html'
import { SimulationTemplateBody, simulationTemplateProblems } from '../../src/domain/simulation/template'
import { paging, templateItem } from '../simulation/campaigns'

const guard = allow.company()
const base = `${BASE.phishing}/v3/company/:companyId` as const

// A company's simulation templates (ours): the library's page, a template added, and one removed.
export function simulationTemplateRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get(PATHS.simulationTemplates.pattern, guard, async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const query = c.req.query()
    const { pageNumber, pageSize } = paging(query, 25)
    const search = (query.searchText ?? '').trim().slice(0, 100)
    const where = and(
      or(isNull(simulationTemplates.companyId), eq(simulationTemplates.companyId, companyId)),
      query.difficulty ? eq(simulationTemplates.difficulty, query.difficulty) : undefined,
      query.category ? eq(simulationTemplates.category, query.category) : undefined,
      query.provider !== undefined && query.provider !== ''
        ? eq(simulationTemplates.provider, Number(query.provider) || 0)
        : undefined,
      search
        ? ilike(simulationTemplates.name, `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)
        : undefined,
    )
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(simulationTemplates)
        .where(where)
        .orderBy(simulationTemplates.name, simulationTemplates.id)
        .limit(pageSize)
        .offset(pageNumber * pageSize),
      db.select({ n: count() }).from(simulationTemplates).where(where),
    ])
    return c.json({
      items: rows.map(templateItem),
      pageInfo: { totalCount: total?.n ?? 0, pageNumber, pageSize },
    })
  })

  // A company's own template (issue 25): the editor's rules again on the sanitised body, %url_tag% required.
  app.post(PATHS.simulationTemplates.pattern, guard, body(SimulationTemplateBody), async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const body = c.req.valid('json')
    const clean = {
      ...body,
      name: body.name.trim(),
      subject: body.subject.trim(),
      fromName: body.fromName.trim(),
      fromEmail: body.fromEmail.trim().toLowerCase(),
      html: sanitizeSimulationOnServer(body.html),
    }
    const problems = Object.entries(simulationTemplateProblems(clean)).map(([field, message]) => ({
      field,
      message,
    }))
    if (problems.length > 0) throw invalid(problems)
    const [row] = await db
      .insert(simulationTemplates)
      .values({
        id: `simtpl_${randomUUID()}`,
        companyId,
        name: clean.name,
        subject: clean.subject,
        fromName: clean.fromName,
        fromEmail: clean.fromEmail,
        html: clean.html,
        difficulty: clean.difficulty,
        category: clean.category,
        provider: clean.provider,
      })
      .returning()
    return c.json(templateItem(row!), 201)
  })

  // Only the company's own, and not while a live campaign sends it (its mails would have no body).
  app.delete(`${base}/templates/:templateId`, guard, async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const templateId = c.req.param('templateId')
    const own = and(eq(simulationTemplates.id, templateId), eq(simulationTemplates.companyId, companyId))
    const [row] = await db.select({ id: simulationTemplates.id }).from(simulationTemplates).where(own)
    if (!row) throw notFound('Template not found')
    const [live] = await db
      .select({ name: simulationCampaigns.name })
      .from(simulationCampaigns)
      .where(
        and(
          eq(simulationCampaigns.companyId, companyId),
          isNull(simulationCampaigns.archivedAt),
          sql`${simulationCampaigns.templateIds} @> ${JSON.stringify([templateId])}::jsonb`,
        ),
      )
      .limit(1)
    if (live)
      throw new ApiError(409, 'template_in_use', `The campaign "${live.name}" still sends this template.`)
    await db.delete(simulationTemplates).where(own)
    return c.body(null, 204)
  })
  return app
}
