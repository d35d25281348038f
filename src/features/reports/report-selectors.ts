import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { reportPageMachine } from '../../../machines/report-page.machine'
import type {
  PolicyReportPage,
  PolicyReportStatistics,
} from '../../domain/policy-report'

type Report = SnapshotFrom<typeof reportPageMachine>
export type ReportPageActor = ActorRefFrom<typeof reportPageMachine>

export const selectReportQuery = (s: Report) => s.context.query
export const selectReportLoading = (s: Report) => s.matches('loading')
export const selectReportFailure = (s: Report) => (s.matches('failed') ? s.context.failure : null)
export const selectExporting = (s: Report) => s.hasTag('exporting')
export const selectCanExport = (s: Report) => s.can({ type: 'report.export' })

/** The policy report's own shapes of the machine's data (its binding loads them). */
export const selectPolicyPage = (s: Report) => (s.context.data?.page ?? null) as PolicyReportPage | null
export const selectPolicyStatistics = (s: Report) =>
  (s.context.data?.statistics ?? null) as PolicyReportStatistics | null
export const selectPolicyChoices = (s: Report) =>
  ((s.context.data?.choices as { policies: { id: string; name: string }[] } | undefined)?.policies ?? [])
