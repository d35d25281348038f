import { Temporal } from 'temporal-polyfill'
import { array, boolean, enums, nullable, number, object, string, type Infer } from 'superstruct'
import { formatNumber } from './intl-format'

// The opportunity forecast (/opportunity-forecast; 000 §2 names the page, issue 26 its content): from the
// partner's own customers, what falls in the next 90 days — trials ending, renewals, overages and invitations
// nobody has answered — each with the revenue it is expected to bring and the one step that moves it on.

export const FORECAST_HORIZON_DAYS = 90

export const OPPORTUNITY_KINDS = ['TRIAL_ENDING', 'RENEWAL', 'OVERAGE', 'INVITATION'] as const
export type OpportunityKind = (typeof OPPORTUNITY_KINDS)[number]

/** The one-click next step of each kind: the dialogs and call My Customers already has. */
export type NextStep = 'buy' | 'allocate' | 'resend'

export const OPPORTUNITY_TEXTS: Record<
  OpportunityKind,
  { label: string; plural: string; step: NextStep; stepLabel: string; basis: string }
> = {
  TRIAL_ENDING: {
    label: 'Trial ending',
    plural: 'Trials ending',
    step: 'buy',
    stepLabel: 'Buy licenses',
    basis: 'its active users at the list price per seat',
  },
  RENEWAL: {
    label: 'Renewal',
    plural: 'Renewals',
    step: 'buy',
    stepLabel: 'Renew',
    basis: 'its licensed seats at its current price per seat',
  },
  OVERAGE: {
    label: 'Overage',
    plural: 'Overages',
    step: 'allocate',
    stepLabel: 'Allocate licenses',
    basis: 'the users over its seats at its price per seat',
  },
  INVITATION: {
    label: 'Unregistered invitation',
    plural: 'Unregistered invitations',
    step: 'resend',
    stepLabel: 'Resend invite',
    basis: 'the average seats of your paying customers at the list price',
  },
}

export const FORECAST_TEXTS = {
  title: 'Opportunity forecast',
  empty: 'Nothing falls due in the next 90 days.',
  emptyKind: 'No opportunity of this kind in the next 90 days.',
} as const

export const Opportunity = object({
  id: string(),
  kind: enums(OPPORTUNITY_KINDS),
  customerId: string(),
  customerName: string(),
  /** When it falls due (ISO): the trial's or period's end, the invitation's expiry; now for an overage. */
  dueAt: string(),
  seats: number(),
  /** Dollars per year. */
  expectedRevenue: number(),
  /** A purchase for this customer is an upsell (its billing is ACTIVE, PAST_DUE or UNPAID). */
  upsell: boolean(),
  invitationEmail: nullable(string()),
})
export type Opportunity = Infer<typeof Opportunity>

export const ForecastView = object({
  generatedAt: string(),
  horizonDays: number(),
  opportunities: array(Opportunity),
})
export type ForecastView = Infer<typeof ForecastView>

export type KindFilter = OpportunityKind | 'ALL'

/** Count and expected revenue per kind, and in all. */
export function forecastTotals(opportunities: readonly Opportunity[]) {
  const byKind = Object.fromEntries(
    OPPORTUNITY_KINDS.map((kind) => [kind, { count: 0, revenue: 0 }]),
  ) as Record<OpportunityKind, { count: number; revenue: number }>
  for (const item of opportunities) {
    byKind[item.kind].count += 1
    byKind[item.kind].revenue += item.expectedRevenue
  }
  const revenue = opportunities.reduce((sum, item) => sum + item.expectedRevenue, 0)
  return { byKind, count: opportunities.length, revenue }
}

/**
 * Expected revenue per week of the horizon and per kind, for the chart: week 1 starts on `today`, and an
 * opportunity already due (an overage, an expired invitation) counts in week 1.
 */
export function forecastWeeks(view: ForecastView, today: Temporal.PlainDate) {
  const weeks = Math.ceil(view.horizonDays / 7)
  const labels = Array.from({ length: weeks }, (_, n) =>
    today.add({ days: n * 7 }).toLocaleString('en-US', { month: 'short', day: 'numeric' }),
  )
  const series = Object.fromEntries(
    OPPORTUNITY_KINDS.map((kind) => [kind, Array.from({ length: weeks }, () => 0)]),
  ) as Record<OpportunityKind, number[]>
  for (const item of view.opportunities) {
    const due = Temporal.Instant.from(item.dueAt).toZonedDateTimeISO('UTC').toPlainDate()
    const days = Math.max(0, today.until(due, { largestUnit: 'days' }).days)
    const week = Math.min(weeks - 1, Math.floor(days / 7))
    series[item.kind][week] = roundMoney(series[item.kind][week]! + item.expectedRevenue)
  }
  return { labels, series }
}

export const roundMoney = (value: number) => Math.round(value * 100) / 100

export const formatMoney = (value: number) =>
  formatNumber(value, 'en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/** The rows a kind filter shows, soonest first (the gateway's order). */
export const visibleOpportunities = (view: ForecastView | null, kind: KindFilter) =>
  (view?.opportunities ?? []).filter((item) => kind === 'ALL' || item.kind === kind)
