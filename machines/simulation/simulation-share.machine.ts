import { assign, fromPromise, sendTo, setup } from 'xstate'
import {
  SHARE_SEARCH_DEBOUNCE_MS,
  SHARE_TEXTS,
  shareFailureMessage,
  type CompletePayload,
  type SharedCustomersPage,
  type ShareQuery,
} from '../../src/domain/simulation/sharing'
import {
  isOfferedSelection,
  loadingWithSelection,
  reportingSelection,
  selectionChanged,
  type CustomerSelection,
} from '../sharing/customer-selection.machine'
import { pagedListStates } from '../paged-list'
import { shareAddCustomersMachine } from './share-add-customers.machine'

// /phishing-simulation/share/{campaignId} (002 §2.9 "Share route", §7): "{name} Share To My Customers", the
// customers that have the partner's campaign (sent %, created, start), paged in the query string and searched
// 300 ms after typing pauses; rows ticked through the shared customer selection; Archive removes the ticked
// customers from the campaign (complete: "N customer(s) were removed from the campaign!"); Add customers opens
// the add-customers dialog, which clones the campaign into the chosen ones.

export interface SimulationShareInput {
  companyId: string
  campaignId: string
  query: ShareQuery
  timeZone: string
  today: string
}

export interface SimulationShareContext extends SimulationShareInput {
  page: SharedCustomersPage | null
  failure: string | null
  selection: CustomerSelection
}

export type SimulationShareEvent =
  | { type: 'share.query'; query: ShareQuery }
  | { type: 'share.search'; text: string }
  | { type: 'share.retry' }
  | { type: 'archive.request' }
  | { type: 'confirm.yes' }
  | { type: 'confirm.no' }
  | { type: 'add.open' }
  | ({ type: 'selection.changed' } & CustomerSelection)

const list = pagedListStates<SharedCustomersPage>()({
  load: 'loadShared',
  retry: 'share.retry',
  input: ({ context }: { context: SimulationShareContext }) => ({
    companyId: context.companyId,
    campaignId: context.campaignId,
    query: context.query,
  }),
})

const sameQuery = (a: ShareQuery, b: ShareQuery) =>
  a.pageNumber === b.pageNumber && a.pageSize === b.pageSize && a.searchText === b.searchText

export const completePayloadOf = (context: SimulationShareContext): CompletePayload => ({
  campaignIds: context.selection.allSelected ? [] : context.selection.selected,
  companyId: context.companyId,
  isAllSelected: context.selection.allSelected,
  parentCampaignId: context.campaignId,
})

export const simulationShareMachine = setup({
  types: {
    context: {} as SimulationShareContext,
    events: {} as SimulationShareEvent,
    input: {} as SimulationShareInput,
  },
  actors: {
    loadShared: fromPromise<
      SharedCustomersPage,
      { companyId: string; campaignId: string; query: ShareQuery }
    >(async () => ({
      companies: [],
      pageInfo: { totalCount: 0, pageNumber: 0, pageSize: 25 },
      parentCampaignName: '',
    })),
    completeShares: fromPromise<{ removed: number }, CompletePayload>(async () => ({ removed: 0 })),
    selection: reportingSelection,
    shareAddCustomers: shareAddCustomersMachine,
  },
  delays: { searchPause: SHARE_SEARCH_DEBOUNCE_MS },
  guards: {
    otherQuery: ({ context }, query: ShareQuery) => !sameQuery(query, context.query),
    otherSearch: ({ context }, text: string) => text !== context.query.searchText,
    hasSelection: ({ context }) => context.selection.selected.length > 0 || context.selection.allSelected,
    hasAdded: (_, added: number) => added > 0,
    /** What the selection can report: rows of this page. */
    isOffered: ({ context }, selection: CustomerSelection) =>
      isOfferedSelection(
        (context.page?.companies ?? []).map((row) => row.campaignId),
        selection,
      ),
  },
  actions: {
    setPage: assign({
      page: (_, page: SharedCustomersPage) => page,
      failure: null,
      // A new page starts with nothing ticked, as the selection machine it tells (offerRows).
      selection: { selected: [], allSelected: false },
    }),
    setFailure: assign({ failure: (_, message: string) => message }),
    clearFailure: assign({ failure: null }),
    setQuery: assign({ query: (_, query: ShareQuery) => query }),
    setSearch: assign({
      query: ({ context }, text: string) => ({ ...context.query, searchText: text, pageNumber: 0 }),
    }),
    setSelection: assign({ selection: (_, selection: CustomerSelection) => selection }),
    /** Every row of the table can be removed: the selection is offered the page's clones. */
    offerRows: sendTo('selection', (_, page: SharedCustomersPage) => ({
      type: 'selection.page' as const,
      ids: page.companies.map((row) => row.campaignId),
      total: page.pageInfo.totalCount,
    })),
    /** Provided by the app: the query into the URL. */
    writeQuery: (_, _query: ShareQuery) => {},
    /** Provided by the app: a toast. */
    notify: (_, _toast: { type: 'success' | 'error'; title: string }) => {},
  },
}).createMachine({
  id: 'simulationShare',
  context: ({ input }) => ({
    ...input,
    page: null,
    failure: null,
    selection: { selected: [], allSelected: false },
  }),
  invoke: { id: 'selection', src: 'selection' },
  initial: 'loading',
  states: {
    ...list,
    failed: {
      on: {
        ...list.failed.on,
        'share.query': {
          target: 'loading',
          actions: [
            { type: 'setQuery', params: ({ event }) => event.query },
            { type: 'writeQuery', params: ({ event }) => event.query },
          ],
        },
      },
    },
    loading: loadingWithSelection<SharedCustomersPage, typeof list.loading>(list.loading),
    debouncing: {
      on: {
        'share.search': {
          guard: { type: 'otherSearch', params: ({ event }) => event.text },
          target: 'debouncing',
          reenter: true,
          actions: { type: 'setSearch', params: ({ event }) => event.text },
        },
      },
      after: {
        searchPause: {
          target: 'loading',
          actions: { type: 'writeQuery', params: ({ context }) => context.query },
        },
      },
    },
    ready: {
      on: {
        // The selection reports only once its page is on screen.
        'selection.changed': selectionChanged,
        'share.query': {
          guard: { type: 'otherQuery', params: ({ event }) => event.query },
          target: 'loading',
          actions: [
            { type: 'setQuery', params: ({ event }) => event.query },
            { type: 'writeQuery', params: ({ event }) => event.query },
          ],
        },
        'share.search': {
          guard: { type: 'otherSearch', params: ({ event }) => event.text },
          target: 'debouncing',
          actions: { type: 'setSearch', params: ({ event }) => event.text },
        },
        'archive.request': { guard: 'hasSelection', target: 'confirmingArchive' },
        'add.open': 'adding',
      },
    },
    confirmingArchive: {
      on: {
        'confirm.no': { target: 'ready', actions: 'clearFailure' },
        'confirm.yes': { target: 'completing', actions: 'clearFailure' },
      },
    },
    completing: {
      tags: ['busy'],
      invoke: {
        id: 'completeShares',
        src: 'completeShares',
        input: ({ context }) => completePayloadOf(context),
        onDone: {
          target: 'loading',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ type: 'success', title: SHARE_TEXTS.removed(event.output.removed) }),
          },
        },
        // The dialog stays with the reason; the ticks stay for another try.
        onError: {
          target: 'confirmingArchive',
          actions: {
            type: 'setFailure',
            params: ({ event }) => shareFailureMessage(event.error),
          },
        },
      },
    },
    adding: {
      invoke: {
        id: 'addCustomers',
        src: 'shareAddCustomers',
        input: ({ context }) => ({
          companyId: context.companyId,
          campaignId: context.campaignId,
          name: context.page?.parentCampaignName ?? '',
          timeZone: context.timeZone,
          today: context.today,
        }),
        onDone: [
          {
            guard: { type: 'hasAdded', params: ({ event }) => event.output.added },
            target: 'loading',
            actions: {
              type: 'notify',
              params: ({ event }) => ({ type: 'success', title: SHARE_TEXTS.added(event.output.added) }),
            },
          },
          { target: 'ready' },
        ],
      },
    },
  },
})
