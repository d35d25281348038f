import { and, assign, fromPromise, not, or, setup, stateIn } from 'xstate'
import {
  PLATFORM_SEARCH_DEBOUNCE_MS,
  staffReasonProblem,
  type PlatformCompaniesPage,
  type PlatformCompaniesQuery,
  type PlatformCompanyOverview,
} from '../../src/domain/platform-companies'
import { failureMessage } from '../event-params'

// /platform/companies (ours, issue 61 item 15): platform staff's start. Two regions side by side: the company
// search (300 ms after typing pauses, page by page, the newest search wins) and the company on screen (its
// overview, and opening its console, which asks for a reason first). The address keeps the search and the
// company, so Exit from a company's console returns here to the same place.

export interface PlatformCompaniesContext {
  search: string
  pageNumber: number
  page: PlatformCompaniesPage | null
  listFailure: string | null
  companyId: string | null
  overview: PlatformCompanyOverview | null
  companyFailure: string | null
  reason: string
  reasonError: string | null
}

export type PlatformCompaniesEvent =
  | { type: 'companies.search'; text: string }
  | { type: 'companies.page'; pageNumber: number }
  | { type: 'companies.retry' }
  | { type: 'company.select'; companyId: string }
  | { type: 'company.close' }
  | { type: 'company.retry' }
  | { type: 'company.open' }
  | { type: 'reason.change'; text: string }
  | { type: 'reason.cancel' }
  | { type: 'reason.submit' }

export interface OpenCompany {
  overview: PlatformCompanyOverview
  reason: string
}

export const platformCompaniesMachine = setup({
  types: {
    context: {} as PlatformCompaniesContext,
    events: {} as PlatformCompaniesEvent,
    input: {} as PlatformCompaniesQuery,
  },
  actors: {
    searchCompanies: fromPromise<PlatformCompaniesPage, { search: string; pageNumber: number }>(async () => ({
      items: [],
      pageInfo: { totalCount: 0, pageNumber: 0, pageSize: 20 },
    })),
    loadCompany: fromPromise<PlatformCompanyOverview, { companyId: string }>(async () => {
      throw new Error('loadCompany not provided')
    }),
    /** Records the opening with the reason (the gateway refuses it without one). */
    openCompany: fromPromise<void, OpenCompany>(async () => undefined),
  },
  delays: { pause: PLATFORM_SEARCH_DEBOUNCE_MS },
  guards: {
    /** The reason dialog, or the console opening, covers the page: the search behind it takes nothing. */
    pageFree: not(
      or([
        stateIn('#platformCompanies.company.asking'),
        stateIn('#platformCompanies.company.opening'),
        stateIn('#platformCompanies.company.opened'),
      ]),
    ),
    hasCompany: ({ context }) => context.companyId !== null,
    /** A company is chosen from the rows on screen, and choosing the one shown again changes nothing. */
    selectable: ({ context }, companyId: string) =>
      companyId !== context.companyId && (context.page?.items.some((row) => row.id === companyId) ?? false),
    canOpen: ({ context }) => context.overview !== null && !context.overview.own,
    reasonGiven: ({ context }) => staffReasonProblem(context.reason) === null,
    pageExists: ({ context, event }) => {
      if (event.type !== 'companies.page' || context.page === null) return false
      const { pageNumber } = event
      return (
        pageNumber >= 0 &&
        pageNumber !== context.pageNumber &&
        pageNumber * context.page.pageInfo.pageSize < context.page.pageInfo.totalCount
      )
    },
  },
  actions: {
    setSearch: assign({ search: (_, text: string) => text, pageNumber: 0 }),
    setPageNumber: assign({ pageNumber: (_, pageNumber: number) => pageNumber }),
    setPage: assign({ page: (_, page: PlatformCompaniesPage) => page, listFailure: null }),
    setListFailure: assign({ listFailure: (_, message: string) => message }),
    setCompanyId: assign({
      companyId: (_, companyId: string | null) => companyId,
      overview: null,
      companyFailure: null,
    }),
    setOverview: assign({
      overview: (_, overview: PlatformCompanyOverview) => overview,
      companyFailure: null,
    }),
    setCompanyFailure: assign({ companyFailure: (_, message: string) => message }),
    startReason: assign({ reason: '', reasonError: null }),
    setReason: assign({ reason: (_, text: string) => text, reasonError: null }),
    explainReason: assign({ reasonError: ({ context }) => staffReasonProblem(context.reason) }),
    setOpenFailure: assign({ reasonError: (_, message: string) => message }),
    /** Provided by the app: the address shows the search and the company on screen. */
    writeAddress: (_, _query: PlatformCompaniesQuery) => {},
    /** Provided by the app: the tab enters the company's console as platform staff, carrying the reason. */
    enterCompany: (_, _open: OpenCompany) => {},
  },
}).createMachine({
  id: 'platformCompanies',
  context: ({ input }) => ({
    search: input.search,
    pageNumber: 0,
    page: null,
    listFailure: null,
    companyId: input.companyId,
    overview: null,
    companyFailure: null,
    reason: '',
    reasonError: null,
  }),
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      on: {
        'companies.search': {
          guard: 'pageFree',
          target: '.pausing',
          reenter: true,
          actions: [
            { type: 'setSearch', params: ({ event }) => event.text },
            {
              type: 'writeAddress',
              params: ({ context, event }) => ({ search: event.text, companyId: context.companyId }),
            },
          ],
        },
      },
      states: {
        pausing: { after: { pause: 'loading' } },
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'searchCompanies',
            src: 'searchCompanies',
            input: ({ context }) => ({ search: context.search, pageNumber: context.pageNumber }),
            onDone: { target: 'ready', actions: { type: 'setPage', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'setListFailure', params: failureMessage } },
          },
        },
        ready: {
          on: {
            'companies.page': {
              guard: and(['pageFree', 'pageExists']),
              target: 'loading',
              actions: { type: 'setPageNumber', params: ({ event }) => event.pageNumber },
            },
          },
        },
        failed: { on: { 'companies.retry': { guard: 'pageFree', target: 'loading' } } },
      },
    },
    company: {
      initial: 'starting',
      on: {
        'company.select': {
          guard: { type: 'selectable', params: ({ event }) => event.companyId },
          target: '.loading',
          actions: [
            { type: 'setCompanyId', params: ({ event }) => event.companyId },
            {
              type: 'writeAddress',
              params: ({ context, event }) => ({ search: context.search, companyId: event.companyId }),
            },
          ],
        },
        'company.close': {
          guard: 'hasCompany',
          target: '.none',
          actions: [
            { type: 'setCompanyId', params: null },
            { type: 'writeAddress', params: ({ context }) => ({ search: context.search, companyId: null }) },
          ],
        },
      },
      states: {
        starting: { always: [{ guard: 'hasCompany', target: 'loading' }, { target: 'none' }] },
        none: {},
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadCompany',
            src: 'loadCompany',
            input: ({ context }) => ({ companyId: context.companyId ?? '' }),
            onDone: {
              target: 'ready',
              actions: { type: 'setOverview', params: ({ event }) => event.output },
            },
            onError: { target: 'failed', actions: { type: 'setCompanyFailure', params: failureMessage } },
          },
        },
        failed: { on: { 'company.retry': 'loading' } },
        ready: { on: { 'company.open': { guard: 'canOpen', target: 'asking', actions: 'startReason' } } },
        // The reason dialog: the page behind it takes nothing until it closes.
        asking: {
          on: {
            'company.select': {},
            'company.close': {},
            'reason.change': { actions: { type: 'setReason', params: ({ event }) => event.text } },
            'reason.cancel': 'ready',
            'reason.submit': [{ guard: 'reasonGiven', target: 'opening' }, { actions: 'explainReason' }],
          },
        },
        opening: {
          tags: ['busy'],
          on: { 'company.select': {}, 'company.close': {} },
          invoke: {
            id: 'openCompany',
            src: 'openCompany',
            input: ({ context }) => ({ overview: context.overview!, reason: context.reason.trim() }),
            onDone: {
              target: 'opened',
              actions: {
                type: 'enterCompany',
                params: ({ context }) => ({ overview: context.overview!, reason: context.reason.trim() }),
              },
            },
            onError: { target: 'asking', actions: { type: 'setOpenFailure', params: failureMessage } },
          },
        },
        // The console of the company opens; this page is on its way out.
        opened: { tags: ['busy'], on: { 'company.select': {}, 'company.close': {} } },
      },
    },
  },
})
