import { Temporal } from 'temporal-polyfill'
import { rangeInstants, readRange, type ReportRange } from '../../src/domain/report-range'
import { invalid } from '../errors'

// The period of a report call, checked with the console's own rules. "Today" is the latest calendar day anywhere
// (UTC+14): a learner's today is never in the gateway's future, whatever their zone.

export const latestToday = () => Temporal.Now.plainDateISO('Pacific/Kiritimati')

export function rangeOf(params: URLSearchParams): ReportRange & { start: Date; end: Date } {
  const check = readRange(
    { range: params.get('range') ?? undefined, from: params.get('from') ?? '', to: params.get('to') ?? '' },
    latestToday(),
  )
  if (!check.ok) throw invalid([{ field: check.field, message: check.message }])
  const { from, to } = rangeInstants(check.range)
  return { ...check.range, start: from, end: to }
}
