import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { reportsHubMachine } from '../../../machines/reports/reports-hub.machine'
import { REPORT_CARDS } from '../../domain/report-catalogue'

type Hub = SnapshotFrom<typeof reportsHubMachine>
export type ReportsHubActor = ActorRefFrom<typeof reportsHubMachine>

export const selectLocked = (s: Hub) => s.matches('locked')
export const selectHubLoading = (s: Hub) => s.hasTag('busy')
export const selectHubFailure = (s: Hub) => (s.matches('failed') ? s.context.failure : null)
export const selectSchedules = (s: Hub) => s.context.data?.schedules ?? null
export const selectPendingSchedule = (s: Hub) =>
  s.matches('confirming') || s.matches('deleting')
    ? (s.context.data?.schedules.find((item) => item.id === s.context.pendingId) ?? null)
    : null
export const selectDeleting = (s: Hub) => s.matches('deleting')

/** Each report's card with its headline, when loaded. */
export const selectCards = (s: Hub) =>
  REPORT_CARDS.map((card) => ({
    ...card,
    headline: s.context.data?.headlines.find((headline) => headline.id === card.id) ?? null,
    loaded: s.context.data !== null,
  }))
