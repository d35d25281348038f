import { randomUUID } from 'node:crypto'
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm'
import { type Context } from 'hono'
import {
  DEFAULT_TEMPLATE_ORDER_BY,
  TEMPLATE_IN_USE,
  TEMPLATE_ORDER_BY,
  TEMPLATE_PAGE_SIZE,
  type TemplateOrderBy,
} from '../../src/domain/template-library'
import { imageTypeOf, THUMBNAIL_MAX_BYTES, THUMBNAIL_TEXTS } from '../../src/domain/template'
import { parseTemplateForm } from '../../src/domain/template-payload'
import type { GatewayEnv } from '../context'
import type { Database } from '../db/open'
import { phishingCampaigns, phishingTemplates, templateThumbnails } from '../db/schema'
import { ApiError, invalid, notFound } from '../errors'
import { sanitizeOnServer } from '../views/template-html'

// Phishing exercise templates and packs (002 §7 "Phishing exercise"): the company's library (its own CUSTOM
// templates and the platform's), one template, packs with their counts, and deletion, which a template used by
// an active campaign refuses; creating and updating from the builder's multipart form, checked with the builder's
// rules and sanitised with the preview's policy; uploaded thumbnails, checked by their bytes.

export const visibleTo = (companyId: string) =>
  or(isNull(phishingTemplates.companyId), eq(phishingTemplates.companyId, companyId))

/** Template ids used by the company's campaigns that are not archived. */
export async function templatesInUse(db: Database, companyId: string): Promise<Set<string>> {
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
export async function ownUnusedTemplate(db: Database, companyId: string, templateId: string) {
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

export const ORDER_COLUMNS: Record<TemplateOrderBy, SQL | typeof phishingTemplates.name> = {
  updatedAt: sql`${phishingTemplates.updatedAt}`,
  createdAt: sql`${phishingTemplates.createdAt}`,
  name: phishingTemplates.name,
  difficulty: sql`case ${phishingTemplates.difficulty} when 'EASY' then 1 when 'MEDIUM' then 2 else 3 end`,
}

export function listQuery(query: Record<string, string>) {
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
export async function thumbnailOf(
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

export async function readTemplateForm(c: Context<GatewayEnv>) {
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
export function templatePreview(row: typeof phishingTemplates.$inferSelect) {
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

export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
