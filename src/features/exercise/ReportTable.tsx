import { lazy, Suspense } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { exerciseReportMachine } from '../../../machines/exercise/exercise-report.machine'
import { useSelector } from '@xstate/react'
import { DataTable } from '../../ui/DataTable'
import { css } from '../../../styled-system/css'
import { REPORT_TAB_LABELS, type ReportRow, type UserRow } from '../../domain/exercise-report'
import type { LearnerStatus } from '../../domain/exercise-campaign'
import { badge } from '../../ui/badge'
import {
  cellsOf,
  columnsOf,
  selectReportLoading,
  selectReportQuery,
  selectReportRows,
  selectReportStats,
  selectReportTab,
  statusName,
} from './report-selectors'

type Report = ActorRefFrom<typeof exerciseReportMachine>

const nowrap = css({ whiteSpace: 'nowrap' })

/** A learner's status as a chip in the spec's colours: Completed green, In Progress orange, Not Started purple, Overdue red. */
const STATUS_TONES: Record<LearnerStatus, 'success' | 'orange' | 'purple' | 'danger'> = {
  COMPLETED: 'success',
  IN_PROGRESS: 'orange',
  NOT_STARTED: 'purple',
  OVERDUE: 'danger',
}
const STATUS_COLUMN = 3
const EMAIL_COLUMN = 1

const ReportCharts = lazy(() => import('./ReportCharts'))

export function StatsStrip({ report }: { report: Report }) {
  const stats = useSelector(report, selectReportStats)
  if (!stats) return null
  return (
    <>
      <dl
        aria-label="Statistics"
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' },
          gap: '3',
        })}
      >
        {stats.statuses.map((status) => (
          <div
            key={status.name}
            className={css({
              bg: 'surface.card',
              borderWidth: '1px',
              borderColor: 'border',
              borderRadius: 'lg',
              p: '3',
            })}
          >
            <dt className={css({ fontSize: 'xs', color: 'text.muted', textTransform: 'uppercase' })}>
              {statusName(status.name)}
            </dt>
            <dd className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{status.count}</dd>
          </div>
        ))}
        <div className={css({ bg: 'brand.subtle', borderRadius: 'lg', p: '3' })}>
          <dt className={css({ fontSize: 'xs', color: 'text.muted' })}>AVERAGE SCORE</dt>
          <dd className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
            {stats.total.averageScorePercentage}%
          </dd>
        </div>
      </dl>
      <Suspense fallback={<div className={css({ minH: '52' })} />}>
        <ReportCharts stats={stats} />
      </Suspense>
    </>
  )
}

export function ReportTable({ report, onRow }: { report: Report; onRow: (row: ReportRow) => void }) {
  const tab = useSelector(report, selectReportTab)
  const rows = useSelector(report, selectReportRows)
  const query = useSelector(report, selectReportQuery)
  const loading = useSelector(report, selectReportLoading)
  const columns = columnsOf(tab)
  const linked = tab === 'users' || tab === 'templates'
  return (
    <DataTable
      dense
      label={REPORT_TAB_LABELS[tab]}
      busy={loading}
      columns={columns}
      sort={query}
      onSort={(orderBy) => report.send({ type: 'report.sort', orderBy })}
      rows={rows.map((row) => ({
        id: row.id,
        cells: cellsOf(tab, row).map((cell, index) =>
          index === 0 && linked ? (
            <button
              type="button"
              className={css({
                cursor: 'pointer',
                color: 'brand',
                textAlign: 'left',
                _hover: { textDecoration: 'underline' },
              })}
              onClick={() => onRow(row)}
            >
              {cell}
            </button>
          ) : tab === 'users' && index === EMAIL_COLUMN ? (
            // An address may wrap after its @, so every column stays in view at 1440 px.
            <>
              {cell.split('@')[0]}@<wbr />
              {cell.split('@').slice(1).join('@')}
            </>
          ) : tab === 'users' && index === STATUS_COLUMN ? (
            <span className={`${badge({ tone: STATUS_TONES[(row as UserRow).status] })} ${nowrap}`}>
              {cell}
            </span>
          ) : (
            cell
          ),
        ),
      }))}
    />
  )
}
