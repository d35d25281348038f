import type { SnapshotFrom } from 'xstate'
import type { simulationCampaignsMachine } from '../../../machines/simulation/simulation-campaigns.machine'

type Snapshot = SnapshotFrom<typeof simulationCampaignsMachine>

export const selectItems = (s: Snapshot) => s.context.items
export const selectTotal = (s: Snapshot) => s.context.total
export const selectPosition = (s: Snapshot) => s.context.position
export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectFailed = (s: Snapshot) => s.matches('failed')
export const selectFailure = (s: Snapshot) => s.context.failure
export const selectCounts = (s: Snapshot) => s.context.counts
export const selectConfirm = (s: Snapshot) =>
  s.matches('confirmingComplete') || s.matches('completing')
    ? ({ kind: 'complete', busy: s.matches('completing') } as const)
    : s.matches('confirmingDelete') || s.matches('deleting')
      ? ({ kind: 'delete', busy: s.matches('deleting') } as const)
      : null
export const selectTarget = (s: Snapshot) => s.context.target
