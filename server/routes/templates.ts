import { allow } from '../auth/access'
import { randomUUID } from 'node:crypto'
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import {
  canManageTemplates,
  DEFAULT_TEMPLATE_ORDER_BY,
  TEMPLATE_LIBRARY_TEXTS,
  TEMPLATE_IN_USE,
  TEMPLATE_ORDER_BY,
  TEMPLATE_PAGE_SIZE,
  type TemplateOrderBy,
} from '../../src/domain/template-library'
import { imageTypeOf, THUMBNAIL_MAX_BYTES, THUMBNAIL_TEXTS } from '../../src/domain/template'
import { parseTemplateForm } from '../../src/domain/template-payload'
import type { GatewayEnv } from '../context'
import type { Database } from '../db/open'
import {
  companies,
  phishingCampaigns,
  phishingPacks,
  phishingTemplates,
  templateThumbnails,
} from '../db/schema'
import { ApiError, forbidden, invalid, notFound } from '../errors'
import { sanitizeOnServer } from '../views/template-html'

// Phishing exercise templates and packs (002 §7 "Phishing exercise"): the company's library (its own CUSTOM
// templates and the platform's), one template, packs with their counts, and deletion, which a template used by
// an active campaign refuses; creating and updating from the builder's multipart form, checked with the builder's
// rules and sanitised with the preview's policy; uploaded thumbnails, checked by their bytes.

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

/**
 * The company's own custom template, not used by an active campaign (002 §2.4: such a template can be neither
 * edited nor deleted). Deleted meanwhile, a platform template or another company's: all look missing.
 */
async function ownUnusedTemplate(db: Database, companyId: string, templateId: string) {
  const [row] = await db
    .select({ thumbnailUrl: phishingTemplates.thumbnailUrl })
    .from(phishingTemplates)
    .where(
      and(
        eq(phishingTemplates.id, templateId),
        eq(phishingTemplates.companyId, companyId),
        eq(phishingTemplates.type, 'CUSTOM'),
      ),
    )
  if (!row) throw notFound('Template not found')
  if ((await templatesInUse(db, companyId)).has(templateId))
    throw new ApiError(409, 'template_in_use', TEMPLATE_IN_USE)
  return row
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
  const packId = query.packId?.trim() || null
  const layoutType = query.layoutType === 'EMAIL' || query.layoutType === 'SMS' ? query.layoutType : null
  const difficulty = ['EASY', 'MEDIUM', 'HARD'].includes(query.difficulty ?? '') ? query.difficulty! : null
  if ((query.layoutType && !layoutType) || (query.difficulty && !difficulty))
    throw new ApiError(422, 'invalid_filter', 'Unknown template filter.')
  return { pageNumber, pageSize, orderBy, order, searchText, packId, layoutType, difficulty }
}

export const THUMBNAIL_PATH = '/phishing-exercise/api/v1/thumbnails/'
// The form's size is limited at the edge (server/edge.ts): a 5 MB body, a 10 MB design and a thumbnail.

/** A thumbnail field: a new file (checked by its bytes, stored), the kept address, or nothing. */
async function thumbnailOf(
  db: Database,
  companyId: string,
  value: unknown,
  current: string | null,
): Promise<string | null> {
  if (typeof value === 'string') {
    if (value === '') return null
    // Only the address it already has may be kept: nobody points a template at someone else's image.
    if (value !== current) throw invalid([{ field: 'thumbnail', message: 'Unknown thumbnail.' }])
    return value
  }
  if (!(value instanceof File)) return null
  const head = new Uint8Array(await value.slice(0, 8).arrayBuffer())
  const type = imageTypeOf(head)
  if (!/\.(png|jpe?g)$/i.test(value.name) || type === null)
    throw invalid([{ field: 'thumbnail', message: THUMBNAIL_TEXTS.type }])
  if (value.size >= THUMBNAIL_MAX_BYTES)
    throw invalid([{ field: 'thumbnail', message: THUMBNAIL_TEXTS.size }])
  const id = `thm_${randomUUID()}`
  await db.insert(templateThumbnails).values({
    id,
    companyId,
    contentType: `image/${type}`,
    data: Buffer.from(await value.arrayBuffer()).toString('base64'),
  })
  return THUMBNAIL_PATH + id
}

async function readTemplateForm(c: Context<GatewayEnv>) {
  let form: Record<string, unknown>
  try {
    form = await c.req.parseBody({ all: false })
  } catch {
    throw invalid([{ field: 'body', message: 'Send the template as a multipart form.' }])
  }
  if (form.companyId !== undefined && form.companyId !== c.req.param('companyId'))
    throw invalid([{ field: 'companyId', message: 'The form is for another company.' }])
  const { template, problems } = parseTemplateForm(form, sanitizeOnServer)
  if (problems.length > 0) throw invalid(problems)
  return { form, template }
}

/** A card's stand-in for a thumbnail: text only (the view renders it as text, never as HTML). */
function templatePreview(row: typeof phishingTemplates.$inferSelect) {
  const text = row.html
    .replace(/<(style|script|head)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
  return {
    from: (row.layoutType === 'SMS' ? row.fromPhone : row.fromName || row.fromEmail) ?? '',
    subject: row.subject ?? '',
    snippet: text.slice(0, 160),
  }
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export function templateRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get('/company/:companyId/templates', guard, async (c) => {
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

  app.get('/company/:companyId/template/:templateId', guard, async (c) => {
    const { db } = c.var.deps
    const [row] = await db
      .select()
      .from(phishingTemplates)
      .where(and(eq(phishingTemplates.id, c.req.param('templateId')), visibleTo(c.req.param('companyId'))))
    if (!row) throw notFound('Template not found')
    return c.json({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() })
  })

  app.delete('/company/:companyId/template/:templateId/delete', ...manage, async (c) => {
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const templateId = c.req.param('templateId')
    await ownUnusedTemplate(db, companyId, templateId)
    await db.delete(phishingTemplates).where(eq(phishingTemplates.id, templateId))
    return c.body(null, 204)
  })

  app.post('/company/:companyId/template/create', ...manage, async (c) => {
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

  app.put('/company/:companyId/template/:templateId/update', ...manage, async (c) => {
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
    '/thumbnails/:thumbnailId',
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
  app.get('/packs', allow.signedIn(), packs(false))
  app.get('/packs/available', allow.signedIn(), packs(true))
  return app
}
