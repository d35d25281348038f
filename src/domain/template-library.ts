// The template library's list rules (002 §2.4, §5 "Report sorting" for templates, §7, §9).

export const TEMPLATE_PAGE_SIZE = 25
export const TEMPLATE_ORDER_BY = ['updatedAt', 'createdAt', 'name', 'difficulty'] as const
export type TemplateOrderBy = (typeof TEMPLATE_ORDER_BY)[number]
/** 002 §5: the template list sorts by updatedAt unless told otherwise. */
export const DEFAULT_TEMPLATE_ORDER_BY: TemplateOrderBy = 'updatedAt'
export const TEMPLATE_IN_USE = 'The template is used in active Phishing Exercise Campaign'
/** A card shows NEW for this long after the template was created. */
export const NEW_TEMPLATE_DAYS = 14

export const isNewTemplate = (createdAt: string, now: Date) =>
  now.getTime() - new Date(createdAt).getTime() < NEW_TEMPLATE_DAYS * 86_400_000

export const TEMPLATE_SEARCH_DEBOUNCE_MS = 300
export const TEMPLATE_LIBRARY_TEXTS = {
  deleteTitle: 'Delete Template?',
  deleteNote: 'A template used in an active Phishing Exercise Campaign will not be deleted.',
  deleted: 'Template deleted successfully.',
  empty: 'No templates found.',
  noPermission: 'Creating and editing custom templates is not available for your company.',
} as const

export type TemplateDifficulty = 'EASY' | 'MEDIUM' | 'HARD'
export const DIFFICULTY_STARS: Record<TemplateDifficulty, number> = { EASY: 1, MEDIUM: 2, HARD: 3 }

export interface TemplateCardItem {
  id: string
  name: string
  layoutType: 'EMAIL' | 'SMS'
  difficulty: TemplateDifficulty
  type: string
  thumbnailUrl: string | null
  packId: string | null
  createdAt: string
  updatedAt: string
  isEditable: boolean
  isInUse: boolean
  /** Ours (issue 24): what a card without a thumbnail draws — sender, subject and the body's first words. */
  preview?: { from: string; subject: string; snippet: string }
}

export const TEMPLATE_KINDS = [
  { id: 'EMAIL', label: 'Email' },
  { id: 'SMS', label: 'SMS' },
] as const
export const TEMPLATE_DIFFICULTIES = [
  { id: 'EASY', label: 'Easy' },
  { id: 'MEDIUM', label: 'Medium' },
  { id: 'HARD', label: 'Hard' },
] as const

export interface TemplatePage {
  items: TemplateCardItem[]
  totalCount: number
}

export interface TemplateQuery {
  searchText: string
  orderBy: TemplateOrderBy
  order: 'asc' | 'desc'
  pageNumber: number
  /** Only this pack's templates; null for all. */
  packId: string | null
  /** Ours (issue 24): only Email or only SMS templates, and only one difficulty; null for all. */
  layoutType: 'EMAIL' | 'SMS' | null
  difficulty: TemplateDifficulty | null
}

export interface Pack {
  id: string
  name: string
  difficulty: 1 | 2 | 3
  thumbnail: string | null
  templatesTotalCount: number
  templatesEmailCount: number
  templatesSmsCount: number
}

/**
 * 002 §6: a feature flag combined with the company governs Create New, Edit and Delete; Edit and Delete only for
 * the company's CUSTOM templates.
 */
export const canManageTemplates = (
  company: { id: string; features: { isPhishingExerciseV2Enabled: boolean } } | null,
) => company !== null && company.id !== '' && company.features.isPhishingExerciseV2Enabled

export const hasMorePages = (loaded: number, total: number) => loaded < total

export const templateCount = (n: number) => `${n} ${n === 1 ? 'template' : 'templates'}`

/** The card of a template the admin just created, until the library's next page brings the stored one. */
export function newTemplateCard(
  id: string,
  draft: { name: string; layout: TemplateCardItem['layoutType'] },
  now: string,
): TemplateCardItem {
  return {
    id,
    name: draft.name.trim(),
    layoutType: draft.layout,
    difficulty: 'EASY',
    type: 'CUSTOM',
    thumbnailUrl: null,
    packId: null,
    createdAt: now,
    updatedAt: now,
    isEditable: true,
    isInUse: false,
  }
}

/** 002 §2.4: a custom template may be opened in the builder by an admin who manages templates, unless in use. */
export const templateEditable = (canManage: boolean, template: TemplateCardItem) =>
  canManage && template.isEditable && !template.isInUse
