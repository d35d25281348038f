import { assign, fromPromise, setup } from 'xstate'
import type { ListQuery } from '../../src/domain/list-query'
import type { AllocationPage } from '../../src/domain/partner-transactions'
import { pagedListStates } from '../paged-list'

// The licence allocations log (/partner-portal/transactions/license-allocations, 001 §2): company name, number
// of licences, allocated by, allocation date; paged, sorted and searched with the query in the URL.

export interface LicenceAllocationsContext {
  query: ListQuery
  page: AllocationPage | null
  failure: string | null
}

export type LicenceAllocationsEvent =
  { type: 'allocations.query'; query: ListQuery } | { type: 'allocations.retry' }

const list = pagedListStates<AllocationPage>()({
  load: 'loadAllocations',
  retry: 'allocations.retry',
  input: ({ context }: { context: LicenceAllocationsContext }) => context.query,
})

const newQuery = {
  target: '#licenceAllocations.loading',
  reenter: true,
  actions: [
    { type: 'setQuery' as const, params: ({ event }: { event: { query: ListQuery } }) => event.query },
    { type: 'writeQuery' as const, params: ({ event }: { event: { query: ListQuery } }) => event.query },
  ],
}

export const licenceAllocationsMachine = setup({
  types: {
    context: {} as LicenceAllocationsContext,
    events: {} as LicenceAllocationsEvent,
    input: {} as { query: ListQuery },
  },
  actors: {
    loadAllocations: fromPromise<AllocationPage, ListQuery>(async () => ({
      items: [],
      pageInfo: { totalCount: 0, pageNumber: 0, pageSize: 25 },
      totals: { licences: 0, customers: 0 },
    })),
  },
  actions: {
    setQuery: assign({ query: (_, query: ListQuery) => query }),
    setPage: assign({ page: (_, page: AllocationPage) => page, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    /** Provided by the app: writes the query to the URL. */
    writeQuery: (_, _query: ListQuery) => {},
  },
}).createMachine({
  id: 'licenceAllocations',
  context: ({ input }) => ({ query: input.query, page: null, failure: null }),
  initial: 'loading',
  states: {
    loading: { ...list.loading, on: { 'allocations.query': newQuery } },
    failed: { on: { ...list.failed.on, 'allocations.query': newQuery } },
    ready: { on: { 'allocations.query': newQuery } },
  },
})
