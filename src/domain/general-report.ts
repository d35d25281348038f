import { array, nullable, number, object, string, type Infer } from 'superstruct'
import { percentOf } from './training-report'
import { formatDate } from './intl-format'

// The general report (/general-report; issue 28 ★ risk over time): the company's culture score and
// phish-prone percentage month by month over the last twelve months, beside the platform's, and the year
// before as the company's own baseline — a trend, not a snapshot. Each month reads the learners' records as they
// stood at its end: training and gaming completion over the tasks of the 90 days before (the dashboard's
// period), the exercise score of the campaigns started then, and the simulation mails sent in the month.

export const GeneralMonth = object({
  month: string(),
  cultureScore: nullable(number()),
  phishProne: nullable(number()),
  platformCultureScore: nullable(number()),
  platformPhishProne: nullable(number()),
  /** Simulation mails sent in the month (the phish-prone percentage's base). */
  mailsSent: number(),
})
export type GeneralMonth = Infer<typeof GeneralMonth>

export const GeneralPage = object({
  items: array(GeneralMonth),
  pageInfo: object({ totalCount: number(), pageNumber: number(), pageSize: number() }),
})

export const GeneralStatistics = object({
  cultureScore: nullable(number()),
  previousCultureScore: nullable(number()),
  platformCultureScore: nullable(number()),
  phishProne: nullable(number()),
  previousPhishProne: nullable(number()),
  platformPhishProne: nullable(number()),
})
export type GeneralStatistics = Infer<typeof GeneralStatistics>

export const GENERAL_TEXTS = {
  title: 'General report',
  trend: 'Risk over time',
  noData: 'No data yet',
} as const

export const GENERAL_CSV_FIELDS = [
  'Month',
  'Culture score',
  'Phish-prone %',
  'Platform culture score',
  'Platform phish-prone %',
  'Simulation mails sent',
] as const

/** "Mar 2026" from "2026-03". */
export const monthLabel = (month: string) =>
  formatDate(`${month}-01T00:00:00Z`, 'en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })

export const figureOrDash = (value: number | null, suffix = '') =>
  value === null ? '—' : `${value}${suffix}`

/** "+5 pts against the year before", or null without both figures. */
export function againstPrevious(current: number | null, previous: number | null) {
  if (current === null || previous === null) return null
  const change = Math.round(current - previous)
  return change === 0
    ? 'same as the year before'
    : `${change > 0 ? '+' : '−'}${Math.abs(change)} pts against the year before`
}

export const phishPronePercent = (phished: number, sent: number) =>
  sent === 0 ? null : percentOf(phished, sent)

/** The figures above the trend, on the page and in its PDF alike. */
export function generalFigures(s: GeneralStatistics): [string, string][] {
  return [
    ['Culture score', figureOrDash(s.cultureScore)],
    ['Against the year before', againstPrevious(s.cultureScore, s.previousCultureScore) ?? '—'],
    ['Platform culture score', figureOrDash(s.platformCultureScore)],
    ['Phish-prone (12 months)', figureOrDash(s.phishProne, '%')],
    ['Phish-prone the year before', figureOrDash(s.previousPhishProne, '%')],
    ['Platform phish-prone', figureOrDash(s.platformPhishProne, '%')],
  ]
}
