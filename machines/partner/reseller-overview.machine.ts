import { assign, fromPromise, setup } from 'xstate'
import type { ResellerCustomers, SubResellerList } from '../../src/domain/reseller-overview'
import { failureMessage } from '../event-params'

// The reseller overview (/partner-portal/reseller/overview, behind its feature flag; 001 §2): its customers
// (with its sub-resellers' where grandchild access allows) and its sub-resellers, read through the spec's two
// calls together; the page summarises them and links each sub-reseller to its customers in the list.

export interface ResellerOverviewData {
  customers: ResellerCustomers
  subResellers: SubResellerList
}

export interface ResellerOverviewContext {
  data: ResellerOverviewData | null
  failure: string | null
}

export type ResellerOverviewEvent = { type: 'overview.retry' } | { type: 'overview.reload' }

export const resellerOverviewMachine = setup({
  types: {
    context: {} as ResellerOverviewContext,
    events: {} as ResellerOverviewEvent,
  },
  actors: {
    loadOverview: fromPromise<ResellerOverviewData>(async () => {
      throw new Error('loadOverview not provided')
    }),
  },
  actions: {
    setData: assign({ data: (_, data: ResellerOverviewData) => data, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
  },
}).createMachine({
  id: 'resellerOverview',
  context: { data: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadOverview',
        src: 'loadOverview',
        onDone: { target: 'ready', actions: { type: 'setData', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { 'overview.retry': 'loading' } },
    // Figures change as customers are added or bought for elsewhere: Refresh reads them again.
    ready: { on: { 'overview.reload': 'loading' } },
  },
})
