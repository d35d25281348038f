import { css } from '../../../styled-system/css'
import { CUSTOMER_FILTER_KEYS, CUSTOMER_FILTERS, type CustomerFilter } from '../../domain/customers'
import type { ListQuery } from '../../domain/list-query'
import { Button } from '../../ui/Button'
import { listControl } from '../../ui/ListParts'

/** My Customers' filters (001 §2), each kept in the query string; a change starts again at page 1. */
export function CustomerFilters({
  query,
  onQuery,
}: {
  query: ListQuery
  onQuery: (query: ListQuery) => void
}) {
  const set = (key: CustomerFilter, value: string) => {
    const { [key]: _dropped, ...rest } = query.filters
    onQuery({ ...query, filters: value ? { ...rest, [key]: value } : rest, pageNumber: 0 })
  }
  const active = CUSTOMER_FILTER_KEYS.filter((key) => typeof query.filters[key] === 'string').length
  return (
    <div
      role="group"
      aria-label="Customer filters"
      className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'end' })}
    >
      {CUSTOMER_FILTER_KEYS.map((key) => (
        <label key={key} className={css({ display: 'flex', flexDir: 'column', gap: '1', fontSize: 'sm' })}>
          {CUSTOMER_FILTERS[key].label}
          <select
            className={listControl}
            value={typeof query.filters[key] === 'string' ? (query.filters[key] as string) : ''}
            onChange={(event) => set(key, event.target.value)}
          >
            <option value="">All</option>
            {CUSTOMER_FILTERS[key].options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      {active > 0 ? (
        <Button variant="ghost" onClick={() => onQuery({ ...query, filters: {}, pageNumber: 0 })}>
          Clear filters
        </Button>
      ) : null}
    </div>
  )
}
