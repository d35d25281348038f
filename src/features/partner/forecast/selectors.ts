import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { LicenceAllocateActor } from '../licences/LicenceAllocateDialog'
import type { LicenceBuyActor } from '../licences/LicenceBuyDialog'
import type { opportunityForecastMachine } from '../../../../machines/partner/opportunity-forecast.machine'
import { forecastTotals, visibleOpportunities } from '../../../domain/opportunity-forecast'

type Snapshot = SnapshotFrom<typeof opportunityForecastMachine>
export type ForecastActor = ActorRefFrom<typeof opportunityForecastMachine>

export const selectView = (s: Snapshot) => s.context.view
export const selectKind = (s: Snapshot) => s.context.kind
export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null)
export const selectCanAct = (s: Snapshot) => s.matches({ ready: 'idle' })
export const selectResendingId = (s: Snapshot) =>
  s.hasTag('rowBusy') ? (s.context.current?.id ?? null) : null
export const selectTotals = (s: Snapshot) => forecastTotals(s.context.view?.opportunities ?? [])
/** The rows shown under the kind filter, and how many more it holds. */
export const selectRows = (s: Snapshot) => {
  const all = visibleOpportunities(s.context.view, s.context.kind)
  return { rows: all.slice(0, s.context.shown), more: Math.max(0, all.length - s.context.shown) }
}
export const selectAllocate = (s: Snapshot) => s.children.licenceAllocate as LicenceAllocateActor | undefined
export const selectBuy = (s: Snapshot) => s.children.licenceBuy as LicenceBuyActor | undefined
