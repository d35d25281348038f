import type { ReactNode } from 'react'
import { css } from '../../styled-system/css'
import { listCell } from './ListParts'

/**
 * A column header of a server-sorted table: `direction` is this column's current order (null when the
 * table is sorted by another column); a column that cannot be sorted passes no `onSort`.
 */
export function SortHeader({
  label,
  direction,
  onSort,
}: {
  label: ReactNode
  direction: 'asc' | 'desc' | null
  onSort?: (() => void) | undefined
}) {
  return (
    <th
      scope="col"
      aria-sort={
        direction === null ? (onSort ? 'none' : undefined) : direction === 'asc' ? 'ascending' : 'descending'
      }
      className={listCell}
    >
      {onSort ? (
        <button
          type="button"
          className={css({ cursor: 'pointer', fontWeight: 'semibold', whiteSpace: 'nowrap' })}
          onClick={onSort}
        >
          {label} {direction === null ? '' : direction === 'asc' ? '▲' : '▼'}
        </button>
      ) : (
        label
      )}
    </th>
  )
}
