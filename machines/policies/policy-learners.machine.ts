import { assign, fromPromise, setup } from 'xstate'
import type { PolicyFilter, PolicyLearnerPage } from '../../src/domain/policies'
import { failureMessage } from '../event-params'

// One policy's learners (ours, /policies): under a filter key — acknowledged, not opened, overdue (002 §9) —
// paged and searched by name or email; a new filter or search starts again at the first page.

export const POLICY_LEARNERS_PAGE_SIZE = 25

export interface PolicyLearnersInput {
  policyId: string
  name: string
}

export interface PolicyLearnersQuery {
  filter: PolicyFilter
  page: number
  search: string
}

export interface PolicyLearnersContext extends PolicyLearnersInput {
  query: PolicyLearnersQuery
  data: PolicyLearnerPage | null
  failure: string | null
}

export type PolicyLearnersEvent =
  | { type: 'learners.filter'; filter: PolicyFilter }
  | { type: 'learners.page'; page: number }
  | { type: 'learners.search'; text: string }
  | { type: 'learners.retry' }
  | { type: 'learners.close' }

export const policyLearnersMachine = setup({
  types: {
    context: {} as PolicyLearnersContext,
    events: {} as PolicyLearnersEvent,
    input: {} as PolicyLearnersInput,
  },
  actors: {
    loadLearners: fromPromise<PolicyLearnerPage, { policyId: string; query: PolicyLearnersQuery }>(
      async () => ({ items: [], pageInfo: { totalCount: 0, pageNumber: 0, pageSize: 25 } }),
    ),
  },
  guards: {
    isOtherFilter: ({ context }, filter: PolicyFilter) => filter !== context.query.filter,
    isOtherSearch: ({ context }, text: string) => text.trim() !== context.query.search,
    isPage: ({ context }, page: number) =>
      page !== context.query.page &&
      page >= 0 &&
      page * POLICY_LEARNERS_PAGE_SIZE < (context.data?.pageInfo.totalCount ?? 0),
  },
  actions: {
    setData: assign({ data: (_, data: PolicyLearnerPage) => data, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    setFilter: assign({
      query: ({ context }, filter: PolicyFilter) => ({ ...context.query, filter, page: 0 }),
    }),
    setSearch: assign({
      query: ({ context }, text: string) => ({ ...context.query, search: text.trim(), page: 0 }),
    }),
    setPage: assign({ query: ({ context }, page: number) => ({ ...context.query, page }) }),
  },
}).createMachine({
  id: 'policyLearners',
  context: ({ input }) => ({
    ...input,
    query: { filter: 'notOpened', page: 0, search: '' },
    data: null,
    failure: null,
  }),
  on: { 'learners.close': '.closed' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadLearners',
        src: 'loadLearners',
        input: ({ context }) => ({ policyId: context.policyId, query: context.query }),
        onDone: { target: 'ready', actions: { type: 'setData', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { 'learners.retry': 'loading' } },
    ready: {
      on: {
        'learners.filter': {
          guard: { type: 'isOtherFilter', params: ({ event }) => event.filter },
          target: 'loading',
          actions: { type: 'setFilter', params: ({ event }) => event.filter },
        },
        'learners.search': {
          guard: { type: 'isOtherSearch', params: ({ event }) => event.text },
          target: 'loading',
          actions: { type: 'setSearch', params: ({ event }) => event.text },
        },
        'learners.page': {
          guard: { type: 'isPage', params: ({ event }) => event.page },
          target: 'loading',
          actions: { type: 'setPage', params: ({ event }) => event.page },
        },
      },
    },
    closed: { type: 'final' },
  },
})
