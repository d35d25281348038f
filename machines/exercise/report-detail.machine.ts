import { assign, fromPromise, setup } from 'xstate'
import {
  DEFAULT_SORT,
  REPORT_PAGE_SIZE,
  REPORT_SEARCH_DEBOUNCE_MS,
  type RecipientRow,
  type ReportQuery,
  type UserAnswerRow,
  sortedReportQuery,
} from '../../src/domain/exercise-report'
import { failureMessage } from '../event-params'
import { pagedListStates, searchDebounce } from '../paged-list'

// A report row's dialog (002 §2.8): a learner's answer per template, or a template's recipients with their
// answers — searchable (first page again, 300 ms after typing pauses), sortable (by status, most telling
// first, by default), paged and exportable to CSV.

export interface ReportDetailTarget {
  kind: 'user' | 'template'
  id: string
  name: string
}

export interface DetailRequest {
  campaignId: string
  target: ReportDetailTarget
  query: ReportQuery
}

export interface ReportDetailContext {
  campaignId: string
  target: ReportDetailTarget | null
  query: ReportQuery
  rows: (UserAnswerRow | RecipientRow)[]
  total: number
  failure: string | null
}

export type ReportDetailEvent =
  | { type: 'detail.open'; campaignId: string; target: ReportDetailTarget }
  | { type: 'detail.close' }
  | { type: 'detail.search'; searchText: string }
  | { type: 'detail.sort'; orderBy: string }
  | { type: 'detail.page'; pageNumber: number }
  | { type: 'detail.retry' }
  | { type: 'detail.export' }

type DetailPage = { rows: (UserAnswerRow | RecipientRow)[]; total: number }

const firstQuery = (): ReportQuery => ({
  pageNumber: 0,
  pageSize: REPORT_PAGE_SIZE,
  ...DEFAULT_SORT.userAnswers,
  searchText: '',
})

export const reportDetailMachine = setup({
  types: { context: {} as ReportDetailContext, events: {} as ReportDetailEvent },
  actors: {
    loadDetail: fromPromise<DetailPage, DetailRequest>(async () => ({ rows: [], total: 0 })),
    exportDetail: fromPromise<void, DetailRequest>(async () => undefined),
  },
  guards: {
    hasRows: ({ context }) => context.rows.length > 0,
    pageExists: ({ context }, pageNumber: number) =>
      pageNumber >= 0 && pageNumber * context.query.pageSize < Math.max(context.total, 1),
  },
  actions: {
    openDetail: assign((_, opened: { campaignId: string; target: ReportDetailTarget }) => ({
      campaignId: opened.campaignId,
      target: opened.target,
      query: firstQuery(),
      rows: [],
      total: 0,
      failure: null,
    })),
    closeDetail: assign({ target: null }),
    patchQuery: assign({
      query: ({ context }, patch: Partial<ReportQuery>) => ({ ...context.query, ...patch }),
    }),
    sortBy: assign({ query: ({ context }, orderBy: string) => sortedReportQuery(context.query, orderBy) }),
    setPage: assign({
      rows: (_, page: DetailPage) => page.rows,
      total: (_, page: DetailPage) => page.total,
      failure: null,
    }),
    setFailure: assign({ failure: (_, message: string) => message, rows: [], total: 0 }),
    /** Provided by the app: a toast for a failed export. */
    notify: (_, _title: string) => {},
  },
}).createMachine({
  id: 'reportDetail',
  context: { campaignId: '', target: null, query: firstQuery(), rows: [], total: 0, failure: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'detail.open': {
          target: 'open',
          actions: { type: 'openDetail', params: ({ event }) => event },
        },
      },
    },
    open: {
      initial: 'loading',
      on: {
        'detail.close': { target: 'closed', actions: 'closeDetail' },
        'detail.search': {
          target: '.debouncing',
          reenter: true,
          actions: {
            type: 'patchQuery',
            params: ({ event }) => ({ searchText: event.searchText, pageNumber: 0 }),
          },
        },
        'detail.sort': {
          target: '.loading',
          reenter: true,
          actions: { type: 'sortBy', params: ({ event }) => event.orderBy },
        },
        'detail.page': {
          guard: { type: 'pageExists', params: ({ event }) => event.pageNumber },
          target: '.loading',
          reenter: true,
          actions: { type: 'patchQuery', params: ({ event }) => ({ pageNumber: event.pageNumber }) },
        },
      },
      states: {
        debouncing: searchDebounce(REPORT_SEARCH_DEBOUNCE_MS),
        ...pagedListStates<DetailPage>()({
          load: 'loadDetail',
          retry: 'detail.retry',
          input: ({ context }: { context: ReportDetailContext }) => requestOf(context),
        }),
        ready: { on: { 'detail.export': { guard: 'hasRows', target: 'exporting' } } },
        exporting: {
          tags: ['busy'],
          invoke: {
            id: 'exportDetail',
            src: 'exportDetail',
            input: ({ context }) => requestOf(context),
            onDone: 'ready',
            onError: {
              target: 'ready',
              actions: { type: 'notify', params: ({ event }) => failureMessage({ event }) },
            },
          },
        },
      },
    },
  },
})

const requestOf = (context: ReportDetailContext): DetailRequest => ({
  campaignId: context.campaignId,
  target: context.target!,
  query: context.query,
})
