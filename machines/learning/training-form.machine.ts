import { assign, fromPromise, sendTo, setup } from 'xstate'
import {
  campaignInfoOf,
  chosenIdsOf,
  freshTrainingForm,
  TRAINING_DAYS_PRESETS,
  TRAINING_TEXTS,
  trainingProblems,
  type CampaignInfo,
  type TrainingCampaignRow,
  type TrainingForm,
} from '../../src/domain/training-campaign'
import { chosenFileProblem, type UploadedFile } from '../../src/domain/training-attachment'
import type { DirectoryOption } from '../exercise/campaign-wizard.machine'
import { failureMessage } from '../event-params'
import { learnerCountMachine, type Audience } from './learner-count.machine'

// Assigning a course (the course's settings tab, 000 §3 "Campaign form", §5 training forms): name, start date,
// days to complete (two presets or custom), who it reaches (all users, departments or groups), and the
// learners' notification. A new campaign starts ("Training started successfully!"); an existing one is
// updated ("Training updated successfully!") — who it reaches stays, and a started one keeps its start date.
// Every field says its 000 §5 message once Save was tried; a refusal keeps what was typed.
// The learners may get a PDF or a link with it (the training assignment form): a chosen PDF is uploaded at once
// (its name and size judged first, its bytes by the upload), so Save only names what the gateway already keeps.
// Selected users come from the user search beside the form; each pick or removal is an event here.
// How many learners the audience reaches is counted by the learnerCount child, told of every audience.

export interface TrainingFormInput {
  course: { id: string; name: string; totalChapters: number }
  /** The campaign being edited, or null to assign the course anew. */
  campaign: TrainingCampaignRow | null
  /** The admin's today (YYYY-MM-DD) and now: a start today means now. */
  today: string
  now: string
}

/** A file the admin chose: the browser's File, or its description in the scenarios. */
export interface ChosenFile {
  name: string
  size: number
  type: string
}

export interface TrainingFormContext extends TrainingFormInput {
  form: TrainingForm
  /** The chosen learners' names, for the chips (a saved campaign knows only their ids). */
  chosenUsers: DirectoryOption[]
  /** Why the chosen PDF was refused (its name, size or bytes), said at once. */
  fileProblem: string | null
  departments: DirectoryOption[]
  groups: DirectoryOption[]
  attempted: boolean
  failure: string | null
  saved: 'started' | 'updated' | null
}

type Directory = { departments: DirectoryOption[]; groups: DirectoryOption[] }

export type TrainingFormEvent =
  | { type: 'form.change'; patch: Partial<TrainingForm> }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'form.retry' }
  | { type: 'users.add'; user: DirectoryOption }
  | { type: 'users.remove'; userId: string }
  | { type: 'attachment.choose'; file: ChosenFile }
  | { type: 'attachment.remove' }

/** The form of a saved campaign: its own values, in the admin's today. */
export function formOfCampaign(campaign: TrainingCampaignRow, today: string): TrainingForm {
  const preset = TRAINING_DAYS_PRESETS.indexOf(
    campaign.daysToComplete as (typeof TRAINING_DAYS_PRESETS)[number],
  )
  return {
    ...freshTrainingForm(campaign.name, today),
    name: campaign.name,
    subject: campaign.notificationSubject || TRAINING_TEXTS.defaultSubject,
    message: campaign.notificationMessage || TRAINING_TEXTS.defaultMessage,
    notificationsEnabled: campaign.notificationsEnabled,
    startDate: campaign.startDate.slice(0, 10),
    daysPreset: preset >= 0 ? preset : 2,
    customDays: preset >= 0 ? '' : String(campaign.daysToComplete),
    assignmentType: campaign.assignmentType,
    departmentIds: campaign.departmentIds,
    groupIds: campaign.groupIds,
    userIds: campaign.userIds,
    attachmentKind: campaign.attachment?.kind ?? 'none',
    attachmentTitle: campaign.attachment?.title ?? '',
    link: campaign.attachment?.url ?? '',
    file:
      campaign.attachment?.kind === 'pdf' && campaign.attachment.fileId
        ? {
            id: campaign.attachment.fileId,
            fileName: campaign.attachment.fileName ?? '',
            size: campaign.attachment.size ?? 0,
          }
        : null,
  }
}

/** A campaign already started keeps its start date: the past date is not a problem then. */
export const startEditable = (context: Pick<TrainingFormContext, 'campaign' | 'now'>) =>
  context.campaign === null || Date.parse(context.campaign.startDate) > Date.parse(context.now)

// A file is chosen where the form offers one: a PDF attachment without its file yet.
const canChooseFile = (context: TrainingFormContext) =>
  context.form.attachmentKind === 'pdf' && context.form.file === null

/** Who the form's audience is, in the count's terms. */
const audienceOf = ({ form }: TrainingFormContext): Audience => ({
  assignmentType: form.assignmentType,
  ids: chosenIdsOf(form) ?? [],
})

export const problemsOf = (context: TrainingFormContext) =>
  trainingProblems(context.form, context.today, startEditable(context))

export const trainingFormMachine = setup({
  types: {
    context: {} as TrainingFormContext,
    events: {} as TrainingFormEvent,
    input: {} as TrainingFormInput,
    output: {} as { saved: 'started' | 'updated' | null },
  },
  actors: {
    loadDirectory: fromPromise<Directory>(async () => ({
      departments: [],
      groups: [],
    })),
    save: fromPromise<void, { info: CampaignInfo; update: boolean }>(async () => undefined),
    upload: fromPromise<UploadedFile, { file: ChosenFile }>(async ({ input }) => ({
      id: 'file',
      fileName: input.file.name,
      size: input.file.size,
    })),
    learnerCount: learnerCountMachine,
  },
  guards: {
    isAcceptableFile: ({ context, event }) =>
      event.type === 'attachment.choose' && canChooseFile(context) && chosenFileProblem(event.file) === null,
    // Learners are picked for a new selected-users training only.
    isPickingUsers: ({ context }) =>
      context.campaign === null && context.form.assignmentType === 'SELECTED_USERS',
    canChooseFile: ({ context }) => canChooseFile(context),
    hasFile: ({ context }) => context.form.attachmentKind === 'pdf' && context.form.file !== null,
    isValid: ({ context }) => Object.keys(problemsOf(context)).length === 0,
    isUpdate: ({ context }) => context.campaign !== null,
  },
  actions: {
    setDirectory: assign({
      departments: (_, directory: Directory) => directory.departments,
      groups: (_, directory: Directory) => directory.groups,
    }),
    change: assign({
      // Who a saved campaign reaches is not edited here.
      form: ({ context }, patch: Partial<TrainingForm>) => {
        const { assignmentType, departmentIds, groupIds, userIds, ...rest } = patch
        const audience = context.campaign === null ? { assignmentType, departmentIds, groupIds, userIds } : {}
        const defined = Object.fromEntries(
          Object.entries({ ...rest, ...audience }).filter(([, value]) => value !== undefined),
        ) as Partial<TrainingForm>
        return { ...context.form, ...defined }
      },
      // A refused file is forgotten once the PDF is no longer what the learners get.
      fileProblem: ({ context }, patch: Partial<TrainingForm>) =>
        (patch.attachmentKind ?? context.form.attachmentKind) === 'pdf' ? context.fileProblem : null,
      failure: null,
    }),
    addUser: assign({
      form: ({ context }, user: DirectoryOption) => ({
        ...context.form,
        userIds: [...new Set([...context.form.userIds, user.id])],
      }),
      chosenUsers: ({ context }, user: DirectoryOption) => [
        ...context.chosenUsers.filter((item) => item.id !== user.id),
        user,
      ],
    }),
    removeUser: assign({
      form: ({ context }, userId: string) => ({
        ...context.form,
        userIds: context.form.userIds.filter((id) => id !== userId),
      }),
      chosenUsers: ({ context }, userId: string) => context.chosenUsers.filter((user) => user.id !== userId),
    }),
    refuseFile: assign({ fileProblem: (_, file: ChosenFile) => chosenFileProblem(file) }),
    setFile: assign({
      form: ({ context }, file: UploadedFile) => ({
        ...context.form,
        file,
        // The file's name is a fair first title.
        attachmentTitle: context.form.attachmentTitle || file.fileName.replace(/\.pdf$/i, ''),
      }),
      fileProblem: null,
    }),
    setFileFailure: assign({ fileProblem: (_, message: string) => message }),
    clearFile: assign({ form: ({ context }) => ({ ...context.form, file: null }), fileProblem: null }),
    countAudience: sendTo('learnerCount', ({ context }) => ({
      type: 'audience' as const,
      audience: audienceOf(context),
    })),
    markAttempted: assign({ attempted: true }),
    setFailure: assign({ failure: (_, message: string) => message }),
    setSaved: assign({ saved: ({ context }) => (context.campaign ? 'updated' : 'started') }),
  },
}).createMachine({
  id: 'trainingForm',
  context: ({ input }) => ({
    ...input,
    form: input.campaign
      ? formOfCampaign(input.campaign, input.today)
      : freshTrainingForm(input.course.name, input.today),
    chosenUsers: [],
    fileProblem: null,
    departments: [],
    groups: [],
    attempted: false,
    failure: null,
    saved: null,
  }),
  output: ({ context }) => ({ saved: context.saved }),
  invoke: { id: 'learnerCount', src: 'learnerCount' },
  on: { 'form.cancel': '.cancelled' },
  initial: 'loadingDirectory',
  states: {
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
      entry: 'countAudience',
      on: {
        'form.change': {
          actions: [{ type: 'change', params: ({ event }) => event.patch }, 'countAudience'],
        },
        'form.submit': [{ guard: 'isValid', target: 'saving' }, { actions: 'markAttempted' }],
        'users.add': {
          guard: 'isPickingUsers',
          actions: [{ type: 'addUser', params: ({ event }) => event.user }, 'countAudience'],
        },
        'users.remove': {
          guard: 'isPickingUsers',
          actions: [{ type: 'removeUser', params: ({ event }) => event.userId }, 'countAudience'],
        },
        'attachment.choose': [
          { guard: 'isAcceptableFile', target: 'uploading' },
          { guard: 'canChooseFile', actions: { type: 'refuseFile', params: ({ event }) => event.file } },
        ],
        'attachment.remove': { guard: 'hasFile', actions: 'clearFile' },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ event }) => ({
          file: (event as Extract<TrainingFormEvent, { type: 'attachment.choose' }>).file,
        }),
        onDone: { target: 'editing', actions: { type: 'setFile', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: { type: 'setFileFailure', params: failureMessage } },
      },
    },
    saving: {
      tags: ['busy'],
      on: { 'form.cancel': {} },
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({
          info: campaignInfoOf(
            context.form,
            context.course,
            context.today,
            new Date(context.now),
            context.campaign?.id,
          ),
          update: context.campaign !== null,
        }),
        onDone: { target: 'saved', actions: 'setSaved' },
        onError: { target: 'editing', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    saved: { type: 'final' },
    cancelled: { type: 'final' },
  },
})
