import { formatDate } from '../intl-format'

// A round's dates, as the gateway plans it and the review shows it (the planner is server/simulation/send-planner.ts).

export interface RoundWindow {
  roundNumber: number
  /** The round's first calendar date (admin's zone; the same date in each recipient's zone). */
  startDate: string
  /** The next round's first date, or the end of a one-time campaign's round. */
  endDate: string
}

/** A planned instant as the recipient reads it: "Tue, Dec 1, 9:17 AM (Europe/Kyiv)". */
export function localTime(epochMs: number, zone: string): string {
  const text = formatDate(epochMs, 'en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  })
  return `${text} (${zoneLabel(zone)})`
}

/** ARCHITECTURE §7: Kiev is shown as Kyiv. */
export const zoneLabel = (zone: string) => (zone === 'Europe/Kiev' ? 'Europe/Kyiv' : zone)
