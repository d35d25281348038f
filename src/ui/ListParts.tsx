import { type ReactNode } from 'react'
import { css } from '../../styled-system/css'
import { Alert } from './Alert'
import { Button } from './Button'

// The parts every server-paged list shares: the cell and control styles, the empty / loading row, the
// failure with its retry and the table's card. The search form and the pager have files of their own.

export const listControl = css({
  h: '10',
  px: '3',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'surface.card',
})
/** A search box that filters as one types (the list's machine waits for typing to pause). */
export function LiveSearchField({
  label,
  defaultValue = '',
  maxLength = 200,
  onSearch,
}: {
  label: string
  defaultValue?: string
  /** 001 §5: the customer-name search takes 255 characters. */
  maxLength?: number
  onSearch: (text: string) => void
}) {
  return (
    <label
      className={css({ display: 'flex', flexDir: 'column', gap: '1', fontSize: 'sm', flex: '1', maxW: 'sm' })}
    >
      {label}
      <input
        type="search"
        defaultValue={defaultValue}
        maxLength={maxLength}
        className={listControl}
        onChange={(event) => onSearch(event.target.value.trim())}
      />
    </label>
  )
}

const listCellStyle = {
  px: '3',
  py: '2.5',
  textAlign: 'left',
  borderBottom: '1px solid',
  borderColor: 'border',
} as const
export const listCell = css(listCellStyle)
/** A wide table's cell (a dozen columns that must all show at 1440 px): the same, closer together. */
export const denseListCell = css(listCellStyle, { px: '2' })
/** The row under the header when there is nothing to show: still loading, or no match. */
export function ListStatusRow({
  columns,
  loading,
  empty,
  noun,
  emptyText,
}: {
  columns: number
  loading: boolean
  empty: boolean
  noun: string
  /** What an empty list says when no filter narrowed it (otherwise "No {noun} match."). */
  emptyText?: string
}) {
  if (!loading && !empty) return null
  return (
    <tr>
      <td className={listCell} colSpan={columns} role={loading ? 'status' : undefined}>
        {loading ? `Loading ${noun}…` : (emptyText ?? `No ${noun} match.`)}
      </td>
    </tr>
  )
}

/** A list that could not load: the reason and a way to try again. */
/** A failure with its retry, shared by lists, dashboards, the plan page and the notification popover. */
export function RetryAlert({
  message,
  onRetry,
  label = 'Retry',
}: {
  message: string | null
  onRetry: () => void
  label?: string
}) {
  if (!message) return null
  return (
    <Alert tone="danger">
      {message}{' '}
      <Button size="sm" variant="link" onClick={onRetry}>
        {label}
      </Button>
    </Alert>
  )
}

/**
 * A wide table's last column (its row actions) kept in view while the rest scrolls sideways — from md up: on a
 * phone the actions column alone filled the visible width and hid every row's name.
 */
export const stickyEndCell = css({
  position: { base: 'static', md: 'sticky' },
  right: '0',
  bg: 'surface.card',
  boxShadow: { base: 'none', md: '-8px 0 8px -8px rgba(0, 0, 0, 0.18)' },
})

/** The card a list's table sits in: scrolls sideways on narrow screens rather than squeezing columns. */
export function ListTable({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div
      data-scroller
      className={css({
        position: 'relative',
        overflowX: 'auto',
        bg: 'surface.card',
        borderRadius: 'lg',
        boxShadow: 'sm',
      })}
    >
      <table aria-busy={busy} className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}>
        {children}
      </table>
    </div>
  )
}
