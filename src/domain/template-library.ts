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
