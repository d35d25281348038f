import { assign, fromPromise, sendTo, setup } from 'xstate'
import {
  isShareable,
  SHARE_SEARCH_DEBOUNCE_MS,
  firstShareQuery,
  shareFailureMessage,
  type ClonePayload,
  type ShareCandidatesPage,
  type ShareQuery,
} from '../../src/domain/simulation/sharing'
import {
  isOfferedSelection,
  loadingWithSelection,
  reportingSelection,
  selectionChanged,
  type CustomerSelection,
} from '../sharing/customer-selection.machine'
import { candidateDebouncing, candidateReadyOn, isOtherPage } from '../candidate-list'
import { pagedListStates } from '../paged-list'

// The add-customers dialog of Share To My Customers (002 §2.9, §5 "Sharing", §7 clone): the partner's customers
// that do not have the campaign yet, paged and searched (300 ms), those "Not available to share" greyed out and
// never tickable; a start date that cannot be in the past ("Start Date"); Add clones the campaign into each
// chosen customer ("Customer was successfully added!" / "Customers were successfully added!", said by the share
// page). A failed clone keeps the dialog, the ticks and the date, and says why.

export interface ShareAddInput {
  companyId: string
  campaignId: string
  name: string
  timeZone: string
  /** Today in the partner's zone (ISO date): the earliest start. */
  today: string
}

export interface ShareAddContext extends ShareAddInput {
  query: ShareQuery
  page: ShareCandidatesPage | null
  failure: string | null
  selection: CustomerSelection
  startDate: string
  added: number
}

export type ShareAddEvent =
  | { type: 'add.search'; text: string }
  | { type: 'add.page'; pageNumber: number }
  | { type: 'add.retry' }
  | { type: 'add.startDate'; date: string }
  | { type: 'add.submit' }
  | { type: 'add.cancel' }
  | ({ type: 'selection.changed' } & CustomerSelection)

const list = pagedListStates<ShareCandidatesPage>()({
  load: 'loadCandidates',
  retry: 'add.retry',
  input: ({ context }: { context: ShareAddContext }) => ({
    companyId: context.companyId,
    campaignId: context.campaignId,
    query: context.query,
  }),
})

export const shareFailure = ({ event }: { event: { error: unknown } }) => shareFailureMessage(event.error)

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

export const clonePayloadOf = (context: ShareAddContext): ClonePayload => ({
  campaignId: context.campaignId,
  companyIds: context.selection.allSelected ? [] : context.selection.selected,
  name: context.name,
  startDate: context.startDate,
  timezone: context.timeZone,
  companyId: context.companyId,
  isAllSelected: context.selection.allSelected,
})

export const shareAddCustomersMachine = setup({
  types: {
    context: {} as ShareAddContext,
    events: {} as ShareAddEvent,
    input: {} as ShareAddInput,
    output: {} as { added: number },
  },
  actors: {
    loadCandidates: fromPromise<
      ShareCandidatesPage,
      { companyId: string; campaignId: string; query: ShareQuery }
    >(async () => ({
      companies: [],
      totalAvailableCount: 0,
      pageInfo: { totalCount: 0, pageNumber: 0, pageSize: 25 },
    })),
    cloneCampaign: fromPromise<{ added: number }, ClonePayload>(async () => ({ added: 0 })),
    selection: reportingSelection,
  },
  delays: { searchPause: SHARE_SEARCH_DEBOUNCE_MS },
  guards: {
    otherSearch: ({ context }, text: string) => text !== context.query.searchText,
    otherPage: ({ context }, pageNumber: number) =>
      isOtherPage(context.query, context.page?.pageInfo.totalCount ?? 0, pageNumber),
    isStartDate: ({ context }, date: string) => ISO_DATE.test(date) && date >= context.today,
    /** What the selection can report: rows this page offers (a page of none offers nothing to tick). */
    isOffered: ({ context }, selection: CustomerSelection) =>
      isOfferedSelection(
        (context.page?.companies ?? []).filter(isShareable).map((row) => row.companyId),
        selection,
      ),
    canSubmit: ({ context }) =>
      (context.selection.selected.length > 0 || context.selection.allSelected) &&
      context.startDate >= context.today,
  },
  actions: {
    setPage: assign({
      page: (_, page: ShareCandidatesPage) => page,
      failure: null,
      // A new page starts with nothing ticked, as the selection machine it tells (offerRows).
      selection: { selected: [], allSelected: false },
    }),
    setFailure: assign({ failure: (_, message: string) => message }),
    clearFailure: assign({ failure: null }),
    setSearch: assign({
      query: ({ context }, text: string) => ({ ...context.query, searchText: text, pageNumber: 0 }),
    }),
    setPageNumber: assign({ query: ({ context }, pageNumber: number) => ({ ...context.query, pageNumber }) }),
    setStartDate: assign({ startDate: (_, date: string) => date }),
    setSelection: assign({ selection: (_, selection: CustomerSelection) => selection }),
    setAdded: assign({ added: (_, added: number) => added }),
    /** The selection machine is told which rows this page offers: only the shareable ones. */
    offerRows: sendTo('selection', (_, page: ShareCandidatesPage) => ({
      type: 'selection.page' as const,
      ids: page.companies.filter(isShareable).map((row) => row.companyId),
      total: page.totalAvailableCount,
    })),
  },
}).createMachine({
  id: 'shareAddCustomers',
  context: ({ input }) => ({
    ...input,
    query: firstShareQuery(),
    page: null,
    failure: null,
    selection: { selected: [], allSelected: false },
    startDate: input.today,
    added: 0,
  }),
  invoke: { id: 'selection', src: 'selection' },
  output: ({ context }) => ({ added: context.added }),
  on: {
    'add.startDate': {
      guard: { type: 'isStartDate', params: ({ event }) => event.date },
      actions: { type: 'setStartDate', params: ({ event }) => event.date },
    },
    'add.cancel': '.cancelled',
  },
  initial: 'loading',
  states: {
    ...list,
    loading: loadingWithSelection<ShareCandidatesPage, typeof list.loading>(list.loading),
    debouncing: candidateDebouncing,
    ready: {
      on: {
        // The selection reports only once its page is on screen.
        'selection.changed': selectionChanged,
        ...candidateReadyOn,
        'add.submit': { guard: 'canSubmit', target: 'cloning', actions: 'clearFailure' },
      },
    },
    cloning: {
      tags: ['busy'],
      on: { 'add.cancel': {}, 'add.startDate': {} },
      invoke: {
        id: 'cloneCampaign',
        src: 'cloneCampaign',
        input: ({ context }) => clonePayloadOf(context),
        onDone: {
          target: 'done',
          actions: { type: 'setAdded', params: ({ event }) => event.output.added },
        },
        onError: { target: 'ready', actions: { type: 'setFailure', params: shareFailure } },
      },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
})
