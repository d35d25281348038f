import { Temporal } from 'temporal-polyfill'
import { isTimeZone } from '../../src/domain/exercise-campaign'
import {
  ENTIRE_ROUND,
  ONE_TIME_ROUND_DAYS,
  ROUND_MONTHS,
  roundsOf,
  type Recurrence,
  type SimulationPlanInput,
} from '../../src/domain/simulation/campaign'
import { type RoundWindow } from '../../src/domain/simulation/rounds'
import { todayIn } from '../../src/domain/today'

// The send planner. Each round opens on the same calendar date in every recipient's own zone; a recipient's
// mail goes out at a moment picked evenly (by a hash of campaign, round and recipient, so a plan is repeatable)
// inside their window: the round's first `sendDays` days, business days only when asked, between the send
// hours, never before now.

/** The campaign's rounds as calendar dates: 12 months of them for smart campaigns, one for a one-time one. */
export function roundsFor(input: { recurrence: Recurrence }, firstDate: string): RoundWindow[] {
  const start = Temporal.PlainDate.from(firstDate)
  if (input.recurrence === 'once')
    return [
      { roundNumber: 1, startDate: firstDate, endDate: start.add({ days: ONE_TIME_ROUND_DAYS }).toString() },
    ]
  const months = ROUND_MONTHS[input.recurrence]
  return Array.from({ length: roundsOf(input.recurrence) }, (_, index) => ({
    roundNumber: index + 1,
    startDate: start.add({ months: index * months }).toString(),
    endDate: start.add({ months: (index + 1) * months }).toString(),
  }))
}

type Span = readonly [number, number]

/** The send window of one round in one zone, as instants (ms): DST-correct, cut at `notBefore`. */
export function windowSpans(
  input: Pick<SimulationPlanInput, 'sendDays' | 'startHour' | 'endHour' | 'businessDaysOnly'>,
  round: RoundWindow,
  zone: string,
  notBefore: number,
): Span[] {
  const first = Temporal.PlainDate.from(round.startDate)
  const last = Temporal.PlainDate.from(round.endDate)
  const roundDays = first.until(last).days
  const days = input.sendDays === ENTIRE_ROUND ? roundDays : Math.min(input.sendDays, roundDays)
  const spans: Span[] = []
  // Business days are counted, not calendar days: "the first 3 days" of a round opening on a Friday are
  // Friday, Monday and Tuesday, so a round never loses its window to a weekend.
  for (let offset = 0, counted = 0; counted < days && offset < roundDays; offset += 1) {
    const date = first.add({ days: offset })
    if (input.businessDaysOnly && date.dayOfWeek > 5) continue
    counted += 1
    const from = date.toZonedDateTime({
      timeZone: zone,
      plainTime: { hour: input.startHour },
    }).epochMilliseconds
    const to = date.toZonedDateTime({ timeZone: zone, plainTime: { hour: input.endHour } }).epochMilliseconds
    const start = Math.max(from, notBefore)
    if (to > start) spans.push([start, to])
  }
  return spans
}

/** A point in [0, 1) from a string, the same on every machine (FNV-1a): a plan is repeatable. */
export function unitHash(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0) / 0x1_0000_0000
}

export function pickInstant(spans: readonly Span[], unit: number): number | null {
  const total = spans.reduce((sum, [from, to]) => sum + (to - from), 0)
  if (total === 0) return null
  // Whole minutes: a mail planned at 09:17:00 reads as planned, not as 09:17:43.218.
  let offset = Math.floor((unit * total) / 60_000) * 60_000
  for (const [from, to] of spans) {
    if (offset < to - from) return from + offset
    offset -= to - from
  }
  return spans[spans.length - 1]![0]
}

export interface PlanRecipient {
  id: string
  timeZone: string | null
}

export interface PlannedSend {
  userId: string
  zone: string
  zoneKnown: boolean
  templateId: string
  plannedAt: number
}

export interface PlanOutcome {
  sends: PlannedSend[]
  /** Zones whose window is empty in this round (every hour already past, or no business day). */
  emptyZones: string[]
}

/** Every recipient's send in one round. Windows are computed once per zone, so 10,000 recipients stay cheap. */
export function planRound(
  input: SimulationPlanInput,
  round: RoundWindow,
  recipients: readonly PlanRecipient[],
  templateIds: readonly string[],
  context: { campaignId: string; fallbackZone: string; now: number },
): PlanOutcome {
  const windows = new Map<string, Span[]>()
  // Checking a zone builds Temporal and Intl objects: once per zone, not once per recipient.
  const validZones = new Map<string, boolean>()
  const valid = (zone: string) => {
    let known = validZones.get(zone)
    if (known === undefined) validZones.set(zone, (known = isTimeZone(zone)))
    return known
  }
  const sends: PlannedSend[] = []
  const emptyZones = new Set<string>()
  for (const recipient of recipients) {
    const zoneKnown = recipient.timeZone !== null && valid(recipient.timeZone)
    const zone = zoneKnown ? (recipient.timeZone as string) : context.fallbackZone
    let spans = windows.get(zone)
    if (!spans) {
      spans = windowSpans(input, round, zone, context.now)
      windows.set(zone, spans)
    }
    const key = `${context.campaignId}|${round.roundNumber}|${recipient.id}`
    const plannedAt = pickInstant(spans, unitHash(key))
    if (plannedAt === null) {
      emptyZones.add(zone)
      continue
    }
    // Each round moves every recipient on to the next template, starting from a different one per person, so
    // colleagues comparing notes do not see the same mail the same day.
    const first = Math.floor(unitHash(`${recipient.id}|templates`) * templateIds.length)
    const templateId = templateIds[(first + round.roundNumber - 1) % templateIds.length] as string
    sends.push({ userId: recipient.id, zone, zoneKnown, templateId, plannedAt })
  }
  return { sends, emptyZones: [...emptyZones].sort() }
}

/** The first round's date: the chosen start date, or today in the admin's zone. */
export const firstRoundDate = (startDate: string | null, zone: string, now: Date) =>
  startDate ?? todayIn(zone, now)

export const emptyWindowMessage = (zones: readonly string[]) =>
  `The send window has no hour left in ${zones.join(', ')}: choose a later start date, more send days or wider send hours.`
