import { array, nullable, number, object, optional, string, type Infer } from 'superstruct'
import type { ListQueryOptions } from './list-query'
import { DEFAULT_RANGE, RANGE_PRESETS, type RangeChoice } from './report-range'

// The phishing summary (/reports/phishing-summary/{tab}; 000 §2, 002 §2.9; 000 §9: 25 a page, page 0, DESC by
// phished): every simulation mail sent in the period, across campaigns — what was opened, clicked, phished and
// reported — as a whole with its months, and by campaign, template, recipient, group and department. Filtered by
// campaigns, departments and groups; CSV and PDF of every tab.

export const PHISHING_SUMMARY_TABS = [
  'overview',
  'campaigns',
  'templates',
  'recipients',
  'groups',
  'departments',
] as const
export type PhishingSummaryTab = (typeof PHISHING_SUMMARY_TABS)[number]
export type PhishingSummaryTable = Exclude<PhishingSummaryTab, 'overview'>

export const PHISHING_SUMMARY_TAB_LABELS: Record<PhishingSummaryTab, string> = {
  overview: 'Overview',
  campaigns: 'Campaigns',
  templates: 'Templates',
  recipients: 'Recipients',
  groups: 'Groups',
  departments: 'Departments',
}

/** What each table's first column is called, and what its rows are in an empty-state sentence. */
export const PHISHING_SUMMARY_NOUNS: Record<PhishingSummaryTable, { column: string; noun: string }> = {
  campaigns: { column: 'Campaign', noun: 'campaigns' },
  templates: { column: 'Template', noun: 'templates' },
  recipients: { column: 'Recipient', noun: 'recipients' },
  groups: { column: 'Group', noun: 'groups' },
  departments: { column: 'Department', noun: 'departments' },
}

export const PHISHING_SUMMARY_QUERY: ListQueryOptions = {
  orderBy: ['phished', 'name', 'sent', 'opened', 'clicked', 'reported', 'phishProne'],
  defaultOrderBy: 'phished',
  defaultOrder: 'DESC',
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 25,
}

export const PHISHING_SUMMARY_TEXTS = {
  title: 'Phishing summary',
  empty: 'No data',
  emptySearch: 'No data was found, try another search',
  unknownCampaign: 'Unknown campaign in the filter.',
  unknownDepartment: 'Unknown department in the filter.',
  unknownGroup: 'Unknown group in the filter.',
  unknownTab: 'Unknown report tab.',
} as const

const funnel = {
  sent: number(),
  opened: number(),
  clicked: number(),
  phished: number(),
  reported: number(),
  /** Phished of sent, 0–100 with one decimal; null when nothing was sent. */
  phishProne: nullable(number()),
}

export const PhishingSummaryRow = object({
  id: string(),
  name: string(),
  /** Recipients only. */
  email: optional(string()),
  /** Campaigns only: when it started, and active / completed. */
  startedAt: optional(string()),
  status: optional(string()),
  /** Recipients: how many campaigns mailed them; other tables: how many people were mailed. */
  campaigns: optional(number()),
  recipients: optional(number()),
  ...funnel,
})
export type PhishingSummaryRow = Infer<typeof PhishingSummaryRow>

export const PhishingSummaryPage = object({
  items: array(PhishingSummaryRow),
  pageInfo: object({ totalCount: number(), pageNumber: number(), pageSize: number() }),
})

export const PhishingSummaryMonth = object({
  month: string(),
  sent: number(),
  phished: number(),
  reported: number(),
})
export type PhishingSummaryMonth = Infer<typeof PhishingSummaryMonth>

export const PhishingSummaryOverview = object({
  campaigns: number(),
  recipients: number(),
  ...funnel,
  /** Reported of sent, as phishProne. */
  reportRate: nullable(number()),
  months: array(PhishingSummaryMonth),
})
export type PhishingSummaryOverview = Infer<typeof PhishingSummaryOverview>

const choice = object({ id: string(), name: string() })
export const PhishingSummaryChoices = object({
  campaigns: array(choice),
  departments: array(choice),
  groups: array(choice),
})
export type PhishingSummaryChoices = Infer<typeof PhishingSummaryChoices>

/** One decimal of a percentage; null for nothing of nothing. */
export const rateOf = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10

export const rateText = (rate: number | null) => (rate === null ? '—' : `${rate}%`)

export function phishingSummaryFiltersOf(filters: Record<string, unknown>) {
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string').slice(0, 100) : []
  const range =
    filters.range === 'custom' || (RANGE_PRESETS as readonly unknown[]).includes(filters.range)
      ? (filters.range as RangeChoice)
      : DEFAULT_RANGE
  return {
    campaignIds: strings(filters.campaignIds),
    departments: strings(filters.departments),
    groups: strings(filters.groups),
    range,
    from: typeof filters.from === 'string' ? filters.from.slice(0, 10) : '',
    to: typeof filters.to === 'string' ? filters.to.slice(0, 10) : '',
  }
}

const FUNNEL_FIELDS = ['Sent', 'Opened', 'Clicked', 'Phished', 'Reported', 'Phish-prone %'] as const

/** The CSV and PDF columns of a table. */
export function phishingSummaryColumns(table: PhishingSummaryTable): string[] {
  const first = PHISHING_SUMMARY_NOUNS[table].column
  if (table === 'recipients') return [first, 'Email', 'Campaigns', ...FUNNEL_FIELDS]
  if (table === 'campaigns') return [first, 'Status', 'Started', 'Recipients', ...FUNNEL_FIELDS]
  return [first, 'Recipients', ...FUNNEL_FIELDS]
}

export function phishingSummaryCells(table: PhishingSummaryTable, row: PhishingSummaryRow) {
  const counts = [row.sent, row.opened, row.clicked, row.phished, row.reported, row.phishProne]
  if (table === 'recipients') return [row.name, row.email ?? '', row.campaigns ?? 0, ...counts]
  if (table === 'campaigns')
    return [row.name, row.status ?? '', (row.startedAt ?? '').slice(0, 10), row.recipients ?? 0, ...counts]
  return [row.name, row.recipients ?? 0, ...counts]
}

/** The headline figures every tab shows (and the PDF repeats). */
export function phishingSummaryFigures(o: PhishingSummaryOverview): [string, string][] {
  return [
    ['Campaigns', String(o.campaigns)],
    ['Recipients', String(o.recipients)],
    ['Emails sent', String(o.sent)],
    ['Opened', String(o.opened)],
    ['Clicked', String(o.clicked)],
    ['Phished', String(o.phished)],
    ['Phish-prone', rateText(o.phishProne)],
    ['Reported', rateText(o.reportRate)],
  ]
}

/** A month's phish-prone and reported percentages, as the overview's chart and table read them. */
export const monthRates = (month: PhishingSummaryMonth) => ({
  phishProne: rateOf(month.phished, month.sent),
  reported: rateOf(month.reported, month.sent),
})
