import type { ReactNode } from 'react'
import { css } from '../../styled-system/css'
import { listCell } from './ListParts'
import { SortHeader } from './SortHeader'

export interface DataColumn {
  key: string
  label: string
  /** A column the server can order by; the others are plain headers. */
  sortable?: boolean
}

const denseCell = css({ px: '1.5!', overflowWrap: 'break-word' })

/**
 * A server-sorted table in its card: the sortable headers, the rows (dimmed while the next page loads)
 * and the row that says nothing matches. Paging sits under it, outside.
 */
export function DataTable({
  label,
  busy,
  columns,
  sort,
  onSort,
  rows,
  empty = 'Nothing matches.',
  dense = false,
}: {
  label: string
  busy: boolean
  columns: readonly DataColumn[]
  sort: { orderBy: string; order: 'asc' | 'desc' }
  onSort: (key: string) => void
  rows: readonly { id: string; cells: readonly ReactNode[] }[]
  empty?: string
  /** Many columns (a report): tighter cells, so every column stays in view. */
  dense?: boolean
}) {
  return (
    <div
      data-scroller
      className={css({
        // The containing block of visually hidden header text: otherwise it escapes the scroller on a phone.
        position: 'relative',
        overflowX: 'auto',
        bg: 'surface.card',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'lg',
      })}
    >
      <table
        aria-label={label}
        aria-busy={busy}
        className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm', opacity: busy ? 0.6 : 1 })}
      >
        <thead>
          <tr>
            {columns.map((column) => (
              <SortHeader
                key={column.key}
                label={column.label}
                direction={sort.orderBy === column.key ? sort.order : null}
                onSort={column.sortable === false ? undefined : () => onSort(column.key)}
                className={dense ? denseCell : undefined}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {row.cells.map((cell, index) => (
                <td
                  key={columns[index]?.key ?? index}
                  className={dense ? `${listCell} ${denseCell}` : listCell}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
          {!busy && rows.length === 0 ? (
            <tr>
              <td
                colSpan={columns.length}
                className={css({ p: '6', textAlign: 'center', color: 'text.muted' })}
              >
                {empty}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  )
}
