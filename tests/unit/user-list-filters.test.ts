import { describe, expect, it } from 'vitest'
import { parseListQuery } from '../../src/domain/list-query'
import {
  USER_LIST,
  userListFilterBody,
  userListFilters,
  userStatus,
  withoutUserFilters,
  withUserFilter,
} from '../../src/domain/users'

describe('the users list filters (issue 24)', () => {
  it('gives each user one status, disabled first, then invited, then verified or not', () => {
    expect(userStatus({ disabled: true, invitePending: true, emailVerified: false })).toBe('disabled')
    expect(userStatus({ disabled: false, invitePending: true, emailVerified: true })).toBe('invited')
    expect(userStatus({ disabled: false, invitePending: false, emailVerified: false })).toBe('notVerified')
    expect(userStatus({ disabled: false, invitePending: false, emailVerified: true })).toBe('active')
  })

  it('reads the filters from the address and drops what is malformed', () => {
    const query = parseListQuery(
      `?filters=${encodeURIComponent(JSON.stringify({ status: 'invited', role: 'root', departmentId: 'dep_1', groupId: "x'; drop" }))}`,
      USER_LIST,
    )
    expect(userListFilters(query.filters)).toEqual({ status: 'invited', departmentId: 'dep_1' })
    expect(userListFilters({ status: 42, role: 'admin' })).toEqual({ role: 'admin' })
  })

  it('starts again at the first page when a filter changes, and keeps search and show-disabled on clear', () => {
    const query = {
      ...parseListQuery('?search=ana&pageNumber=3', USER_LIST),
      filters: { includeDisabled: true },
    }
    const filtered = withUserFilter(query, 'status', 'disabled')
    expect(filtered).toMatchObject({
      pageNumber: 0,
      search: 'ana',
      filters: { includeDisabled: true, status: 'disabled' },
    })
    expect(withUserFilter(filtered, 'status', null).filters).toEqual({ includeDisabled: true })
    expect(
      withoutUserFilters({ ...filtered, filters: { ...filtered.filters, role: 'admin' } }).filters,
    ).toEqual({
      includeDisabled: true,
    })
  })

  it("asks the gateway for the filters, a department or group page's own scope first", () => {
    const query = {
      ...parseListQuery('', USER_LIST),
      filters: { status: 'active', departmentId: 'dep_2', groupId: 'grp_1' },
    }
    expect(userListFilterBody(query, {})).toEqual({
      status: 'active',
      departmentIds: ['dep_2'],
      groupIds: ['grp_1'],
    })
    expect(userListFilterBody(query, { departmentIds: ['dep_9'] })).toMatchObject({
      departmentIds: ['dep_9'],
      groupIds: ['grp_1'],
    })
  })
})
