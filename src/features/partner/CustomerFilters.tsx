import { css } from '../../../styled-system/css'
import {
  CUSTOMER_FILTER_KEYS,
  CUSTOMER_FILTERS,
  SUB_RESELLER_FILTER,
  withSubReseller,
  type CustomerFilter,
} from '../../domain/customers'
import type { ListQuery } from '../../domain/list-query'
import { Button } from '../../ui/Button'
import { listControl } from '../../ui/ListParts'

/** My Customers' filters (001 §2), each kept in the query string; a change starts again at page 1. */
export function CustomerFilters({
  query,
  onQuery,
  subResellerName,
}: {
  query: ListQuery
  onQuery: (query: ListQuery) => void
  /** The sub-reseller the list shows the customers of, when its name is known. */
  subResellerName?: string | undefined
}) {
  const set = (key: CustomerFilter, value: string) => {
    const { [key]: _dropped, ...rest } = query.filters
    onQuery({ ...query, filters: value ? { ...rest, [key]: value } : rest, pageNumber: 0 })
  }
  const subReseller = query.filters[SUB_RESELLER_FILTER]
  const active =
    CUSTOMER_FILTER_KEYS.filter((key) => typeof query.filters[key] === 'string').length +
    (typeof subReseller === 'string' ? 1 : 0)
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
      {typeof subReseller === 'string' ? (
        <span className={css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm' })}>
          {subResellerName ? `Customers of ${subResellerName}` : 'A sub-reseller’s customers'}
          <Button variant="outline" size="sm" onClick={() => onQuery(withSubReseller(query, null))}>
            Back to yours
          </Button>
        </span>
      ) : null}
      {active > 0 ? (
        <Button variant="ghost" onClick={() => onQuery({ ...query, filters: {}, pageNumber: 0 })}>
          Clear filters
        </Button>
      ) : null}
    </div>
  )
}
