import { assign, fromPromise, setup } from 'xstate'
import { type SimulationOverview } from '../../src/domain/simulation/answers'
import {
  DEFAULT_RECIPIENT_QUERY,
  type BreakdownRow,
  type RecipientItem,
  type RecipientQuery,
  type SimulationReportTab,
} from '../../src/domain/simulation/report'
import { REPORT_SEARCH_DEBOUNCE_MS } from '../../src/domain/exercise-report'
import { failureMessage } from '../event-params'
import { pagedListStates } from '../paged-list'

// A phishing simulation's report (issue 25; 002 §2.9 tabs overview, recipients, templates, departments, groups,
// rounds; 000 §9 defaults 25 a page, DESC by phished): the overview (funnel, scanner events apart, rounds,
// timeline) loads once; each tab's table loads for the tab and query from the address — the recipients
// searched 300 ms after typing pauses, filtered by event, sorted and paged — and Export CSV downloads the tab.

export interface ReportTabPage {
  recipients: RecipientItem[]
  breakdown: BreakdownRow[]
  totalCount: number
}

export interface TabRequest {
  campaignId: string
  tab: SimulationReportTab
  query: RecipientQuery
}

export interface SimulationReportContext {
  campaignId: string
  tab: SimulationReportTab
  query: RecipientQuery
  overview: SimulationOverview | null
  overviewSettled: boolean
  page: ReportTabPage
  failure: string | null
}

export interface SimulationReportInput {
  campaignId: string
  tab: SimulationReportTab
  query?: RecipientQuery
}

export type SimulationReportEvent =
  | { type: 'tab.show'; tab: SimulationReportTab }
  | { type: 'query.change'; query: RecipientQuery }
  | { type: 'search'; text: string }
  | { type: 'list.retry' }
  | { type: 'export' }

const EMPTY_PAGE: ReportTabPage = { recipients: [], breakdown: [], totalCount: 0 }

const list = pagedListStates<ReportTabPage>()({
  load: 'loadTab',
  retry: 'list.retry',
  input: ({ context }: { context: SimulationReportContext }): TabRequest => ({
    campaignId: context.campaignId,
    tab: context.tab,
    query: context.query,
  }),
})

const sameQuery = (a: RecipientQuery, b: RecipientQuery) => JSON.stringify(a) === JSON.stringify(b)

export const simulationReportMachine = setup({
  types: {
    context: {} as SimulationReportContext,
    events: {} as SimulationReportEvent,
    input: {} as SimulationReportInput,
  },
  actors: {
    loadOverview: fromPromise<SimulationOverview, { campaignId: string }>(async () => {
      throw new Error('Provided by the app')
    }),
    loadTab: fromPromise<ReportTabPage, TabRequest>(async () => EMPTY_PAGE),
    exportCsv: fromPromise<void, TabRequest>(async () => undefined),
  },
  delays: { searchPause: REPORT_SEARCH_DEBOUNCE_MS },
  guards: {
    overviewPending: ({ context }) => !context.overviewSettled,
    otherTab: ({ context }, tab: SimulationReportTab) => tab !== context.tab,
    otherQuery: ({ context }, query: RecipientQuery) => !sameQuery(query, context.query),
    otherSearch: ({ context }, text: string) =>
      context.tab === 'recipients' && text !== context.query.searchText,
    // The overview has no table to export; an empty table neither.
    exportable: ({ context }) =>
      context.tab !== 'overview' &&
      (context.tab === 'recipients' ? context.page.recipients.length > 0 : context.page.breakdown.length > 0),
  },
  actions: {
    setOverview: assign({
      overview: (_, overview: SimulationOverview | null) => overview,
      overviewSettled: true,
    }),
    settleOverview: assign({ overviewSettled: true }),
    setPage: assign({ page: (_, page: ReportTabPage) => page, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    setTab: assign({ tab: (_, tab: SimulationReportTab) => tab, page: EMPTY_PAGE }),
    setQuery: assign({ query: (_, query: RecipientQuery) => query }),
    // A new search goes back to the first page.
    setSearch: assign({
      query: ({ context }, text: string) => ({ ...context.query, searchText: text, pageNumber: 0 }),
    }),
    /** Provided by the app: the address follows the query (002 §2.8 mirrored into the query string). */
    writeQuery: (_, _where: { campaignId: string; query: RecipientQuery }) => {},
  },
}).createMachine({
  id: 'simulationReport',
  context: ({ input }) => ({
    campaignId: input.campaignId,
    tab: input.tab,
    query: input.query ?? DEFAULT_RECIPIENT_QUERY,
    overview: null,
    overviewSettled: false,
    page: EMPTY_PAGE,
    failure: null,
  }),
  invoke: {
    id: 'loadOverview',
    src: 'loadOverview',
    input: ({ context }) => ({ campaignId: context.campaignId }),
    onDone: {
      guard: 'overviewPending',
      actions: { type: 'setOverview', params: ({ event }) => event.output },
    },
    // A second failure (which a real call never gives) is heard and ignored, not left unhandled.
    onError: [
      {
        guard: 'overviewPending',
        actions: [{ type: 'setFailure', params: failureMessage }, 'settleOverview'],
      },
      {},
    ],
  },
  on: {
    'tab.show': {
      guard: { type: 'otherTab', params: ({ event }) => event.tab },
      target: '.loading',
      actions: { type: 'setTab', params: ({ event }) => event.tab },
    },
    'query.change': {
      guard: { type: 'otherQuery', params: ({ event }) => event.query },
      target: '.loading',
      actions: { type: 'setQuery', params: ({ event }) => event.query },
    },
    search: {
      guard: { type: 'otherSearch', params: ({ event }) => event.text },
      target: '.debouncing',
      reenter: true,
      actions: { type: 'setSearch', params: ({ event }) => event.text },
    },
  },
  initial: 'loading',
  states: {
    ...list,
    debouncing: {
      after: {
        searchPause: {
          target: 'loading',
          actions: {
            type: 'writeQuery',
            params: ({ context }) => ({ campaignId: context.campaignId, query: context.query }),
          },
        },
      },
    },
    ready: {
      on: { export: { guard: 'exportable', target: 'exporting' } },
    },
    exporting: {
      tags: ['busy'],
      invoke: {
        id: 'exportCsv',
        src: 'exportCsv',
        input: ({ context }) => ({ campaignId: context.campaignId, tab: context.tab, query: context.query }),
        onDone: 'ready',
        onError: { target: 'ready', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
  },
})
