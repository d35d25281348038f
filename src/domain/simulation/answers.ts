import { type Recurrence, type SimulationKind, type SimulationStatus, hourLabel } from './campaign'
import { type ScannerReason } from './outcomes'
import { localTime } from './rounds'

// What the gateway answers (002 §3 "Phishing simulation and sharing", plus ours where the spec shows no shape).

export interface SimulationStatistic {
  reportedCount: number
  phishedCount: number
  totalCount: number
}

export interface SimulationCard {
  id: string
  name: string
  status: SimulationStatus
  kind: SimulationKind
  recurrence: Recurrence
  /** When the first round opens (startAt) and when its first mail went out (startedAt, null before). */
  startAt: string
  startedAt: string | null
  archivedAt: string | null
  roundNumber: number
  roundsTotal: number
  statistic: SimulationStatistic
  /** Recipients of the current round, and everyone the campaign has mailed so far. */
  assignedUsers: number
  usersCount: number
  averageScore: number | null
}

/** 002 §2.9: Open is disabled when the campaign is not active or has not started. */
export const canOpenSimulation = (card: Pick<SimulationCard, 'status' | 'startedAt'>) =>
  card.status !== 'ARCHIVED' && card.status !== 'SUSPENDED' && card.startedAt !== null

export type DeliveryState = 'planned' | 'mailed' | 'sent' | 'failed' | 'cancelled'

export interface SimulationRecipientRow {
  id: string
  userId: string
  fullName: string
  email: string
  roundNumber: number
  templateName: string
  zone: string
  zoneKnown: boolean
  plannedAt: string
  state: DeliveryState
  sentAt: string | null
  openedAt: string | null
  clickedAt: string | null
  phishedAt: string | null
  reportedAt: string | null
  scannerEvents: number
  failure: string | null
}

export interface SimulationFunnel {
  planned: number
  sent: number
  opened: number
  clicked: number
  phished: number
  reported: number
  failed: number
}

export interface SimulationOverview {
  campaign: SimulationCard & {
    sendDays: number
    startHour: number
    endHour: number
    businessDaysOnly: boolean
    nextRoundAt: string | null
    loginPage: string | null
  }
  funnel: SimulationFunnel
  scanner: { events: number; recipients: number; byReason: Partial<Record<ScannerReason, number>> }
  rounds: (SimulationFunnel & { roundNumber: number })[]
  timeline: { date: string; opened: number; clicked: number; phished: number; reported: number }[]
  /** The report filters' choices: the departments and groups of the campaign's recipients. */
  filters: { departments: { id: string; name: string }[]; groups: { id: string; name: string }[] }
}

/** "Why hasn't this been sent yet?" (issue 25 ★), answered from the scheduler's own state. */
export function whyNotSent(
  row: Pick<SimulationRecipientRow, 'state' | 'plannedAt' | 'zone' | 'zoneKnown' | 'failure'>,
  campaign: { startHour: number; endHour: number; businessDaysOnly: boolean },
  retry: { attempts: number; nextAttemptAt: string | null } | null,
  now: Date,
): string | null {
  const window = `${hourLabel(campaign.startHour)}–${hourLabel(campaign.endHour)}${campaign.businessDaysOnly ? ' on business days' : ''}`
  const zone = row.zoneKnown
    ? `their zone, ${row.zone}`
    : `${row.zone} (the company's zone: theirs is not known)`
  switch (row.state) {
    case 'planned':
      return Date.parse(row.plannedAt) > now.getTime()
        ? `Waiting for its send time, ${localTime(Date.parse(row.plannedAt), row.zone)}: inside the send window (${window}) in ${zone}.`
        : 'Due now: the scheduler sends it within a minute.'
    case 'mailed':
      return retry && retry.attempts > 0 && row.failure
        ? `The mail server has not accepted it yet: attempt ${retry.attempts} failed (${row.failure})${retry.nextAttemptAt ? `; next attempt ${localTime(Date.parse(retry.nextAttemptAt), row.zone)}` : ''}.`
        : 'Handed to the mail relay: waiting for the mail server to accept it.'
    case 'failed':
      return `Not sent: ${row.failure ?? 'the mail server refused it.'}`
    case 'cancelled':
      return 'Not sent: the campaign was completed before its send time.'
    default:
      return null
  }
}
