import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { simulationReportMachine } from '../../../../machines/simulation/simulation-report.machine'

export type ReportFlow = ActorRefFrom<typeof simulationReportMachine>
type Snapshot = SnapshotFrom<typeof simulationReportMachine>

export const selectOverview = (s: Snapshot) => s.context.overview
export const selectTab = (s: Snapshot) => s.context.tab
export const selectQuery = (s: Snapshot) => s.context.query
export const selectPage = (s: Snapshot) => s.context.page
export const selectFailure = (s: Snapshot) => s.context.failure
export const selectLoading = (s: Snapshot) => s.matches('loading') || s.matches('debouncing')
export const selectFailed = (s: Snapshot) => s.matches('failed')
export const selectCanExport = (s: Snapshot) => s.can({ type: 'export' })
export const selectExporting = (s: Snapshot) => s.matches('exporting')
