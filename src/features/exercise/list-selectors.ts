import type { SnapshotFrom } from 'xstate'
import type { exerciseCampaignsMachine } from '../../../machines/exercise/exercise-campaigns.machine'
import { countdown, PACKS_COLLAPSED_AT, type CampaignCard } from '../../domain/exercise-campaign'

type Snapshot = SnapshotFrom<typeof exerciseCampaignsMachine>

/** 002 §9: the pack grid collapses at five or more packs. */
const COLLAPSED_SHOWN = 4

export const selectListItems = (s: Snapshot) => s.context.items
export const selectListTotal = (s: Snapshot) => s.context.total
export const selectPosition = (s: Snapshot) => s.context.position
export const selectListLoading = (s: Snapshot) => s.matches('loading')
export const selectListFailed = (s: Snapshot) => s.matches('failed')
export const selectListFailure = (s: Snapshot) => s.context.failure
export const selectNoCampaigns = (s: Snapshot) =>
  s.context.counts !== null && s.context.counts.active + s.context.counts.archived === 0
export const selectTabCounts = (s: Snapshot) => s.context.counts
export const selectConfirm = (s: Snapshot) =>
  s.matches('confirmingArchive') || s.matches('archiving')
    ? ({ kind: 'archive', busy: s.matches('archiving') } as const)
    : s.matches('confirmingDelete') || s.matches('deleting')
      ? ({ kind: 'delete', busy: s.matches('deleting') } as const)
      : null
export const selectConfirmTarget = (s: Snapshot) => s.context.target
export const selectNow = (s: Snapshot) => s.context.now

export const selectLandingPacks = (s: Snapshot) => {
  const packs = s.context.packs ?? []
  const collapsible = packs.length >= PACKS_COLLAPSED_AT
  return {
    packs: collapsible && !s.context.packsExpanded ? packs.slice(0, COLLAPSED_SHOWN) : packs,
    collapsible,
    expanded: s.context.packsExpanded,
  }
}

export const startsIn = (card: CampaignCard, now: number) => countdown(card.startedAt, new Date(now))

/** Completion as the card's bar shows it. */
export const completion = (card: CampaignCard) =>
  card.assignments.total === 0 ? 0 : Math.round((card.assignments.completed / card.assignments.total) * 100)
