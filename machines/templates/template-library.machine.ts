import { assign, fromPromise, setup } from 'xstate'
import {
  DEFAULT_TEMPLATE_ORDER_BY,
  hasMorePages,
  TEMPLATE_LIBRARY_TEXTS,
  TEMPLATE_SEARCH_DEBOUNCE_MS,
  type Pack,
  type TemplateCardItem,
  type TemplateOrderBy,
  type TemplatePage,
  type TemplateQuery,
} from '../../src/domain/template-library'
import { failureMessage } from '../event-params'
import { pagedListStates, searchDebounce } from '../paged-list'

// The template library (002 §2.4, §2.6 step 1 "Custom", §7): a searchable (300 ms after typing pauses), sortable
// (updatedAt by default) grid of 25 a page where Load More appends the next page; deleting a custom template
// asks "Delete Template?" first, and a template in use cannot be deleted. A failed first page offers a retry;
// a failed further page keeps what is shown and says why.

export interface TemplateLibraryContext {
  query: TemplateQuery
  /** The template packs (those with templates), shown as cards; choosing one shows its templates. */
  packs: Pack[] | null
  items: TemplateCardItem[]
  total: number
  failure: string | null
  /** The template the delete confirmation is about. */
  target: TemplateCardItem | null
}

export type TemplateLibraryEvent =
  | { type: 'library.search'; searchText: string }
  | { type: 'library.sort'; orderBy: TemplateOrderBy; order: 'asc' | 'desc' }
  | { type: 'library.more' }
  | { type: 'library.pack'; packId: string | null }
  /** Ours (issue 24): Email or SMS, and a difficulty; null clears that filter. */
  | { type: 'library.filter'; filter: Partial<Pick<TemplateQuery, 'layoutType' | 'difficulty'>> }
  | { type: 'library.retry' }
  | { type: 'library.refresh' }
  | { type: 'delete.request'; template: TemplateCardItem }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }

const firstPage = (query: TemplateQuery): TemplateQuery => ({ ...query, pageNumber: 1 })

const list = pagedListStates<TemplatePage>()({
  load: 'loadPage',
  retry: 'library.retry',
  input: ({ context }: { context: TemplateLibraryContext }) => firstPage(context.query),
})

export const templateLibraryMachine = setup({
  types: { context: {} as TemplateLibraryContext, events: {} as TemplateLibraryEvent },
  actors: {
    loadPage: fromPromise<TemplatePage, TemplateQuery>(async () => ({ items: [], totalCount: 0 })),
    loadPacks: fromPromise<Pack[]>(async () => []),
    deleteTemplate: fromPromise<void, { templateId: string }>(async () => undefined),
  },
  guards: {
    hasMore: ({ context }) => hasMorePages(context.items.length, context.total),
    // Only a card on screen has a menu to delete it from.
    deletable: ({ context }, template: TemplateCardItem) =>
      template.isEditable && !template.isInUse && context.items.some((item) => item.id === template.id),
    /** A pack is chosen from its card: only once the packs are known. */
    knownPack: ({ context }, packId: string | null) =>
      packId === null || (context.packs ?? []).some((pack) => pack.id === packId),
  },
  actions: {
    setPacks: assign({ packs: (_, packs: Pack[]) => packs }),
    patchQuery: assign({
      query: ({ context }, patch: Partial<TemplateQuery>) => ({ ...context.query, ...patch }),
    }),
    toFirstPage: assign({ query: ({ context }) => firstPage(context.query) }),
    setPage: assign({
      items: (_, page: TemplatePage) => page.items,
      total: (_, page: TemplatePage) => page.totalCount,
      failure: null,
    }),
    setFailure: assign({ failure: (_, message: string) => message, items: [], total: 0 }),
    // A template created meanwhile shifts the pages: drop what is already shown.
    appendPage: assign({
      items: ({ context }, page: TemplatePage) => [
        ...context.items,
        ...page.items.filter((item) => !context.items.some((shown) => shown.id === item.id)),
      ],
      total: (_, page: TemplatePage) => page.totalCount,
      query: ({ context }) => ({ ...context.query, pageNumber: context.query.pageNumber + 1 }),
      failure: null,
    }),
    noteFailure: assign({ failure: (_, message: string) => message }),
    setTarget: assign({ target: (_, template: TemplateCardItem) => template, failure: null }),
    clearTarget: assign({ target: null }),
    /** Provided by the app: a toast. */
    notify: (_, _title: string) => {},
  },
}).createMachine({
  id: 'templateLibrary',
  context: {
    query: {
      searchText: '',
      orderBy: DEFAULT_TEMPLATE_ORDER_BY,
      order: 'desc',
      pageNumber: 1,
      packId: null,
      layoutType: null,
      difficulty: null,
    },
    packs: null,
    items: [],
    total: 0,
    failure: null,
    target: null,
  },
  initial: 'loading',
  // The packs load once beside the list; without them the grid still works.
  invoke: {
    id: 'loadPacks',
    src: 'loadPacks',
    onDone: { actions: { type: 'setPacks', params: ({ event }) => event.output } },
    onError: { actions: { type: 'setPacks', params: [] } },
  },
  on: {
    'library.pack': {
      guard: { type: 'knownPack', params: ({ event }) => event.packId },
      target: '.loading',
      actions: { type: 'patchQuery', params: ({ event }) => ({ packId: event.packId }) },
    },
    'library.search': {
      target: '.debouncing',
      reenter: true,
      actions: { type: 'patchQuery', params: ({ event }) => ({ searchText: event.searchText }) },
    },
    'library.sort': {
      target: '.loading',
      actions: {
        type: 'patchQuery',
        params: ({ event }) => ({ orderBy: event.orderBy, order: event.order }),
      },
    },
    'library.filter': {
      target: '.loading',
      actions: { type: 'patchQuery', params: ({ event }) => event.filter },
    },
  },
  states: {
    debouncing: searchDebounce(TEMPLATE_SEARCH_DEBOUNCE_MS),
    ...list,
    loading: { ...list.loading, entry: 'toFirstPage' },
    ready: {
      on: {
        'library.more': { guard: 'hasMore', target: 'loadingMore' },
        'library.refresh': 'loading',
        'delete.request': [
          {
            guard: { type: 'deletable', params: ({ event }) => event.template },
            target: 'confirmingDelete',
            actions: { type: 'setTarget', params: ({ event }) => event.template },
          },
        ],
      },
    },
    loadingMore: {
      tags: ['busy'],
      invoke: {
        id: 'loadMore',
        src: 'loadPage',
        input: ({ context }) => ({ ...context.query, pageNumber: context.query.pageNumber + 1 }),
        onDone: {
          target: 'ready',
          actions: { type: 'appendPage', params: ({ event }) => event.output },
        },
        onError: { target: 'ready', actions: { type: 'noteFailure', params: failureMessage } },
      },
    },
    confirmingDelete: {
      // The confirmation is modal: the list behind it does not change.
      on: {
        'library.search': {},
        'library.sort': {},
        'library.pack': {},
        'library.filter': {},
        'delete.cancel': { target: 'ready', actions: 'clearTarget' },
        'delete.confirm': 'deleting',
      },
    },
    deleting: {
      tags: ['busy'],
      on: { 'library.search': {}, 'library.sort': {}, 'library.pack': {}, 'library.filter': {} },
      invoke: {
        id: 'deleteTemplate',
        src: 'deleteTemplate',
        input: ({ context }) => ({ templateId: context.target!.id }),
        onDone: {
          target: 'loading',
          actions: ['clearTarget', { type: 'notify', params: TEMPLATE_LIBRARY_TEXTS.deleted }],
        },
        // In use meanwhile (a campaign launched in another tab): the card says so after the refresh.
        onError: {
          target: 'confirmingDelete',
          actions: { type: 'noteFailure', params: failureMessage },
        },
      },
    },
  },
})
