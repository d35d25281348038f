import { sendParent, sendTo, setup } from 'xstate'
import { directoryEditorMachine } from './directory-editor.machine'
import { directoryListMachine, type DirectoryListInput } from './directory-list.machine'

// The departments or groups page (001 §3) as one machine: it starts the list and the editor (create, rename,
// delete), and an entry the editor changed makes the list read again.

export type DirectoryScreenInput = DirectoryListInput

export type DirectoryScreenEvent =
  /** From the editor: an entry was created, renamed or deleted. */
  { type: 'directory.changed' }

/** The editor as a child of this page: each change is reported here. */
export const reportingChanges = (editor: typeof directoryEditorMachine) =>
  editor.provide({ actions: { changed: sendParent({ type: 'directory.changed' as const }) } })

export const directoryScreenMachine = setup({
  types: {
    context: {} as DirectoryScreenInput,
    events: {} as DirectoryScreenEvent,
    input: {} as DirectoryScreenInput,
  },
  actors: {
    list: directoryListMachine,
    editor: reportingChanges(directoryEditorMachine),
  },
  actions: {
    reloadList: sendTo('list', { type: 'directory.reload' as const }),
  },
}).createMachine({
  id: 'directoryScreen',
  context: ({ input }) => input,
  invoke: [
    { id: 'list', src: 'list', input: ({ context }) => context },
    { id: 'editor', src: 'editor', input: ({ context }) => ({ kind: context.kind }) },
  ],
  initial: 'open',
  states: {
    open: { on: { 'directory.changed': { actions: 'reloadList' } } },
  },
})
