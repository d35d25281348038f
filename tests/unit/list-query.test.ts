import { describe, expect, it } from 'vitest'
import { parseListQuery, serializeListQuery, withSearchText } from '../../src/domain/list-query'

const options = { orderBy: ['name', 'createdAt'], defaultOrderBy: 'name' }

describe('lists in the URL (000 §2, §9)', () => {
  it('reads defaults from an empty query string', () => {
    expect(parseListQuery('', options)).toEqual({
      pageNumber: 0,
      pageSize: 10,
      order: 'ASC',
      orderBy: 'name',
      search: '',
      filters: {},
    })
  })

  it('reads every part back', () => {
    const query = parseListQuery(
      '?pageNumber=3&pageSize=50&order=desc&orderBy=createdAt&search=ana&filters=%7B%22status%22%3A%5B%22ACTIVE%22%5D%7D',
      options,
    )
    expect(query).toEqual({
      pageNumber: 3,
      pageSize: 50,
      order: 'DESC',
      orderBy: 'createdAt',
      search: 'ana',
      filters: { status: ['ACTIVE'] },
    })
  })

  it.each([
    ['pageNumber=-1', { pageNumber: 0 }],
    ['pageNumber=abc', { pageNumber: 0 }],
    ['pageNumber=1e99', { pageNumber: 0 }],
    ['pageSize=9999', { pageSize: 10 }],
    ['pageSize=7', { pageSize: 10 }],
    ['orderBy=password', { orderBy: 'name' }],
    ['order=sideways', { order: 'ASC' }],
    ['filters=not-json', { filters: {} }],
    ['filters=%5B1%2C2%5D', { filters: {} }],
    ['filters=null', { filters: {} }],
  ])('falls back to the default for %s', (search, expected) => {
    expect(parseListQuery(`?${search}`, options)).toMatchObject(expected)
  })

  it('honours a list with its own page sizes and default (company lists: 25)', () => {
    expect(
      parseListQuery('?pageSize=5', { ...options, pageSizes: [25, 50, 100], defaultPageSize: 25 }).pageSize,
    ).toBe(25)
  })

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const query = parseListQuery('?tab=x&pageNumber=2&search=bo', options)
    expect(serializeListQuery('?tab=x&pageNumber=2&search=bo', { ...query, pageNumber: 0 }, options)).toBe(
      '?tab=x&search=bo',
    )
    expect(serializeListQuery('', { ...query, filters: { a: 1 } }, options)).toBe(
      '?pageNumber=2&search=bo&filters=%7B%22a%22%3A1%7D',
    )
  })

  it('starts a new search on the first page', () => {
    expect(withSearchText(parseListQuery('?pageNumber=4', options), 'new').pageNumber).toBe(0)
  })
})
