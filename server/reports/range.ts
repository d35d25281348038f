import { Temporal } from 'temporal-polyfill'
import { rangeInstants, readRange, type ReportRange } from '../../src/domain/report-range'
import { invalid } from '../errors'

// The period of a report call, checked with the console's own rules. "Today" is the admin's today when the
// console says it (`today`, the day its page labels the period with) and it is a day some zone is in now; else
// the latest calendar day anywhere (UTC+14), so that a learner's today is never in the gateway's future. A
// scheduled report has no admin at a screen: it takes the latest day.

export const latestToday = () => Temporal.Now.plainDateISO('Pacific/Kiritimati')
const earliestToday = () => Temporal.Now.plainDateISO('Etc/GMT+12')

function todayOf(params: URLSearchParams): Temporal.PlainDate {
  const latest = latestToday()
  const asked = params.get('today')
  if (!asked || !/^\d{4}-\d{2}-\d{2}$/.test(asked)) return latest
  try {
    const day = Temporal.PlainDate.from(asked, { overflow: 'reject' })
    const inSomeZone =
      Temporal.PlainDate.compare(day, latest) <= 0 && Temporal.PlainDate.compare(day, earliestToday()) >= 0
    return inSomeZone ? day : latest
  } catch {
    return latest
  }
}

export function rangeOf(params: URLSearchParams): ReportRange & { start: Date; end: Date } {
  const check = readRange(
    { range: params.get('range') ?? undefined, from: params.get('from') ?? '', to: params.get('to') ?? '' },
    todayOf(params),
  )
  if (!check.ok) throw invalid([{ field: check.field, message: check.message }])
  const { from, to } = rangeInstants(check.range)
  return { ...check.range, start: from, end: to }
}
