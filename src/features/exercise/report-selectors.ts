import type { SnapshotFrom } from 'xstate'
import type { exerciseReportMachine } from '../../../machines/exercise/exercise-report.machine'
import { LEARNER_STATUS_LABELS } from '../../domain/exercise-campaign'
import {
  answerName,
  statusLabel,
  TAB_COLUMNS,
  type GroupRow,
  type ReportRow,
  type ReportTab,
  type TemplateRow,
  type UserRow,
} from '../../domain/exercise-report'
import { dateFormat } from '../../domain/intl-format'

type Snapshot = SnapshotFrom<typeof exerciseReportMachine>

export const selectReportTab = (s: Snapshot) => s.context.tab
export const selectReportQuery = (s: Snapshot) => s.context.query
export const selectReportFilters = (s: Snapshot) => s.context.filters
export const selectReportRows = (s: Snapshot) => s.context.rows
export const selectReportTotal = (s: Snapshot) => s.context.total
export const selectReportStats = (s: Snapshot) => s.context.stats
export const selectReportOptions = (s: Snapshot) => s.context.options
export const selectReportLoading = (s: Snapshot) => s.matches('loading') || s.matches('debouncing')
export const selectReportFailed = (s: Snapshot) => s.matches('failed')
export const selectReportFailure = (s: Snapshot) => s.context.failure
export const selectExporting = (s: Snapshot) => s.matches('exporting')
/** 002 §2.8: Export is disabled when the tab has no rows. */
export const selectCanExport = (s: Snapshot) => s.can({ type: 'report.export' })
export const selectCampaignName = (s: Snapshot) => s.context.stats?.campaign.name ?? 'Campaign report'
/** What the route mirrors into the address. */
export const selectReportView = (s: Snapshot) => ({
  tab: s.context.tab,
  query: s.context.query,
  filters: s.context.filters,
})

const day = dateFormat('en-US', { dateStyle: 'medium' })

/** One row's cells in the tab's column order, as the table shows them (the CSV has the same). */
export function cellsOf(tab: ReportTab, row: ReportRow): string[] {
  if (tab === 'users') {
    const r = row as UserRow
    return [
      r.fullName,
      r.email,
      r.departments.join(', ') || '—',
      statusLabel(r.status),
      r.daysToComplete === null ? '-' : String(r.daysToComplete),
      `${r.completionPercentage}%`,
      String(r.correct),
      String(r.partial),
      String(r.wrong),
      `${r.score}%`,
      r.completedAt ? day.format(new Date(r.completedAt)) : '—',
    ]
  }
  if (tab === 'templates') {
    const r = row as TemplateRow
    return [
      r.name,
      r.type === 'SMS' ? 'SMS' : 'Email',
      String(r.correct),
      String(r.partial),
      String(r.wrong),
      String(r.total),
    ]
  }
  const r = row as GroupRow
  return [
    r.name,
    String(r.learners),
    `${r.completionPercentage}%`,
    String(r.completed),
    String(r.inProgress),
    String(r.notStarted),
    String(r.overdue),
  ]
}

export const columnsOf = (tab: ReportTab) => TAB_COLUMNS[tab]
export const statusName = (status: keyof typeof LEARNER_STATUS_LABELS) => LEARNER_STATUS_LABELS[status]
export { answerName }
