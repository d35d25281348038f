import { defineFlow } from '../flow'
import { parseListQuery } from '../../src/domain/list-query'
import { USER_LIST } from '../../src/domain/users'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'
import { usersListMachine } from './users-list.machine'

const page = {
  usersPerPage: [
    {
      id: 'u1',
      email: 'ana@acme.example',
      name: 'Ana',
      lastName: 'Lee',
      role: 'user',
      departments: ['Sales'],
      disabled: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      emailVerified: false,
      invitePending: true,
    },
  ],
  // More users than the page shows: "Select all 12 users" is offered once the page is ticked.
  totalCount: 12,
}

export const usersListScenarios: Scenarios<typeof usersListMachine> = {
  inputs: [
    { query: parseListQuery('', USER_LIST) },
    // Opened again: the last answer is drawn while the same query loads afresh.
    { query: parseListQuery('', USER_LIST), cached: page },
  ],
  events: {
    'users.query': [{ type: 'users.query', query: parseListQuery('?search=ana', USER_LIST) }],
    'users.filter': [{ type: 'users.filter', key: 'status', value: 'invited' }],
    'users.clearFilters': [{ type: 'users.clearFilters' }],
    'users.retry': [{ type: 'users.retry' }],
    'users.refresh': [{ type: 'users.refresh' }],
    'users.select': [
      { type: 'users.select', ids: ['u1'], selected: true },
      { type: 'users.select', ids: ['u1'], selected: false },
    ],
    'users.selectAll': [
      { type: 'users.selectAll', all: true },
      { type: 'users.selectAll', all: false },
    ],
    'users.export': [{ type: 'users.export' }],
    'users.disableOthers': [{ type: 'users.disableOthers' }],
    'users.dismissUneditable': [{ type: 'users.dismissUneditable' }],
    'users.setStatus': [
      { type: 'users.setStatus', disable: true },
      { type: 'users.setStatus', disable: false },
    ],
  },
  outcomes: {
    loadFilterOptions: {
      done: [{ departments: [{ id: 'dep_1', name: 'Sales' }], groups: [{ id: 'grp_1', name: 'Pilots' }] }],
      error: [offline],
    },
    loadUsers: { done: [page], error: [offline] },
    exportUsers: { done: [undefined], error: [offline] },
    findUneditable: {
      done: [
        { total: 0, users: [] },
        {
          total: 1,
          users: [{ id: 'u9', name: 'Ida', lastName: 'Admin', email: 'ida@acme.example', reason: 'admin' }],
        },
      ],
      error: [offline],
    },
    setStatus: {
      done: [undefined],
      error: [
        failure(
          409,
          'admin_in_selection',
          'Unable to disable user with admin role. Admin user found in the selected list. Disable action canceled.',
        ),
      ],
    },
  },
  abstractContext: (context) => ({
    search: context.query.search,
    loaded: context.page !== null,
    failure: context.failure,
    selected: context.selected.length,
    all: context.allSelected,
  }),
  maxStates: 20000,
}

export const usersListFlow = defineFlow({
  id: 'usersList',
  file: 'users/users-list',
  title: 'All users',
  description:
    'The company users at /users/all_users: server paging (5, 10, 25, 50, 100; default 10), sort, search and the status, access level, department and group filters kept in the URL; a fresh list loads after users were added; opened again, the last page shows at once while it reloads, and a hover on its sidebar item fetches it ahead.',
  routes: ['/users/all_users'],
  machine: usersListMachine,
  scenarios: usersListScenarios,
})
