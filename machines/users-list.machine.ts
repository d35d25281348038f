import { assign, fromPromise, setup } from 'xstate'
import type { ApiFailure } from '../src/domain/api-failure'
import type { ListQuery } from '../src/domain/list-query'
import type { UserPage } from '../src/domain/users'
import { errorOf } from './event-params'

// /users/all_users (000 §2): the company's users, paged, sorted and searched on the server, the query kept
// in the URL. After users were added the route mounts a fresh list, which loads again.

export interface UsersListContext {
  query: ListQuery
  page: UserPage | null
  failure: string | null
}

export type UsersListEvent = { type: 'users.query'; query: ListQuery } | { type: 'users.retry' }

export const usersListMachine = setup({
  types: { context: {} as UsersListContext, events: {} as UsersListEvent, input: {} as { query: ListQuery } },
  actors: {
    loadUsers: fromPromise<UserPage, ListQuery>(async () => ({ usersPerPage: [], totalCount: 0 })),
  },
  actions: {
    setQuery: assign({ query: (_, query: ListQuery) => query }),
    setPage: assign({ page: (_, page: UserPage) => page, failure: null }),
    setFailure: assign({
      failure: (_, error: unknown) =>
        (error as Partial<ApiFailure> | undefined)?.message ?? 'Something went wrong. Please try again.',
    }),
    /** Provided by the app: the query into the URL. */
    writeQuery: (_, _query: ListQuery) => {},
  },
}).createMachine({
  id: 'usersList',
  context: ({ input }) => ({ query: input.query, page: null, failure: null }),
  initial: 'loading',
  on: {
    'users.query': {
      target: '.loading',
      actions: [
        { type: 'setQuery', params: ({ event }) => event.query },
        { type: 'writeQuery', params: ({ event }) => event.query },
      ],
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadUsers',
        src: 'loadUsers',
        input: ({ context }) => context.query,
        onDone: { target: 'ready', actions: { type: 'setPage', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: errorOf } },
      },
    },
    ready: {},
    failed: { on: { 'users.retry': 'loading' } },
  },
})
