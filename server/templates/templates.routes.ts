import { BASE, PATHS } from '../../src/domain/api-paths'
import { allow } from '../auth/access'
import { randomUUID } from 'node:crypto'
import { and, asc, count, desc, eq, ilike, isNull, sql } from 'drizzle-orm'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { canManageTemplates, TEMPLATE_LIBRARY_TEXTS } from '../../src/domain/template-library'
import type { GatewayEnv } from '../context'
import { companies, phishingPacks, phishingTemplates, templateThumbnails } from '../db/schema'
import { forbidden, invalid, notFound } from '../errors'
import {
  ORDER_COLUMNS,
  likePattern,
  listQuery,
  ownUnusedTemplate,
  readTemplateForm,
  templatePreview,
  templatesInUse,
  thumbnailOf,
  visibleTo,
} from './templates'

const guard = allow.company()

/** 002 §6: creating, editing and deleting custom templates needs the company's phishing exercise v2 flag. */
const requireTemplatePermission: MiddlewareHandler<GatewayEnv> = async (c, next) => {
  const { db } = c.var.deps
  const [company] = await db
    .select({ features: companies.features })
    .from(companies)
    .where(eq(companies.id, c.req.param('companyId') ?? ''))
  if (
    !canManageTemplates(
      company
        ? {
            id: c.req.param('companyId') ?? '',
            features: { isPhishingExerciseV2Enabled: company.features.isPhishingExerciseV2Enabled === true },
          }
        : null,
    )
  )
    throw forbidden('template_permission', TEMPLATE_LIBRARY_TEXTS.noPermission)
  await next()
}
const manage = [guard, requireTemplatePermission] as const

export function templateRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.templates.pattern, guard, async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const { pageNumber, pageSize, orderBy, order, searchText, packId, layoutType, difficulty } = listQuery(
      c.req.query(),
    )
    const where = and(
      visibleTo(companyId),
      packId ? eq(phishingTemplates.packId, packId) : undefined,
      layoutType ? eq(phishingTemplates.layoutType, layoutType) : undefined,
      difficulty ? eq(phishingTemplates.difficulty, difficulty) : undefined,
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
        preview: templatePreview(row),
      })),
      pageInfo: { totalCount: total?.n ?? 0, pageNumber, pageSize },
    })
  })

  app.get(PATHS.template.pattern, guard, async (c) => {
    const { db } = c.var.deps
    const [row] = await db
      .select()
      .from(phishingTemplates)
      .where(and(eq(phishingTemplates.id, c.req.param('templateId')), visibleTo(c.req.param('companyId'))))
    if (!row) throw notFound('Template not found')
    return c.json({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() })
  })

  app.delete(PATHS.templateDelete.pattern, ...manage, async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const templateId = c.req.param('templateId')
    await ownUnusedTemplate(db, companyId, templateId)
    await db.delete(phishingTemplates).where(eq(phishingTemplates.id, templateId))
    return c.body(null, 204)
  })

  app.post(PATHS.templateCreate.pattern, ...manage, async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const { form, template } = await readTemplateForm(c)
    const id = `tpl_${randomUUID()}`
    const thumbnailUrl = await thumbnailOf(db, companyId, form.thumbnail, null)
    await db.insert(phishingTemplates).values({
      ...template,
      id,
      companyId,
      difficulty: 'MEDIUM',
      type: 'CUSTOM',
      packId: null,
      thumbnailUrl,
    })
    return c.json({ id }, 201)
  })

  app.put(PATHS.templateUpdate.pattern, ...manage, async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const templateId = c.req.param('templateId')
    const current = await ownUnusedTemplate(db, companyId, templateId)
    const { form, template } = await readTemplateForm(c)
    if (form.templateId !== undefined && form.templateId !== templateId)
      throw invalid([{ field: 'templateId', message: 'The form is for another template.' }])
    const thumbnailUrl =
      form.isDeleteThumbnail === 'true'
        ? null
        : await thumbnailOf(db, companyId, form.thumbnail, current.thumbnailUrl)
    await db
      .update(phishingTemplates)
      .set({ ...template, thumbnailUrl, updatedAt: new Date() })
      .where(eq(phishingTemplates.id, templateId))
    return c.json({ id: templateId })
  })

  // Images are fetched by <img>, which sends no token: the address itself is the secret (a random id).
  app.get(
    `${BASE.phishingExercise}/thumbnails/:thumbnailId`,
    allow.public('an <img> sends no token: the random id is the secret'),
    async (c) => {
      const { db } = c.var.deps
      const [row] = await db
        .select()
        .from(templateThumbnails)
        .where(eq(templateThumbnails.id, c.req.param('thumbnailId')))
      if (!row) throw notFound('Thumbnail not found')
      return c.body(Buffer.from(row.data, 'base64'), 200, {
        'Content-Type': row.contentType,
        'Cache-Control': 'private, max-age=86400, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
      })
    },
  )

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
  app.get(PATHS.packs, allow.signedIn(), packs(false))
  app.get(PATHS.packsAvailable, allow.signedIn(), packs(true))
  return app
}
