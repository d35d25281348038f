import { assign, fromPromise, setup } from 'xstate'
import type { DirectoryEntry, DirectoryKind } from '../../src/domain/users'
import { pagedListStates } from '../paged-list'

// /users/departments and /users/groups (000 §1): the company's departments or groups with how many users
// each holds; each opens its assigned users.

export interface DirectoryListContext {
  kind: DirectoryKind
  entries: DirectoryEntry[] | null
  failure: string | null
}

export interface DirectoryListInput {
  kind: DirectoryKind
  /** The last answer for this kind, shown while it revalidates; null the first time. */
  cached?: DirectoryEntry[] | null
}

export type DirectoryListEvent = { type: 'directory.retry' } | { type: 'directory.reload' }

export const directoryListMachine = setup({
  types: {
    context: {} as DirectoryListContext,
    events: {} as DirectoryListEvent,
    input: {} as DirectoryListInput,
  },
  actors: {
    loadEntries: fromPromise<DirectoryEntry[], { kind: DirectoryKind }>(async () => []),
  },
  actions: {
    setPage: assign({ entries: (_, entries: DirectoryEntry[]) => entries, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
  },
}).createMachine({
  id: 'directoryList',
  context: ({ input }) => ({ kind: input.kind, entries: input.cached ?? null, failure: null }),
  initial: 'loading',
  states: {
    ...pagedListStates<DirectoryEntry[]>()({
      load: 'loadEntries',
      retry: 'directory.retry',
      input: ({ context }: { context: DirectoryListContext }) => ({ kind: context.kind }),
    }),
    // After a department or group was created, renamed or deleted (the editor's flow).
    ready: { on: { 'directory.reload': 'loading' } },
  },
})
