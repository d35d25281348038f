import type { Context } from 'hono'
import type { ListQueryOptions } from '../../src/domain/list-query'
import type { GatewayEnv } from '../context'
import { ApiError, invalid } from '../errors'

// Paging, sorting and search of a report call, refused in words when out of bounds (never a 500).

export const paramsOf = (c: Context<GatewayEnv>) => new URL(c.req.url).searchParams

export function reportPaging(params: URLSearchParams, options: ListQueryOptions) {
  const pageNumber = Number(params.get('pageNumber') ?? 0)
  const pageSize = Number(params.get('pageSize') ?? options.defaultPageSize ?? 10)
  if (!Number.isSafeInteger(pageNumber) || pageNumber < 0 || pageNumber > 100_000)
    throw new ApiError(422, 'invalid_page', 'Invalid page.')
  if (!(options.pageSizes ?? [5, 10, 25, 50, 100]).includes(pageSize))
    throw new ApiError(422, 'invalid_page', 'Invalid page size.')
  const orderBy = params.get('orderBy') ?? options.defaultOrderBy
  if (!options.orderBy.includes(orderBy)) throw invalid([{ field: 'orderBy', message: 'Unknown sort.' }])
  const order = (params.get('order') ?? options.defaultOrder ?? 'ASC').toUpperCase()
  if (order !== 'ASC' && order !== 'DESC') throw invalid([{ field: 'order', message: 'Unknown order.' }])
  return { pageNumber, pageSize, orderBy, order: order as 'ASC' | 'DESC' }
}

/** The search text as an ILIKE pattern's inside (its wildcards escaped). */
export const searchPattern = (params: URLSearchParams) =>
  (params.get('search') ?? '')
    .trim()
    .slice(0, 255)
    .replace(/[\\%_]/g, (ch) => `\\${ch}`)

// One collator for every comparison: String#localeCompare builds one per call, slow over thousands of rows.
const collator = new Intl.Collator()

export function sortRows<T extends { id: string }>(rows: T[], orderBy: string, order: 'ASC' | 'DESC') {
  const sign = order === 'ASC' ? 1 : -1
  return [...rows].sort((a, b) => {
    const x = (a as Record<string, unknown>)[orderBy] ?? ''
    const y = (b as Record<string, unknown>)[orderBy] ?? ''
    const by = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y))
    return sign * by || collator.compare(a.id, b.id)
  })
}

export const pageOf = <T>(rows: T[], pageNumber: number, pageSize: number) => ({
  items: rows.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize),
  pageInfo: { totalCount: rows.length, pageNumber, pageSize },
})
