import type { ReactNode } from 'react'
import { css } from '../../styled-system/css'
import { listCell } from './ListParts'
import { sortDirection, sortedBy, type ListQuery } from '../domain/list-query'

/**
 * A column header of a server-sorted table: `direction` is this column's current order (null when the
 * table is sorted by another column); a column that cannot be sorted passes no `onSort`.
 */
export function SortHeader({
  label,
  direction,
  onSort,
  className,
}: {
  label: ReactNode
  direction: 'asc' | 'desc' | null
  onSort?: (() => void) | undefined
  /** Extra cell classes (a dense table's tighter padding). */
  className?: string | undefined
}) {
  return (
    <th
      scope="col"
      aria-sort={
        direction === null ? (onSort ? 'none' : undefined) : direction === 'asc' ? 'ascending' : 'descending'
      }
      className={className ? `${listCell} ${className}` : listCell}
    >
      {onSort ? (
        <button
          type="button"
          // Long headers wrap (a wide report fits 1440 px); the arrow stays with the last word.
          className={css({ cursor: 'pointer', fontWeight: 'semibold', textAlign: 'left' })}
          onClick={onSort}
        >
          {label}
          {direction === null ? '' : direction === 'asc' ? '\u00a0▲' : '\u00a0▼'}
        </button>
      ) : (
        label
      )}
    </th>
  )
}

/** A sortable header of a list whose query lives in the address: a second click on the column flips the order. */
export function QuerySortHeader({
  label,
  column,
  query,
  onQuery,
}: {
  label: ReactNode
  column: string
  query: ListQuery
  onQuery: (query: ListQuery) => void
}) {
  return (
    <SortHeader
      label={label}
      direction={sortDirection(query, column)}
      onSort={() => onQuery(sortedBy(query, column))}
    />
  )
}

/** The header over a table's row menus: read by screen readers, not shown. */
export function ActionsHeader({ className }: { className?: string } = {}) {
  return (
    <th className={className ? `${listCell} ${className}` : listCell}>
      <span className={css({ srOnly: true })}>Actions</span>
    </th>
  )
}
