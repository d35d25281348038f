import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { ROLE_GROUPS } from '../../src/domain/roles'
import {
  DEFAULT_TEMPLATE_ORDER_BY,
  TEMPLATE_IN_USE,
  TEMPLATE_ORDER_BY,
  TEMPLATE_PAGE_SIZE,
  type TemplateOrderBy,
} from '../../src/domain/template-library'
import { requireAuth, requireCompany, requireRoles } from '../auth/middleware'
import type { GatewayEnv } from '../context'
import type { Database } from '../db/open'
import { phishingCampaigns, phishingPacks, phishingTemplates } from '../db/schema'
import { ApiError, notFound } from '../errors'

// Phishing exercise templates and packs (002 §7 "Phishing exercise"): the company's library (its own CUSTOM
// templates and the platform's), one template, packs with their counts, and deletion, which a template used by
// an active campaign refuses. Creating and updating (multipart, sanitised) are not here yet.

const guard = [requireAuth, requireRoles(ROLE_GROUPS.adminPanel), requireCompany()] as const
const visibleTo = (companyId: string) =>
  or(isNull(phishingTemplates.companyId), eq(phishingTemplates.companyId, companyId))

/** Template ids used by the company's campaigns that are not archived. */
async function templatesInUse(db: Database, companyId: string): Promise<Set<string>> {
  const rows = await db
    .select({ templateIds: phishingCampaigns.templateIds })
    .from(phishingCampaigns)
    .where(and(eq(phishingCampaigns.companyId, companyId), isNull(phishingCampaigns.archivedAt)))
  return new Set(rows.flatMap((row) => row.templateIds))
}

const ORDER_COLUMNS: Record<TemplateOrderBy, SQL | typeof phishingTemplates.name> = {
  updatedAt: sql`${phishingTemplates.updatedAt}`,
  createdAt: sql`${phishingTemplates.createdAt}`,
  name: phishingTemplates.name,
  difficulty: sql`case ${phishingTemplates.difficulty} when 'EASY' then 1 when 'MEDIUM' then 2 else 3 end`,
}

function listQuery(query: Record<string, string>) {
  const pageNumber = Number(query.pageNumber ?? 1)
  const pageSize = Number(query.pageSize ?? TEMPLATE_PAGE_SIZE)
  if (!Number.isSafeInteger(pageNumber) || pageNumber < 1)
    throw new ApiError(422, 'invalid_page', 'Invalid page.')
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > 100)
    throw new ApiError(422, 'invalid_page', 'Invalid page size.')
  // 002 §5: an unknown sort column falls back to the default rather than failing.
  const orderBy = (TEMPLATE_ORDER_BY as readonly string[]).includes(query.orderBy ?? '')
    ? (query.orderBy as TemplateOrderBy)
    : DEFAULT_TEMPLATE_ORDER_BY
  const order = query.order === 'asc' ? 'asc' : 'desc'
  const searchText = (query.searchText ?? '').trim().slice(0, 200)
  return { pageNumber, pageSize, orderBy, order, searchText }
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export function templateRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get('/company/:companyId/templates', ...guard, async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const { pageNumber, pageSize, orderBy, order, searchText } = listQuery(c.req.query())
    const where = and(
      visibleTo(companyId),
      searchText ? ilike(phishingTemplates.name, likePattern(searchText)) : undefined,
    )
    const direction = order === 'asc' ? asc : desc
    const [rows, [total], inUse] = await Promise.all([
      db
        .select()
        .from(phishingTemplates)
        .where(where)
        .orderBy(direction(ORDER_COLUMNS[orderBy]), direction(phishingTemplates.id))
        .limit(pageSize)
        .offset((pageNumber - 1) * pageSize),
      db.select({ n: count() }).from(phishingTemplates).where(where),
      templatesInUse(db, companyId),
    ])
    return c.json({
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        layoutType: row.layoutType,
        difficulty: row.difficulty,
        type: row.type,
        thumbnailUrl: row.thumbnailUrl,
        packId: row.packId,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        isEditable: row.type === 'CUSTOM' && row.companyId === companyId,
        isInUse: inUse.has(row.id),
      })),
      pageInfo: { totalCount: total?.n ?? 0, pageNumber, pageSize },
    })
  })

  app.get('/company/:companyId/template/:templateId', ...guard, async (c) => {
    const { db } = c.var.deps
    const [row] = await db
      .select()
      .from(phishingTemplates)
      .where(and(eq(phishingTemplates.id, c.req.param('templateId')), visibleTo(c.req.param('companyId'))))
    if (!row) throw notFound('Template not found')
    return c.json({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() })
  })

  app.delete('/company/:companyId/template/:templateId/delete', ...guard, async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const templateId = c.req.param('templateId')
    const [row] = await db
      .select({ id: phishingTemplates.id })
      .from(phishingTemplates)
      .where(
        and(
          eq(phishingTemplates.id, templateId),
          eq(phishingTemplates.companyId, companyId),
          eq(phishingTemplates.type, 'CUSTOM'),
        ),
      )
    // Platform templates and other companies' look the same as missing ones: nothing to delete here.
    if (!row) throw notFound('Template not found')
    if ((await templatesInUse(db, companyId)).has(templateId))
      throw new ApiError(409, 'template_in_use', TEMPLATE_IN_USE)
    await db.delete(phishingTemplates).where(eq(phishingTemplates.id, templateId))
    return c.body(null, 204)
  })

  const packs = (availableOnly: boolean) => async (c: Context<GatewayEnv>) => {
    const { db } = c.var.deps
    const rows = await db
      .select({
        id: phishingPacks.id,
        name: phishingPacks.name,
        difficulty: phishingPacks.difficulty,
        thumbnail: phishingPacks.thumbnail,
        templatesTotalCount: count(phishingTemplates.id),
        templatesEmailCount:
          sql<number>`count(*) filter (where ${phishingTemplates.layoutType} = 'EMAIL')`.mapWith(Number),
        templatesSmsCount:
          sql<number>`count(*) filter (where ${phishingTemplates.layoutType} = 'SMS')`.mapWith(Number),
      })
      .from(phishingPacks)
      .leftJoin(
        phishingTemplates,
        and(eq(phishingTemplates.packId, phishingPacks.id), isNull(phishingTemplates.companyId)),
      )
      .groupBy(phishingPacks.id)
      .orderBy(phishingPacks.difficulty, phishingPacks.name)
    return c.json({ packs: availableOnly ? rows.filter((row) => row.templatesTotalCount > 0) : rows })
  }
  app.get('/packs', requireAuth, requireRoles(ROLE_GROUPS.adminPanel), packs(false))
  app.get('/packs/available', requireAuth, requireRoles(ROLE_GROUPS.adminPanel), packs(true))
  return app
}
