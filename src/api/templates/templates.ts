import type { $Fetch } from 'ofetch'
import { array, boolean, create, enums, nullable, number, optional, string, type as shape } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import type { TemplateDraft } from '../../domain/template'
import type { Pack, TemplatePage, TemplateQuery } from '../../domain/template-library'
import { templateFormEntries, type StoredTemplate } from '../../domain/template-payload'

// Phishing exercise template calls (002 §7 "Templates", "Packs").

const Card = shape({
  id: string(),
  name: string(),
  layoutType: enums(['EMAIL', 'SMS'] as const),
  difficulty: enums(['EASY', 'MEDIUM', 'HARD'] as const),
  type: string(),
  thumbnailUrl: nullable(string()),
  packId: nullable(string()),
  createdAt: string(),
  updatedAt: string(),
  isEditable: boolean(),
  isInUse: boolean(),
  preview: optional(shape({ from: string(), subject: string(), snippet: string() })),
})
const Page = shape({ items: array(Card), pageInfo: shape({ totalCount: number() }) })
const Callout = shape({
  description: string(),
  orderNumber: number(),
  anchor: string(),
  anchorText: string(),
  place: enums(['HEADER', 'BODY'] as const),
})
const Template = shape({
  id: string(),
  name: string(),
  layoutType: enums(['EMAIL', 'SMS'] as const),
  subject: nullable(string()),
  fromName: nullable(string()),
  fromEmail: nullable(string()),
  fromPhone: nullable(string()),
  html: string(),
  designData: nullable(string()),
  legend: string(),
  answers: array(shape({ label: string(), description: string(), status: string() })),
  callouts: array(Callout),
  thumbnailUrl: nullable(string()),
})
const Packs = shape({
  packs: array(
    shape({
      id: string(),
      name: string(),
      difficulty: enums([1, 2, 3] as const),
      thumbnail: nullable(string()),
      templatesTotalCount: number(),
      templatesEmailCount: number(),
      templatesSmsCount: number(),
    }),
  ),
})

export async function loadTemplatePage(
  api: $Fetch,
  companyId: string,
  query: TemplateQuery,
): Promise<TemplatePage> {
  const body = create(
    await api(PATHS.templates(companyId), {
      query: {
        pageNumber: query.pageNumber,
        pageSize: 25,
        orderBy: query.orderBy,
        order: query.order,
        ...(query.searchText ? { searchText: query.searchText } : {}),
        ...(query.packId ? { packId: query.packId } : {}),
        ...(query.layoutType ? { layoutType: query.layoutType } : {}),
        ...(query.difficulty ? { difficulty: query.difficulty } : {}),
      },
    }),
    Page,
  )
  return { items: body.items, totalCount: body.pageInfo.totalCount }
}

export async function loadTemplate(
  api: $Fetch,
  companyId: string,
  templateId: string,
): Promise<StoredTemplate> {
  return create(await api(PATHS.template(companyId, templateId)), Template)
}

/** The builder's save: `html` is the body already sanitised and marked. */
export async function saveTemplate(
  api: $Fetch,
  companyId: string,
  draft: TemplateDraft,
  html: string,
): Promise<{ id: string }> {
  const body = new FormData()
  for (const [key, value] of templateFormEntries(draft, companyId, html)) body.append(key, value)
  const path = draft.id === null ? PATHS.templateCreate(companyId) : PATHS.templateUpdate(companyId, draft.id)
  return create(
    await api(path, { method: draft.id === null ? 'POST' : 'PUT', body }),
    shape({ id: string() }),
  )
}

export async function deleteTemplate(api: $Fetch, companyId: string, templateId: string): Promise<void> {
  await api(PATHS.templateDelete(companyId, templateId), { method: 'DELETE' })
}

export async function loadPacks(api: $Fetch): Promise<Pack[]> {
  return create(await api(PATHS.packsAvailable), Packs).packs
}
