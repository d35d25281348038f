import { and, assign, fromPromise, setup } from 'xstate'
import type { ListQuery } from '../../src/domain/list-query'
import {
  offersSelectAll,
  uneditableSummary,
  userListFilters,
  USERS_TEXTS,
  withoutUserFilters,
  withUserFilter,
  type UserListFilters,
  type UneditableUsers,
  type UserPage,
} from '../../src/domain/users'
import { messageOf } from '../event-params'
import { pagedListStates, queryChange } from '../paged-list'

// /users/all_users (000 §2, §4 "Users can be disabled or enabled in bulk"): the company's users, paged,
// sorted and searched on the server with the query in the URL; rows selected on a page are disabled or
// enabled together. After users were added or deleted elsewhere the list is told to load its query again.
// Opened again, the list draws the last page its query answered (`cached`) while it loads it afresh.

export interface UsersListContext {
  query: ListQuery
  page: UserPage | null
  failure: string | null
  selected: string[]
  /** "Select all N users": everyone under the query, across pages (the spec's isAllUsersSelected). */
  allSelected: boolean
  /** The company's departments and groups, for the list's filters; empty until (or unless) they load. */
  filterOptions: DirectoryOptions
  /** Who a bulk disable would refuse (admins, the caller), asked before it runs; null when nobody. */
  uneditable: UneditableUsers | null
  /** The bulk change on its way: which direction, and whether it leaves the uneditable users out. */
  statusChange: StatusChange
}

export interface StatusChange {
  disable: boolean
  skipUneditable: boolean
}

/** What both bulk calls are given: the ticked rows or everyone under the query. */
export interface SelectionInput {
  userIds: string[]
  isAllUsersSelected: boolean
  query: ListQuery
}

export interface DirectoryOptions {
  departments: { id: string; name: string }[]
  groups: { id: string; name: string }[]
}

export interface UsersListInput {
  query: ListQuery
  /** The last page this query answered, shown while it revalidates; null the first time. */
  cached?: UserPage | null
}

export type UsersListEvent =
  | { type: 'users.query'; query: ListQuery }
  /** One filter set (or cleared with null), or every filter cleared: the list starts again at page 1. */
  | { type: 'users.filter'; key: keyof UserListFilters; value: string | null }
  | { type: 'users.clearFilters' }
  | { type: 'users.retry' }
  /** Someone else changed the users (added, deleted): load the same query again. */
  | { type: 'users.refresh' }
  | { type: 'users.select'; ids: string[]; selected: boolean }
  | { type: 'users.selectAll'; all: boolean }
  | { type: 'users.setStatus'; disable: boolean }
  | { type: 'users.export' }
  /** Some of the selection cannot be disabled: go on with the others, or leave it. */
  | { type: 'users.disableOthers' }
  | { type: 'users.dismissUneditable' }

/** How many users the selection means: the ticked rows, or everyone under the query. */
export const selectedCount = (context: UsersListContext) =>
  context.allSelected ? (context.page?.totalCount ?? 0) : context.selected.length

const selectionOf = (context: UsersListContext): SelectionInput => ({
  userIds: context.selected,
  isAllUsersSelected: context.allSelected,
  query: context.query,
})

const list = pagedListStates<UserPage>()({
  load: 'loadUsers',
  retry: 'users.retry',
  input: ({ context }: { context: UsersListContext }) => context.query,
})

export const usersListMachine = setup({
  types: { context: {} as UsersListContext, events: {} as UsersListEvent, input: {} as UsersListInput },
  actors: {
    loadFilterOptions: fromPromise<DirectoryOptions>(async () => ({ departments: [], groups: [] })),
    loadUsers: fromPromise<UserPage, ListQuery>(async () => ({ usersPerPage: [], totalCount: 0 })),
    setStatus: fromPromise<void, SelectionInput & StatusChange>(async () => undefined),
    /** get_uneditable_users for a disable (001 §7). */
    findUneditable: fromPromise<UneditableUsers, SelectionInput>(async () => ({ total: 0, users: [] })),
    /** Provided by the app: the CSV of everyone under the query, saved as a file. */
    exportUsers: fromPromise<void, ListQuery>(async () => undefined),
  },
  guards: {
    isFiltered: ({ context }) => Object.keys(userListFilters(context.query.filters)).length > 0,
    hasSelection: ({ context }) => context.selected.length > 0 || context.allSelected,
    disablesSelection: ({ context, event }) =>
      event.type === 'users.setStatus' &&
      event.disable &&
      (context.selected.length > 0 || context.allSelected),
    nobodyUneditable: (_, found: UneditableUsers) => found.total === 0,
    hasOthers: ({ context }) =>
      context.uneditable !== null && uneditableSummary(context.uneditable, selectedCount(context)).others > 0,
    noDialogOpen: ({ context }) => context.uneditable === null,
    canSelectAll: ({ context }, all: boolean) =>
      all ? offersSelectAll(context.page, context.selected) : context.allSelected,
  },
  actions: {
    setQuery: assign({ query: (_, query: ListQuery) => query, selected: [], allSelected: false }),
    setFilter: assign({
      query: ({ context }, change: { key: keyof UserListFilters; value: string | null }) =>
        withUserFilter(context.query, change.key, change.value),
      selected: [],
      allSelected: false,
    }),
    clearFilters: assign({
      query: ({ context }) => withoutUserFilters(context.query),
      selected: [],
      allSelected: false,
    }),
    setPage: assign({
      page: (_, page: UserPage) => page,
      failure: null,
      // A selection survives a reload only for the rows still on the page.
      selected: ({ context }, page: UserPage) =>
        context.selected.filter((id) => page.usersPerPage.some((user) => user.id === id)),
    }),
    setFailure: assign({ failure: (_, message: string) => message }),
    selectAll: assign({
      allSelected: (_, all: boolean) => all,
      selected: ({ context }, all: boolean) =>
        all ? (context.page?.usersPerPage.map((user) => user.id) ?? []) : [],
    }),
    select: assign({
      // Unticking anyone ends "all users": the selection is the ticked rows again.
      allSelected: ({ context }, change: { ids: string[]; selected: boolean }) =>
        context.allSelected && change.selected,
      selected: ({ context }, change: { ids: string[]; selected: boolean }) => {
        const onPage = new Set(context.page?.usersPerPage.map((user) => user.id) ?? [])
        const ids = change.ids.filter((id) => onPage.has(id))
        return change.selected
          ? [...new Set([...context.selected, ...ids])]
          : context.selected.filter((id) => !ids.includes(id))
      },
    }),
    clearSelection: assign({ selected: [], allSelected: false }),
    setStatusChange: assign({ statusChange: (_, change: StatusChange) => change }),
    setUneditable: assign({ uneditable: (_, found: UneditableUsers | null) => found }),
    setFilterOptions: assign({ filterOptions: (_, options: DirectoryOptions) => options }),
    /** Provided by the app: the query into the URL. */
    writeQuery: (_, _query: ListQuery) => {},
    /** Provided by the app: a toast. */
    notify: (_, _toast: { type: 'success' | 'error'; title: string }) => {},
  },
}).createMachine({
  id: 'usersList',
  context: ({ input }) => ({
    query: input.query,
    page: input.cached ?? null,
    failure: null,
    selected: [],
    allSelected: false,
    filterOptions: { departments: [], groups: [] },
    uneditable: null,
    statusChange: { disable: false, skipUneditable: false },
  }),
  // The filters' choices load beside the list for as long as it is open; without them the department and
  // group filters stay empty and the list works as before.
  invoke: {
    id: 'loadFilterOptions',
    src: 'loadFilterOptions',
    onDone: { actions: { type: 'setFilterOptions', params: ({ event }) => event.output } },
    // Not worth an alert: the two filters stay at "All" with nothing else to choose.
    onError: { actions: { type: 'setFilterOptions', params: { departments: [], groups: [] } } },
  },
  initial: 'loading',
  on: {
    // Not behind the uneditable users' dialog: it is modal.
    'users.query': { ...queryChange<ListQuery>(), guard: 'noDialogOpen' },
    'users.filter': {
      guard: 'noDialogOpen',
      target: '.loading',
      actions: [
        { type: 'setFilter', params: ({ event }) => ({ key: event.key, value: event.value }) },
        { type: 'writeQuery', params: ({ context }) => context.query },
      ],
    },
    'users.clearFilters': {
      guard: and(['isFiltered', 'noDialogOpen']),
      target: '.loading',
      actions: ['clearFilters', { type: 'writeQuery', params: ({ context }) => context.query }],
    },
  },
  states: {
    ...list,
    ready: {
      on: {
        'users.select': {
          actions: { type: 'select', params: ({ event }) => ({ ids: event.ids, selected: event.selected }) },
        },
        'users.selectAll': {
          guard: { type: 'canSelectAll', params: ({ event }) => event.all },
          actions: { type: 'selectAll', params: ({ event }) => event.all },
        },
        'users.setStatus': [
          {
            guard: 'disablesSelection',
            target: 'checkingEditable',
            actions: { type: 'setStatusChange', params: { disable: true, skipUneditable: false } },
          },
          {
            guard: 'hasSelection',
            target: 'updating',
            actions: { type: 'setStatusChange', params: { disable: false, skipUneditable: false } },
          },
        ],
        'users.export': 'exporting',
        'users.refresh': 'loading',
      },
    },
    exporting: {
      tags: ['exporting'],
      invoke: {
        id: 'exportUsers',
        src: 'exportUsers',
        input: ({ context }) => context.query,
        onDone: 'ready',
        onError: {
          target: 'ready',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ type: 'error', title: messageOf(event.error) }),
          },
        },
      },
    },
    checkingEditable: {
      tags: ['busy'],
      invoke: {
        id: 'findUneditable',
        src: 'findUneditable',
        input: ({ context }) => selectionOf(context),
        onDone: [
          { guard: { type: 'nobodyUneditable', params: ({ event }) => event.output }, target: 'updating' },
          {
            target: 'uneditable',
            actions: { type: 'setUneditable', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'ready',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ type: 'error', title: messageOf(event.error) }),
          },
        },
      },
    },
    uneditable: {
      on: {
        'users.disableOthers': {
          guard: 'hasOthers',
          target: 'updating',
          actions: [
            { type: 'setStatusChange', params: { disable: true, skipUneditable: true } },
            { type: 'setUneditable', params: null },
          ],
        },
        'users.dismissUneditable': { target: 'ready', actions: { type: 'setUneditable', params: null } },
      },
    },
    updating: {
      tags: ['busy'],
      invoke: {
        id: 'setStatus',
        src: 'setStatus',
        input: ({ context }) => ({ ...selectionOf(context), ...context.statusChange }),
        onDone: {
          target: 'loading',
          actions: [
            'clearSelection',
            { type: 'notify', params: { type: 'success', title: USERS_TEXTS.statusUpdated } },
          ],
        },
        onError: {
          target: 'ready',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ type: 'error', title: messageOf(event.error) }),
          },
        },
      },
    },
    failed: { on: { ...list.failed.on, 'users.refresh': 'loading' } },
  },
})
