import { assign, fromPromise, setup } from 'xstate'
import type { DirectoryEntry, DirectoryKind } from '../src/domain/users'
import { errorOf, messageOf } from './event-params'

// /users/departments and /users/groups (000 §1): the company's departments or groups with how many users
// each holds; each opens its assigned users.

export interface DirectoryListContext {
  kind: DirectoryKind
  entries: DirectoryEntry[] | null
  failure: string | null
}

export type DirectoryListEvent = { type: 'directory.retry' }

export const directoryListMachine = setup({
  types: {
    context: {} as DirectoryListContext,
    events: {} as DirectoryListEvent,
    input: {} as { kind: DirectoryKind },
  },
  actors: {
    loadEntries: fromPromise<DirectoryEntry[], { kind: DirectoryKind }>(async () => []),
  },
  actions: {
    setEntries: assign({ entries: (_, entries: DirectoryEntry[]) => entries, failure: null }),
    setFailure: assign({
      failure: (_, error: unknown) => messageOf(error),
    }),
  },
}).createMachine({
  id: 'directoryList',
  context: ({ input }) => ({ kind: input.kind, entries: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadEntries',
        src: 'loadEntries',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: { target: 'ready', actions: { type: 'setEntries', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: errorOf } },
      },
    },
    ready: {},
    failed: { on: { 'directory.retry': 'loading' } },
  },
})
