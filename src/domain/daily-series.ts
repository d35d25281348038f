import { Temporal } from 'temporal-polyfill'

// A chart's days from the first to the last, each once: a day with no record is null, so that a line chart leaves
// a gap there (echarts' connectNulls: false) instead of drawing straight across weeks in which nothing was recorded.

export type DailyPoint = [date: string, value: number | null]

/** The longest run of days a series spans; a record outside it (a bad date) is dropped rather than drawn. */
export const DAILY_SERIES_MAX_DAYS = 3660

export function dailySeries<T extends { date: string }>(
  records: readonly T[],
  valueOf: (record: T) => number,
): DailyPoint[] {
  const byDate = new Map(records.map((record) => [record.date.slice(0, 10), valueOf(record)]))
  const dates = [...byDate.keys()].sort()
  if (dates.length === 0) return []
  const points: DailyPoint[] = []
  const last = Temporal.PlainDate.from(dates.at(-1)!)
  let day = Temporal.PlainDate.from(dates[0]!)
  while (Temporal.PlainDate.compare(day, last) <= 0 && points.length < DAILY_SERIES_MAX_DAYS) {
    const key = day.toString()
    points.push([key, byDate.get(key) ?? null])
    day = day.add({ days: 1 })
  }
  return points
}
