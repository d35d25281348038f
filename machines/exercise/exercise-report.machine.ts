import { assign, fromPromise, setup } from 'xstate'
import {
  DEFAULT_SORT,
  REPORT_SEARCH_DEBOUNCE_MS,
  type FilterOption,
  type ReportFilters,
  type ReportQuery,
  type ReportRow,
  type ReportStatistics,
  type ReportTab,
  sortedReportQuery,
  TAB_COLUMNS,
} from '../../src/domain/exercise-report'
import { failureMessage } from '../event-params'
import { pagedListStates, searchDebounce } from '../paged-list'

// The phishing exercise campaign report (002 §2.8, §5 "Report sorting"): the statistics strip and the four
// tabs (users, departments, groups, templates), each searched (the page back to the first, 300 ms after typing
// pauses), sorted by its known columns, paged, and filtered by status, departments and groups; Export CSV of
// every matching row of the tab (disabled while it has none). The route mirrors
// tab, filters, sort, page and search into the query string.

export interface ReportView {
  campaignId: string
  tab: ReportTab
  query: ReportQuery
  filters: ReportFilters
}

export interface ExerciseReportContext extends ReportView {
  stats: ReportStatistics | null
  options: { departments: FilterOption[]; groups: FilterOption[] } | null
  rows: ReportRow[]
  total: number
  failure: string | null
}

export type ExerciseReportEvent =
  | { type: 'report.tab'; tab: ReportTab }
  | { type: 'report.search'; searchText: string }
  | { type: 'report.sort'; orderBy: string }
  | { type: 'report.page'; pageNumber: number }
  | { type: 'report.pageSize'; pageSize: number }
  | { type: 'report.filters'; filters: ReportFilters }
  | { type: 'report.retry' }
  | { type: 'report.export' }

export interface TabPage {
  rows: ReportRow[]
  total: number
  stats: ReportStatistics
}

export const exerciseReportMachine = setup({
  types: {
    context: {} as ExerciseReportContext,
    events: {} as ExerciseReportEvent,
    input: {} as ReportView,
  },
  actors: {
    loadTab: fromPromise<TabPage, ReportView>(async () => ({
      rows: [],
      total: 0,
      stats: { campaign: { name: '' }, statuses: [], total: { averageScorePercentage: 0 } },
    })),
    loadOptions: fromPromise<{ departments: FilterOption[]; groups: FilterOption[] }, { campaignId: string }>(
      async () => ({ departments: [], groups: [] }),
    ),
    exportCsv: fromPromise<void, ReportView & { campaignName: string }>(async () => undefined),
  },
  guards: {
    // A header sorts only where the tab has that sortable column.
    sortableHere: ({ context }, orderBy: string) =>
      TAB_COLUMNS[context.tab].some((column) => column.key === orderBy && column.sortable),
    hasRows: ({ context }) => context.rows.length > 0,
    pageExists: ({ context }, pageNumber: number) =>
      pageNumber >= 0 && pageNumber * context.query.pageSize < Math.max(context.total, 1),
  },
  actions: {
    setOptions: assign({
      options: (_, options: { departments: FilterOption[]; groups: FilterOption[] }) => options,
    }),
    /** Each tab starts at its own first page and default sort, with the same filters. */
    showTab: assign({
      tab: (_, tab: ReportTab) => tab,
      query: ({ context }, tab: ReportTab) => ({
        ...context.query,
        ...DEFAULT_SORT[tab],
        pageNumber: 0,
        searchText: '',
      }),
    }),
    patchQuery: assign({
      query: ({ context }, patch: Partial<ReportQuery>) => ({ ...context.query, ...patch }),
    }),
    setFilters: assign({
      filters: (_, filters: ReportFilters) => filters,
      query: ({ context }) => ({ ...context.query, pageNumber: 0 }),
    }),
    /** The same column again flips the order; a new column starts ascending. */
    sortBy: assign({ query: ({ context }, orderBy: string) => sortedReportQuery(context.query, orderBy) }),
    setPage: assign({
      rows: (_, page: TabPage) => page.rows,
      total: (_, page: TabPage) => page.total,
      stats: (_, page: TabPage) => page.stats,
      failure: null,
    }),
    setFailure: assign({ failure: (_, message: string) => message, rows: [], total: 0 }),
    /** Provided by the app: a toast. */
    notify: (_, _title: string) => {},
  },
}).createMachine({
  id: 'exerciseReport',
  context: ({ input }) => ({
    ...input,
    stats: null,
    options: null,
    rows: [],
    total: 0,
    failure: null,
  }),
  invoke: {
    id: 'loadOptions',
    src: 'loadOptions',
    input: ({ context }) => ({ campaignId: context.campaignId }),
    onDone: { actions: { type: 'setOptions', params: ({ event }) => event.output } },
    onError: { actions: { type: 'setOptions', params: { departments: [], groups: [] } } },
  },
  initial: 'loading',
  on: {
    'report.tab': {
      target: '.loading',
      reenter: true,
      actions: { type: 'showTab', params: ({ event }) => event.tab },
    },
    'report.search': {
      target: '.debouncing',
      reenter: true,
      actions: {
        type: 'patchQuery',
        params: ({ event }) => ({ searchText: event.searchText, pageNumber: 0 }),
      },
    },
    'report.filters': {
      target: '.loading',
      reenter: true,
      actions: { type: 'setFilters', params: ({ event }) => event.filters },
    },
    // Table controls act at once, even while a page is on its way: the newest request wins.
    'report.sort': {
      guard: { type: 'sortableHere', params: ({ event }) => event.orderBy },
      target: '.loading',
      reenter: true,
      actions: { type: 'sortBy', params: ({ event }) => event.orderBy },
    },
    'report.page': {
      guard: { type: 'pageExists', params: ({ event }) => event.pageNumber },
      target: '.loading',
      reenter: true,
      actions: { type: 'patchQuery', params: ({ event }) => ({ pageNumber: event.pageNumber }) },
    },
    // The page size is offered under a table with rows.
    'report.pageSize': {
      guard: 'hasRows',
      target: '.loading',
      reenter: true,
      actions: { type: 'patchQuery', params: ({ event }) => ({ pageSize: event.pageSize, pageNumber: 0 }) },
    },
  },
  states: {
    debouncing: searchDebounce(REPORT_SEARCH_DEBOUNCE_MS),
    ...pagedListStates<TabPage>()({
      load: 'loadTab',
      retry: 'report.retry',
      input: ({ context }: { context: ExerciseReportContext }) => viewOf(context),
    }),
    ready: {
      on: {
        'report.export': { guard: 'hasRows', target: 'exporting' },
      },
    },
    exporting: {
      tags: ['busy'],

      invoke: {
        id: 'exportCsv',
        src: 'exportCsv',
        input: ({ context }) => ({
          ...viewOf(context),
          campaignName: context.stats?.campaign.name ?? 'Campaign',
        }),
        onDone: 'ready',
        // 002 §8: CSV export errors are reported; the table stays as it was.
        onError: {
          target: 'ready',
          actions: { type: 'notify', params: ({ event }) => failureMessage({ event }) },
        },
      },
    },
  },
})

const viewOf = (context: ExerciseReportContext): ReportView => ({
  campaignId: context.campaignId,
  tab: context.tab,
  query: context.query,
  filters: context.filters,
})
