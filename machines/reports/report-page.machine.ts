import { assign, fromPromise, setup } from 'xstate'
import type { ListQuery } from '../../src/domain/list-query'
import type { ExportFormat } from '../../src/domain/report-export'
import { failureMessage } from '../event-params'
import { pagedListStates } from '../paged-list'

// One machine for the report pages (issue 28; 002 §2.12): the query — page, size, order, search, filters — in
// the address; the page's rows, its figures and its filter choices loaded together; a new query loads again
// (the newest wins); a failure offers Retry; Export CSV or PDF downloads the rows under the same query (the PDF
// with the figures, period and filters), and a failed export says why and keeps the page. Each page binds its own calls and draws its own table.

export interface ReportData {
  page: { items: readonly unknown[]; pageInfo: { totalCount: number; pageNumber: number; pageSize: number } }
  statistics: unknown
  choices: unknown
}

export interface ReportPageContext {
  query: ListQuery
  data: ReportData | null
  failure: string | null
}

export type ReportPageEvent =
  | { type: 'report.query'; query: ListQuery }
  | { type: 'report.retry' }
  | { type: 'report.export'; format: ExportFormat }

const list = pagedListStates<ReportData>()({
  load: 'loadReport',
  retry: 'report.retry',
  input: ({ context }: { context: ReportPageContext }) => context.query,
})

const newQuery = {
  target: '#reportPage.loading',
  reenter: true,
  actions: [
    { type: 'setQuery' as const, params: ({ event }: { event: { query: ListQuery } }) => event.query },
    { type: 'writeQuery' as const, params: ({ event }: { event: { query: ListQuery } }) => event.query },
  ],
}

export const reportPageMachine = setup({
  types: {
    context: {} as ReportPageContext,
    events: {} as ReportPageEvent,
    input: {} as { query: ListQuery },
  },
  actors: {
    loadReport: fromPromise<ReportData, ListQuery>(async ({ input }) => ({
      page: {
        items: [],
        pageInfo: { totalCount: 0, pageNumber: input.pageNumber, pageSize: input.pageSize },
      },
      statistics: null,
      choices: null,
    })),
    exportReport: fromPromise<void, { query: ListQuery; format: ExportFormat }>(async () => {}),
  },
  guards: {
    hasRows: ({ context }) => (context.data?.page.pageInfo.totalCount ?? 0) > 0,
  },
  actions: {
    setQuery: assign({ query: (_, query: ListQuery) => query }),
    setPage: assign({ data: (_, data: ReportData) => data, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    /** Provided by the app: writes the query to the URL. */
    writeQuery: (_, _query: ListQuery) => {},
    /** Provided by the app: a toast. */
    notify: (_, _toast: { type: 'success' | 'error'; title: string }) => {},
  },
}).createMachine({
  id: 'reportPage',
  context: ({ input }) => ({ query: input.query, data: null, failure: null }),
  initial: 'loading',
  states: {
    loading: { ...list.loading, on: { 'report.query': newQuery } },
    failed: { on: { ...list.failed.on, 'report.query': newQuery } },
    ready: {
      on: {
        'report.query': newQuery,
        // An empty report has nothing to export: the button is disabled, and the machine agrees.
        'report.export': { guard: 'hasRows', target: 'exporting' },
      },
    },
    exporting: {
      tags: ['exporting'],
      invoke: {
        id: 'exportReport',
        src: 'exportReport',
        input: ({ context, event }) => ({
          query: context.query,
          format: event.type === 'report.export' ? event.format : ('csv' as const),
        }),
        onDone: 'ready',
        onError: {
          target: 'ready',
          actions: {
            type: 'notify',
            params: (args) => ({ type: 'error' as const, title: failureMessage(args) }),
          },
        },
      },
    },
  },
})
