import { Temporal } from 'temporal-polyfill'

// A report's period (000 §9: 7, 30, 90 days, 6 months, 1 year; a custom range of at most 366 days; weeks start
// on Sunday; the default reaches back at least 2 months). The console and the gateway read and check it with
// these same rules, so a link with a bad range gets the same words on both sides.

export const RANGE_PRESETS = ['7d', '30d', '90d', '6m', '1y'] as const
export type RangePreset = (typeof RANGE_PRESETS)[number]
export type RangeChoice = RangePreset | 'custom'

export const RANGE_LABELS: Record<RangeChoice, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '6m': 'Last 6 months',
  '1y': 'Last year',
  custom: 'Custom range',
}

/** At least two months back (000 §9), the nearest preset that reaches that far. */
export const DEFAULT_RANGE: RangePreset = '90d'
export const MAX_CUSTOM_DAYS = 366

export const RANGE_TEXTS = {
  fromRequired: 'Please choose a start date.',
  toRequired: 'Please choose an end date.',
  malformed: 'Dates are written as YYYY-MM-DD.',
  reversed: 'The start date must be before the end date.',
  tooLong: `A custom range can span at most ${MAX_CUSTOM_DAYS} days.`,
  future: 'The range cannot end after today.',
  unknown: 'Unknown range.',
} as const

export interface ReportRange {
  range: RangeChoice
  /** Inclusive calendar days, YYYY-MM-DD. */
  from: string
  to: string
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

function plainDate(text: string): Temporal.PlainDate | null {
  if (!ISO_DAY.test(text)) return null
  try {
    return Temporal.PlainDate.from(text, { overflow: 'reject' })
  } catch {
    return null
  }
}

/** The days a preset covers, ending today (in the given zone). */
export function presetRange(preset: RangePreset, today: Temporal.PlainDate): ReportRange {
  const from =
    preset === '6m'
      ? today.subtract({ months: 6 })
      : preset === '1y'
        ? today.subtract({ years: 1 })
        : today.subtract({ days: Number(preset.slice(0, -1)) - 1 })
  return { range: preset, from: from.toString(), to: today.toString() }
}

export type RangeCheck =
  { ok: true; range: ReportRange } | { ok: false; field: 'from' | 'to' | 'range'; message: string }

/** A custom range as typed: both days, in order, not past today, at most 366 days. */
export function checkCustomRange(from: string, to: string, today: Temporal.PlainDate): RangeCheck {
  if (!from) return { ok: false, field: 'from', message: RANGE_TEXTS.fromRequired }
  if (!to) return { ok: false, field: 'to', message: RANGE_TEXTS.toRequired }
  const start = plainDate(from)
  if (!start) return { ok: false, field: 'from', message: RANGE_TEXTS.malformed }
  const end = plainDate(to)
  if (!end) return { ok: false, field: 'to', message: RANGE_TEXTS.malformed }
  if (Temporal.PlainDate.compare(start, end) > 0)
    return { ok: false, field: 'from', message: RANGE_TEXTS.reversed }
  if (Temporal.PlainDate.compare(end, today) > 0)
    return { ok: false, field: 'to', message: RANGE_TEXTS.future }
  if (start.until(end, { largestUnit: 'days' }).days + 1 > MAX_CUSTOM_DAYS)
    return { ok: false, field: 'from', message: RANGE_TEXTS.tooLong }
  return { ok: true, range: { range: 'custom', from: start.toString(), to: end.toString() } }
}

/** The range a query names (`range`, and `from`/`to` when custom), or why it cannot be read. */
export function readRange(
  value: { range?: unknown; from?: unknown; to?: unknown },
  today: Temporal.PlainDate,
): RangeCheck {
  const range = value.range ?? DEFAULT_RANGE
  if (range === 'custom')
    return checkCustomRange(
      typeof value.from === 'string' ? value.from : '',
      typeof value.to === 'string' ? value.to : '',
      today,
    )
  if (typeof range === 'string' && (RANGE_PRESETS as readonly string[]).includes(range))
    return { ok: true, range: presetRange(range as RangePreset, today) }
  return { ok: false, field: 'range', message: RANGE_TEXTS.unknown }
}

/** The console's reading of a link: a range it cannot read falls back to the default, never breaks the page. */
export function rangeOrDefault(
  value: { range?: unknown; from?: unknown; to?: unknown },
  today: Temporal.PlainDate,
) {
  const check = readRange(value, today)
  return check.ok ? check.range : presetRange(DEFAULT_RANGE, today)
}

/** The instants a range covers: from the start of its first day to the end of its last, in the zone. */
export function rangeInstants(range: ReportRange, timeZone = 'UTC') {
  const start = Temporal.PlainDate.from(range.from).toZonedDateTime({ timeZone })
  const end = Temporal.PlainDate.from(range.to).add({ days: 1 }).toZonedDateTime({ timeZone })
  return { from: new Date(start.epochMilliseconds), to: new Date(end.epochMilliseconds) }
}

/** "Mar 05, 2026 – Jun 02, 2026", as the date pickers write days (002 §4). */
export function rangeLabel(range: ReportRange) {
  const day = (text: string) =>
    Temporal.PlainDate.from(text).toLocaleString('en-US', { month: 'short', day: '2-digit', year: 'numeric' })
  return range.range === 'custom'
    ? `${day(range.from)} – ${day(range.to)}`
    : `${RANGE_LABELS[range.range]} (${day(range.from)} – ${day(range.to)})`
}

/** The query with a new period: back to the first page, the period in the filters (and so in the address). */
export function withPeriod<Q extends { pageNumber: number; filters: Record<string, unknown> }>(
  query: Q,
  range: ReportRange,
): Q {
  const { from: _from, to: _to, ...rest } = query.filters
  return {
    ...query,
    pageNumber: 0,
    filters:
      range.range === 'custom'
        ? { ...rest, range: 'custom', from: range.from, to: range.to }
        : { ...rest, range: range.range },
  }
}
