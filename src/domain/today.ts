import { Temporal } from 'temporal-polyfill'

// The one way the console and the gateway read "today": a date in a zone at a moment. Machines take the result as
// input; only a page (or a request) reads the clock.

/** Today's date (YYYY-MM-DD) in a zone at a moment. */
export const todayIn = (zone: string, now: Date): string =>
  Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(zone).toPlainDate().toString()

/** Today here and now, for a page that starts from the reader's date (a report's period). */
export const todayHere = (zone: string = Temporal.Now.timeZoneId()) =>
  Temporal.PlainDate.from(todayIn(zone, new Date()))

/** A typed calendar date (YYYY-MM-DD, a real day), or null: "2026-02-30" and "26-1-1" are not dates. */
export function plainDateOf(text: string): Temporal.PlainDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null
  try {
    return Temporal.PlainDate.from(text, { overflow: 'reject' })
  } catch {
    return null
  }
}
