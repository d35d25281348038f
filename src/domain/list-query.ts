import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './constants'

// Lists keep page, page size, order, order-by, search text and filters in the query string (000 §2).
// Malformed values fall back to defaults: a bad link must never break a page.

export type Order = 'ASC' | 'DESC'

export interface ListQuery {
  pageNumber: number
  pageSize: number
  order: Order
  orderBy: string
  search: string
  filters: Record<string, unknown>
}

export interface ListQueryOptions {
  orderBy: readonly string[]
  defaultOrderBy: string
  defaultOrder?: Order
  pageSizes?: readonly number[]
  defaultPageSize?: number
}

function integer(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null
  const n = Number(value)
  return Number.isSafeInteger(n) ? n : null
}

function filtersOf(value: string | null): Record<string, unknown> {
  if (!value) return {}
  try {
    const parsed: unknown = JSON.parse(value)
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

export function parseListQuery(search: string, options: ListQueryOptions): ListQuery {
  const params = new URLSearchParams(search)
  const sizes = options.pageSizes ?? PAGE_SIZES
  const size = integer(params.get('pageSize'))
  const order = params.get('order')?.toUpperCase()
  const orderBy = params.get('orderBy')
  return {
    pageNumber: integer(params.get('pageNumber')) ?? 0,
    pageSize: size !== null && sizes.includes(size) ? size : (options.defaultPageSize ?? DEFAULT_PAGE_SIZE),
    order: order === 'ASC' || order === 'DESC' ? order : (options.defaultOrder ?? 'ASC'),
    orderBy: orderBy && options.orderBy.includes(orderBy) ? orderBy : options.defaultOrderBy,
    search: (params.get('search') ?? '').slice(0, 255),
    filters: filtersOf(params.get('filters')),
  }
}

/** Writes a list query back, leaving other parameters alone and defaults out of the URL. */
export function serializeListQuery(current: string, query: ListQuery, options: ListQueryOptions): string {
  const params = new URLSearchParams(current)
  const set = (key: string, value: string, fallback: string) =>
    value === fallback ? params.delete(key) : params.set(key, value)
  set('pageNumber', String(query.pageNumber), '0')
  set('pageSize', String(query.pageSize), String(options.defaultPageSize ?? DEFAULT_PAGE_SIZE))
  set('order', query.order, options.defaultOrder ?? 'ASC')
  set('orderBy', query.orderBy, options.defaultOrderBy)
  set('search', query.search, '')
  set('filters', Object.keys(query.filters).length ? JSON.stringify(query.filters) : '', '')
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** A new search or filter starts again at the first page. */
export function withSearchText(query: ListQuery, search: string): ListQuery {
  return { ...query, search, pageNumber: 0 }
}

/** A column's current order in the table's terms, or null when the list is sorted by another column. */
export function sortDirection(query: ListQuery, column: string): 'asc' | 'desc' | null {
  if (query.orderBy !== column) return null
  return query.order === 'ASC' ? 'asc' : 'desc'
}

/** Sorting by a column: ascending first, a second click reverses it; back to the first page. */
export function sortedBy(query: ListQuery, column: string): ListQuery {
  const order = query.orderBy === column && query.order === 'ASC' ? 'DESC' : 'ASC'
  return { ...query, orderBy: column, order, pageNumber: 0 }
}
