import { useSelector } from '@xstate/react'
import { css } from '../../../../styled-system/css'
import { SIMULATION_REPORT_TAB_LABELS, type SimulationReportTab } from '../../../domain/simulation/report'
import { listCell } from '../../../ui/ListParts'
import { selectPage, type ReportFlow } from './selectors'

const COLUMNS = ['planned', 'sent', 'opened', 'clicked', 'phished', 'reported', 'failed'] as const

/** The funnel by template, department, group or round, most phished first. */
export function BreakdownTab({ report, tab }: { report: ReportFlow; tab: SimulationReportTab }) {
  const page = useSelector(report, selectPage)
  return (
    <div data-scroller className={css({ overflowX: 'auto' })}>
      <table className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}>
        <caption className={css({ textAlign: 'left', color: 'text.muted', pb: '1' })}>
          {SIMULATION_REPORT_TAB_LABELS[tab]}: {page.breakdown.length}
        </caption>
        <thead>
          <tr>
            <th className={listCell}>Name</th>
            {COLUMNS.map((column) => (
              <th key={column} className={listCell}>
                {column.charAt(0).toUpperCase() + column.slice(1)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page.breakdown.map((row) => (
            <tr key={row.id}>
              <td className={listCell}>{row.name}</td>
              {COLUMNS.map((column) => (
                <td key={column} className={listCell}>
                  {row[column]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
