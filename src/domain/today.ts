import { Temporal } from 'temporal-polyfill'

// The one way the console and the gateway read "today": a date in a zone at a moment. Machines take the result as
// input; only a page (or a request) reads the clock.

/** Today's date (YYYY-MM-DD) in a zone at a moment. */
export const todayIn = (zone: string, now: Date): string =>
  Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(zone).toPlainDate().toString()

/** Today here and now, for a page that starts from the reader's date (a report's period). */
export const todayHere = (zone: string = Temporal.Now.timeZoneId()) =>
  Temporal.PlainDate.from(todayIn(zone, new Date()))
