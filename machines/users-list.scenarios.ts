import { parseListQuery } from '../src/domain/list-query'
import { USER_LIST } from '../src/domain/users'
import { offline } from './samples/failures'
import type { Scenarios } from './scenarios'
import type { usersListMachine } from './users-list.machine'

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
    },
  ],
  totalCount: 1,
}

export const usersListScenarios: Scenarios<typeof usersListMachine> = {
  inputs: [{ query: parseListQuery('', USER_LIST) }],
  events: {
    'users.query': [{ type: 'users.query', query: parseListQuery('?search=ana', USER_LIST) }],
    'users.retry': [{ type: 'users.retry' }],
  },
  outcomes: { loadUsers: { done: [page], error: [offline] } },
  abstractContext: (context) => ({
    search: context.query.search,
    loaded: context.page !== null,
    failure: context.failure,
  }),
  maxStates: 1000,
}
