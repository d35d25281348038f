import type { ActorRefFrom } from 'xstate'
import type { exerciseReportMachine } from '../../../machines/exercise-report.machine'
import { useSelector } from '@xstate/react'
import { SortHeader } from '../../ui/SortHeader'
import { css } from '../../../styled-system/css'
import { REPORT_TAB_LABELS, type ReportRow } from '../../domain/exercise-report'
import { listCell } from '../../ui/ListParts'
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
  return (
    <div
      className={css({
        overflowX: 'auto',
        bg: 'surface.card',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'lg',
      })}
    >
      <table
        aria-label={REPORT_TAB_LABELS[tab]}
        aria-busy={loading}
        className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm', opacity: loading ? 0.6 : 1 })}
      >
        <thead>
          <tr>
            {columns.map((column) => (
              <SortHeader
                key={column.key}
                label={column.label}
                direction={query.orderBy === column.key ? query.order : null}
                onSort={
                  column.sortable
                    ? () => report.send({ type: 'report.sort', orderBy: column.key })
                    : undefined
                }
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {cellsOf(tab, row).map((cell, index) => (
                <td key={columns[index]!.key} className={listCell}>
                  {index === 0 && (tab === 'users' || tab === 'templates') ? (
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
                  )}
                </td>
              ))}
            </tr>
          ))}
          {!loading && rows.length === 0 ? (
            <tr>
              <td
                colSpan={columns.length}
                className={css({ p: '6', textAlign: 'center', color: 'text.muted' })}
              >
                Nothing matches.
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  )
}
