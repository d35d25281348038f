import { useEffect, useRef, type ReactNode } from 'react'
import { css } from '../../styled-system/css'
import { Alert } from './Alert'
import { Button } from './Button'

// The parts every server-paged list shares: the search form, the empty / loading rows and the pager.

export const listCell = css({
  px: '3',
  py: '2.5',
  textAlign: 'left',
  borderBottom: '1px solid',
  borderColor: 'border',
})
export const listControl = css({
  h: '10',
  px: '3',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'surface.card',
})

/** How long typing pauses before the list searches by itself (000 §2: the shared debounced search). */
export const SEARCH_DEBOUNCE_MS = 400

export function SearchForm({
  label,
  value,
  onSearch,
  children,
}: {
  label: string
  value: string
  onSearch: (text: string) => void
  children?: ReactNode
}) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
  }
  useEffect(() => cancel, [])
  return (
    <form
      role="search"
      className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'end' })}
      onSubmit={(event) => {
        event.preventDefault()
        cancel()
        const text = new FormData(event.currentTarget).get('search')
        onSearch(typeof text === 'string' ? text.trim() : '')
      }}
    >
      <label className={css({ display: 'flex', flexDir: 'column', gap: '1', fontSize: 'sm' })}>
        {label}
        <input
          name="search"
          type="search"
          defaultValue={value}
          maxLength={255}
          className={listControl}
          onChange={(event) => {
            const text = event.target.value.trim()
            cancel()
            timer.current = setTimeout(() => {
              timer.current = null
              if (text !== value) onSearch(text)
            }, SEARCH_DEBOUNCE_MS)
          }}
        />
      </label>
      <Button type="submit" variant="outline">
        Search
      </Button>
      {children}
    </form>
  )
}

/** The row under the header when there is nothing to show: still loading, or no match. */
export function ListStatusRow({
  columns,
  loading,
  empty,
  noun,
}: {
  columns: number
  loading: boolean
  empty: boolean
  noun: string
}) {
  if (!loading && !empty) return null
  return (
    <tr>
      <td className={listCell} colSpan={columns} role={loading ? 'status' : undefined}>
        {loading ? `Loading ${noun}…` : `No ${noun} match.`}
      </td>
    </tr>
  )
}

export function Pager({
  pageNumber,
  pageSize,
  total,
  sizes,
  onPage,
  onPageSize,
}: {
  pageNumber: number
  pageSize: number
  total: number
  sizes: readonly number[]
  onPage: (pageNumber: number) => void
  onPageSize: (pageSize: number) => void
}) {
  const first = total === 0 ? 0 : pageNumber * pageSize + 1
  const last = Math.min(total, (pageNumber + 1) * pageSize)
  return (
    <nav
      aria-label="Pages"
      className={css({ display: 'flex', gap: '3', alignItems: 'center', justifyContent: 'flex-end' })}
    >
      <label className={css({ fontSize: 'sm', display: 'flex', gap: '2', alignItems: 'center' })}>
        Rows per page
        <select
          className={listControl}
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <span className={css({ fontSize: 'sm' })}>
        {first}–{last} of {total}
      </span>
      <Button size="sm" variant="outline" disabled={pageNumber === 0} onClick={() => onPage(pageNumber - 1)}>
        Previous
      </Button>
      <Button size="sm" variant="outline" disabled={last >= total} onClick={() => onPage(pageNumber + 1)}>
        Next
      </Button>
    </nav>
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

/** The card a list's table sits in: scrolls sideways on narrow screens rather than squeezing columns. */
export function ListTable({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className={css({ overflowX: 'auto', bg: 'surface.card', borderRadius: 'lg', boxShadow: 'sm' })}>
      <table aria-busy={busy} className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}>
        {children}
      </table>
    </div>
  )
}
