import { css } from '../../styled-system/css'
import { Button } from './Button'

import { listControl } from './ListParts'
import { PAGE_SIZES } from '../domain/constants'
import type { ListQuery } from '../domain/list-query'

// The pager under a server-paged list: rows per page, where we are, previous and next.

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
      // On a phone the pager wraps onto two lines rather than breaking "Rows per page" one word per line.
      className={css({
        display: 'flex',
        gap: '3',
        alignItems: 'center',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
      })}
    >
      <label
        className={css({
          fontSize: 'sm',
          display: 'flex',
          gap: '2',
          alignItems: 'center',
          whiteSpace: 'nowrap',
        })}
      >
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
      <span className={css({ fontSize: 'sm', whiteSpace: 'nowrap' })}>
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

/** The pager of a list whose query lives in the address: a new page keeps the size, a new size starts again. */
export function ListQueryPager({
  query,
  total,
  sizes = PAGE_SIZES,
  onQuery,
}: {
  query: ListQuery
  total: number
  /** The list's own page sizes where the spec gives some (the policy report's 25, 50, 100). */
  sizes?: readonly number[]
  onQuery: (query: ListQuery) => void
}) {
  return (
    <Pager
      pageNumber={query.pageNumber}
      pageSize={query.pageSize}
      total={total}
      sizes={sizes}
      onPage={(pageNumber) => onQuery({ ...query, pageNumber })}
      onPageSize={(pageSize) => onQuery({ ...query, pageSize, pageNumber: 0 })}
    />
  )
}
