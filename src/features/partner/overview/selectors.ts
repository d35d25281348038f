import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { resellerOverviewMachine } from '../../../../machines/partner/reseller-overview.machine'
import { overviewFigures } from '../../../domain/reseller-overview'

type Snapshot = SnapshotFrom<typeof resellerOverviewMachine>
export type ResellerOverviewActor = ActorRefFrom<typeof resellerOverviewMachine>

export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null)
export const selectFigures = (s: Snapshot) =>
  s.context.data ? overviewFigures(s.context.data.customers, s.context.data.subResellers) : null
export const selectIncludesSubResellers = (s: Snapshot) =>
  s.context.data?.customers.includesSubResellers ?? false
export const selectCanReload = (s: Snapshot) => s.matches('ready')
