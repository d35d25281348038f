import type { ActorRefFrom } from 'xstate'
import type { exerciseReportMachine } from '../../../machines/exercise-report.machine'
import { useSelector } from '@xstate/react'
import { DataTable } from '../../ui/DataTable'
import { css } from '../../../styled-system/css'
import { REPORT_TAB_LABELS, type ReportRow } from '../../domain/exercise-report'
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

export function StatsStrip({ report }: { report: Report }) {
  const stats = useSelector(report, selectReportStats)
  if (!stats) return null
  return (
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
        <dd className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{stats.total.averageScorePercentage}%</dd>
      </div>
    </dl>
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
          ) : (
            cell
          ),
        ),
      }))}
    />
  )
}
