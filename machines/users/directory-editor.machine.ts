import { assign, fromPromise, setup } from 'xstate'
import { DIRECTORY_EDIT_TEXTS, nounOf } from '../../src/domain/directory-edit'
import type { DirectoryEntry, DirectoryKind } from '../../src/domain/users'
import { failureMessage } from '../event-params'

// Creating, renaming and deleting a department or group from its page (issue 31). New and Rename take a name
// (required, at most 100 characters; the gateway refuses a name already used, case aside). Delete first asks the
// gateway what still reaches it (000 §7 tasks_in_departments_and_groups) and says that, and how many users leave
// it, before the admin confirms. Each success tells the page to read its list again; a refusal keeps the dialog
// with the reason and what was typed.

export interface DirectoryTask {
  id: string
  name: string
  kind: string
}

export interface DirectoryImpact {
  campaigns: DirectoryTask[]
  policies: DirectoryTask[]
  events: DirectoryTask[]
}

export interface DirectoryEditorInput {
  kind: DirectoryKind
}

export interface DirectoryEditorContext {
  kind: DirectoryKind
  target: DirectoryEntry | null
  name: string
  attempted: boolean
  impact: DirectoryImpact | null
  failure: string | null
}

export type DirectoryEditorEvent =
  | { type: 'entry.create' }
  | { type: 'entry.rename'; entry: DirectoryEntry }
  | { type: 'entry.delete'; entry: DirectoryEntry }
  | { type: 'name.change'; name: string }
  | { type: 'form.submit' }
  | { type: 'confirm.yes' }
  | { type: 'impact.retry' }
  | { type: 'dialog.close' }

export function nameProblem(name: string): string | null {
  const trimmed = name.trim()
  if (trimmed.length === 0) return DIRECTORY_EDIT_TEXTS.nameRequired
  if (trimmed.length > 100) return DIRECTORY_EDIT_TEXTS.nameTooLong
  return null
}

export const directoryEditorMachine = setup({
  types: {
    context: {} as DirectoryEditorContext,
    events: {} as DirectoryEditorEvent,
    input: {} as DirectoryEditorInput,
  },
  actors: {
    createEntry: fromPromise<void, { kind: DirectoryKind; name: string }>(async () => undefined),
    renameEntry: fromPromise<void, { kind: DirectoryKind; id: string; name: string }>(async () => undefined),
    loadImpact: fromPromise<DirectoryImpact, { kind: DirectoryKind; name: string }>(async () => ({
      campaigns: [],
      policies: [],
      events: [],
    })),
    deleteEntry: fromPromise<void, { kind: DirectoryKind; id: string }>(async () => undefined),
  },
  guards: {
    nameValid: ({ context }) => nameProblem(context.name) === null,
  },
  actions: {
    open: assign({
      target: (_, entry: DirectoryEntry | null) => entry,
      name: (_, entry: DirectoryEntry | null) => entry?.name ?? '',
      attempted: false,
      impact: null,
      failure: null,
    }),
    setName: assign({ name: (_, name: string) => name, failure: null }),
    markAttempted: assign({ attempted: true }),
    setImpact: assign({ impact: (_, impact: DirectoryImpact) => impact }),
    setFailure: assign({ failure: (_, message: string) => message }),
    /** Provided by the page: its list reads again. */
    changed: () => {},
    notify: (_, _title: string) => {},
  },
}).createMachine({
  id: 'directoryEditor',
  context: ({ input }) => ({
    kind: input.kind,
    target: null,
    name: '',
    attempted: false,
    impact: null,
    failure: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'entry.create': { target: 'creating', actions: { type: 'open', params: null } },
        'entry.rename': { target: 'renaming', actions: { type: 'open', params: ({ event }) => event.entry } },
        'entry.delete': { target: 'deleting', actions: { type: 'open', params: ({ event }) => event.entry } },
      },
    },
    creating: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'dialog.close': '#directoryEditor.idle',
            'name.change': { actions: { type: 'setName', params: ({ event }) => event.name } },
            'form.submit': [{ guard: 'nameValid', target: 'saving' }, { actions: 'markAttempted' }],
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'createEntry',
            src: 'createEntry',
            input: ({ context }) => ({ kind: context.kind, name: context.name.trim() }),
            onDone: {
              target: '#directoryEditor.idle',
              actions: [
                'changed',
                {
                  type: 'notify',
                  params: ({ context }) => DIRECTORY_EDIT_TEXTS.created(nounOf(context.kind)),
                },
              ],
            },
            onError: { target: 'editing', actions: { type: 'setFailure', params: failureMessage } },
          },
        },
      },
    },
    renaming: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'dialog.close': '#directoryEditor.idle',
            'name.change': { actions: { type: 'setName', params: ({ event }) => event.name } },
            'form.submit': [{ guard: 'nameValid', target: 'saving' }, { actions: 'markAttempted' }],
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'renameEntry',
            src: 'renameEntry',
            input: ({ context }) => ({
              kind: context.kind,
              id: context.target?.id ?? '',
              name: context.name.trim(),
            }),
            onDone: {
              target: '#directoryEditor.idle',
              actions: [
                'changed',
                {
                  type: 'notify',
                  params: ({ context }) => DIRECTORY_EDIT_TEXTS.renamed(nounOf(context.kind)),
                },
              ],
            },
            onError: { target: 'editing', actions: { type: 'setFailure', params: failureMessage } },
          },
        },
      },
    },
    deleting: {
      initial: 'loadingImpact',
      states: {
        loadingImpact: {
          tags: ['busy'],
          on: { 'dialog.close': '#directoryEditor.idle' },
          invoke: {
            id: 'loadImpact',
            src: 'loadImpact',
            input: ({ context }) => ({ kind: context.kind, name: context.target?.name ?? '' }),
            onDone: {
              target: 'confirming',
              actions: { type: 'setImpact', params: ({ event }) => event.output },
            },
            onError: { target: 'impactFailed', actions: { type: 'setFailure', params: failureMessage } },
          },
        },
        impactFailed: {
          on: { 'impact.retry': 'loadingImpact', 'dialog.close': '#directoryEditor.idle' },
        },
        confirming: {
          on: { 'confirm.yes': 'removing', 'dialog.close': '#directoryEditor.idle' },
        },
        removing: {
          tags: ['busy'],
          invoke: {
            id: 'deleteEntry',
            src: 'deleteEntry',
            input: ({ context }) => ({ kind: context.kind, id: context.target?.id ?? '' }),
            onDone: {
              target: '#directoryEditor.idle',
              actions: [
                'changed',
                {
                  type: 'notify',
                  params: ({ context }) => DIRECTORY_EDIT_TEXTS.deleted(nounOf(context.kind)),
                },
              ],
            },
            onError: { target: 'confirming', actions: { type: 'setFailure', params: failureMessage } },
          },
        },
      },
    },
  },
})
