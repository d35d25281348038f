import { assign, fromPromise, setup } from 'xstate'
import {
  freshPolicyForm,
  newPolicyOf,
  policyFieldProblems,
  type NewPolicy,
  type PolicyForm,
} from '../../src/domain/policies'
import { chosenFileProblem, type UploadedFile } from '../../src/domain/training-attachment'
import type { DirectoryOption } from '../exercise/campaign-wizard.machine'
import { failureMessage } from '../event-params'
import type { ChosenFile } from '../learning/training-form.machine'

// Uploading a policy (ours, /policies): a new one — name, its PDF (uploaded when chosen: a PDF by its bytes,
// under 7 MB), days to acknowledge, all users, departments or groups — or a new revision of one, which asks
// only for the PDF. Each field says its message once Save was tried; a refusal keeps the form.

export interface PolicyFormInput {
  /** The policy a new revision is for, or null for a new policy. */
  policy: { id: string; name: string; revision: number } | null
}

export interface PolicyFormContext extends PolicyFormInput {
  form: PolicyForm
  departments: DirectoryOption[]
  groups: DirectoryOption[]
  fileProblem: string | null
  attempted: boolean
  failure: string | null
  saved: 'created' | 'revised' | null
}

export type PolicyFormEvent =
  | { type: 'form.change'; patch: Partial<Omit<PolicyForm, 'file'>> }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'form.retry' }
  | { type: 'file.choose'; file: ChosenFile }
  | { type: 'file.remove' }

type Directory = { departments: DirectoryOption[]; groups: DirectoryOption[] }

export const problemsOf = (context: Pick<PolicyFormContext, 'form' | 'policy'>) =>
  policyFieldProblems(context.form, context.policy !== null)

export const policyFormMachine = setup({
  types: {
    context: {} as PolicyFormContext,
    events: {} as PolicyFormEvent,
    input: {} as PolicyFormInput,
    output: {} as { saved: 'created' | 'revised' | null },
  },
  actors: {
    loadDirectory: fromPromise<Directory>(async () => ({ departments: [], groups: [] })),
    upload: fromPromise<UploadedFile, { file: ChosenFile }>(async ({ input }) => ({
      id: 'file',
      fileName: input.file.name,
      size: input.file.size,
    })),
    create: fromPromise<void, NewPolicy>(async () => undefined),
    revise: fromPromise<void, { policyId: string; fileId: string }>(async () => undefined),
  },
  guards: {
    isRevision: ({ context }) => context.policy !== null,
    isNewPolicy: ({ context }) => context.policy === null,
    isValid: ({ context }) => Object.keys(problemsOf(context)).length === 0,
    isAcceptableFile: ({ context, event }) =>
      event.type === 'file.choose' && context.form.file === null && chosenFileProblem(event.file) === null,
    canChooseFile: ({ context }) => context.form.file === null,
    hasFile: ({ context }) => context.form.file !== null,
  },
  actions: {
    setDirectory: assign({
      departments: (_, directory: Directory) => directory.departments,
      groups: (_, directory: Directory) => directory.groups,
    }),
    change: assign({
      form: ({ context }, patch: Partial<PolicyForm>) => ({ ...context.form, ...patch }),
      failure: null,
    }),
    refuseFile: assign({ fileProblem: (_, file: ChosenFile) => chosenFileProblem(file) }),
    setFile: assign({
      form: ({ context }, file: UploadedFile) => ({
        ...context.form,
        file,
        name: context.form.name || file.fileName.replace(/\.pdf$/i, ''),
      }),
      fileProblem: null,
    }),
    setFileFailure: assign({ fileProblem: (_, message: string) => message }),
    clearFile: assign({ form: ({ context }) => ({ ...context.form, file: null }), fileProblem: null }),
    markAttempted: assign({ attempted: true }),
    setFailure: assign({ failure: (_, message: string) => message }),
    setSaved: assign({ saved: ({ context }) => (context.policy ? 'revised' : 'created') }),
  },
}).createMachine({
  id: 'policyForm',
  context: ({ input }) => ({
    ...input,
    form: input.policy ? { ...freshPolicyForm(), name: input.policy.name } : freshPolicyForm(),
    departments: [],
    groups: [],
    fileProblem: null,
    attempted: false,
    failure: null,
    saved: null,
  }),
  output: ({ context }) => ({ saved: context.saved }),
  on: { 'form.cancel': '.cancelled' },
  initial: 'starting',
  states: {
    // A revision needs no directory: it keeps who the policy reaches.
    starting: { always: [{ guard: 'isRevision', target: 'editing' }, { target: 'loadingDirectory' }] },
    loadingDirectory: {
      tags: ['busy'],
      invoke: {
        id: 'loadDirectory',
        src: 'loadDirectory',
        onDone: { target: 'editing', actions: { type: 'setDirectory', params: ({ event }) => event.output } },
        onError: { target: 'directoryFailed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    directoryFailed: { on: { 'form.retry': 'loadingDirectory' } },
    editing: {
      on: {
        // A revision changes only its file.
        'form.change': {
          guard: 'isNewPolicy',
          actions: { type: 'change', params: ({ event }) => event.patch },
        },
        'form.submit': [{ guard: 'isValid', target: 'saving' }, { actions: 'markAttempted' }],
        'file.choose': [
          { guard: 'isAcceptableFile', target: 'uploading' },
          { guard: 'canChooseFile', actions: { type: 'refuseFile', params: ({ event }) => event.file } },
        ],
        'file.remove': { guard: 'hasFile', actions: 'clearFile' },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ event }) => ({ file: (event as Extract<PolicyFormEvent, { type: 'file.choose' }>).file }),
        onDone: { target: 'editing', actions: { type: 'setFile', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: { type: 'setFileFailure', params: failureMessage } },
      },
    },
    saving: {
      tags: ['busy'],
      on: { 'form.cancel': {} },
      initial: 'choosing',
      states: {
        choosing: { always: [{ guard: 'isRevision', target: 'revising' }, { target: 'creating' }] },
        creating: {
          invoke: {
            id: 'create',
            src: 'create',
            input: ({ context }) => newPolicyOf(context.form),
            onDone: { target: '#policyForm.saved', actions: 'setSaved' },
            onError: {
              target: '#policyForm.editing',
              actions: { type: 'setFailure', params: failureMessage },
            },
          },
        },
        revising: {
          invoke: {
            id: 'revise',
            src: 'revise',
            input: ({ context }) => ({
              policyId: context.policy?.id ?? '',
              fileId: context.form.file?.id ?? '',
            }),
            onDone: { target: '#policyForm.saved', actions: 'setSaved' },
            onError: {
              target: '#policyForm.editing',
              actions: { type: 'setFailure', params: failureMessage },
            },
          },
        },
      },
    },
    saved: { type: 'final' },
    cancelled: { type: 'final' },
  },
})
