import { assign, fromPromise, setup } from 'xstate'
import { DIRECTORY_EDIT_TEXTS } from '../../src/domain/directory-edit'
import type { DirectoryKind } from '../../src/domain/users'
import { failureMessage } from '../event-params'

// Adding existing users to a department or group from its own page (issue 31): the company's active users
// outside it, a page at a time (000 §7 departments/{id}/users/unassigned), ticked across pages, then added in
// one call. The toast says how many joined and how many it has now (count_users_under_filters); the page's
// list reads again. A refusal keeps the dialog and the ticks.

export const MEMBERS_PAGE_SIZE = 10

export interface UnassignedUser {
  id: string
  email: string
  name: string
  lastName: string
}

export interface UnassignedPage {
  data: UnassignedUser[]
  totalCount: number
}

export interface MembersAdded {
  added: number
  /** Its users once they joined. */
  total: number
}

export interface DirectoryMembersInput {
  kind: DirectoryKind
  id: string
}

export interface DirectoryMembersContext extends DirectoryMembersInput {
  name: string
  pageNumber: number
  page: UnassignedPage | null
  selected: string[]
  failure: string | null
}

export type DirectoryMembersEvent =
  | { type: 'members.open'; name: string }
  | { type: 'members.select'; id: string; selected: boolean }
  | { type: 'members.page'; pageNumber: number }
  | { type: 'members.add' }
  | { type: 'members.retry' }
  | { type: 'dialog.close' }

export const directoryMembersMachine = setup({
  types: {
    context: {} as DirectoryMembersContext,
    events: {} as DirectoryMembersEvent,
    input: {} as DirectoryMembersInput,
  },
  actors: {
    loadUnassigned: fromPromise<UnassignedPage, DirectoryMembersInput & { pageNumber: number }>(async () => ({
      data: [],
      totalCount: 0,
    })),
    addMembers: fromPromise<MembersAdded, DirectoryMembersInput & { userIds: string[] }>(async () => ({
      added: 0,
      total: 0,
    })),
  },
  guards: {
    hasSelection: ({ context }) => context.selected.length > 0,
    /** Only a user drawn on the page can be ticked or unticked. */
    isOnPage: ({ context }, id: string) => context.page?.data.some((user) => user.id === id) === true,
    isOtherPage: ({ context }, pageNumber: number) =>
      pageNumber !== context.pageNumber &&
      pageNumber >= 0 &&
      pageNumber * MEMBERS_PAGE_SIZE < (context.page?.totalCount ?? 0),
  },
  actions: {
    open: assign({
      name: (_, name: string) => name,
      pageNumber: 0,
      page: null,
      selected: [],
      failure: null,
    }),
    setPageNumber: assign({ pageNumber: (_, pageNumber: number) => pageNumber }),
    setPage: assign({ page: (_, page: UnassignedPage) => page, failure: null }),
    select: assign({
      selected: ({ context }, change: { id: string; selected: boolean }) =>
        change.selected
          ? [...new Set([...context.selected, change.id])]
          : context.selected.filter((id) => id !== change.id),
    }),
    setFailure: assign({ failure: (_, message: string) => message }),
    /** Provided by the page: its list reads again. */
    changed: () => {},
    notify: (_, _title: string) => {},
  },
}).createMachine({
  id: 'directoryMembers',
  context: ({ input }) => ({
    ...input,
    name: '',
    pageNumber: 0,
    page: null,
    selected: [],
    failure: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'members.open': { target: 'open', actions: { type: 'open', params: ({ event }) => event.name } },
      },
    },
    open: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          on: { 'dialog.close': '#directoryMembers.closed' },
          invoke: {
            id: 'loadUnassigned',
            src: 'loadUnassigned',
            input: ({ context }) => ({ kind: context.kind, id: context.id, pageNumber: context.pageNumber }),
            onDone: { target: 'ready', actions: { type: 'setPage', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
          },
        },
        failed: {
          on: { 'members.retry': 'loading', 'dialog.close': '#directoryMembers.closed' },
        },
        ready: {
          on: {
            'members.select': {
              guard: { type: 'isOnPage', params: ({ event }) => event.id },
              actions: {
                type: 'select',
                params: ({ event }) => ({ id: event.id, selected: event.selected }),
              },
            },
            'members.page': {
              guard: { type: 'isOtherPage', params: ({ event }) => event.pageNumber },
              target: 'loading',
              actions: { type: 'setPageNumber', params: ({ event }) => event.pageNumber },
            },
            'members.add': { guard: 'hasSelection', target: 'adding' },
            'dialog.close': '#directoryMembers.closed',
          },
        },
        adding: {
          tags: ['busy'],
          invoke: {
            id: 'addMembers',
            src: 'addMembers',
            input: ({ context }) => ({ kind: context.kind, id: context.id, userIds: context.selected }),
            onDone: {
              target: '#directoryMembers.closed',
              actions: [
                'changed',
                {
                  type: 'notify',
                  params: ({ context, event }) =>
                    DIRECTORY_EDIT_TEXTS.membersAdded(event.output.added, context.name, event.output.total),
                },
              ],
            },
            onError: { target: 'ready', actions: { type: 'setFailure', params: failureMessage } },
          },
        },
      },
    },
  },
})
