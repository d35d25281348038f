import { assign, fromPromise, setup } from 'xstate'
import {
  campaignInfoOf,
  freshTrainingForm,
  TRAINING_DAYS_PRESETS,
  TRAINING_TEXTS,
  trainingProblems,
  type CampaignInfo,
  type TrainingCampaignRow,
  type TrainingForm,
} from '../src/domain/training-campaign'
import type { DirectoryOption } from './campaign-wizard.machine'
import { failureMessage } from './event-params'

// Assigning a course (the course's settings tab, 000 §3 "Campaign form", §5 training forms): name, start date,
// days to complete (two presets or custom), who it reaches (all users, departments or groups), and the
// learners' notification. A new campaign starts ("Training started successfully!"); an existing one is
// updated ("Training updated successfully!") — who it reaches stays, and a started one keeps its start date.
// Every field says its 000 §5 message once Save was tried; a refusal keeps what was typed.

export interface TrainingFormInput {
  course: { id: string; name: string; totalChapters: number }
  /** The campaign being edited, or null to assign the course anew. */
  campaign: TrainingCampaignRow | null
  /** The admin's today (YYYY-MM-DD) and now: a start today means now. */
  today: string
  now: string
}

export interface TrainingFormContext extends TrainingFormInput {
  form: TrainingForm
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
  }
}

/** A campaign already started keeps its start date: the past date is not a problem then. */
export const startEditable = (context: Pick<TrainingFormContext, 'campaign' | 'now'>) =>
  context.campaign === null || Date.parse(context.campaign.startDate) > Date.parse(context.now)

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
  },
  guards: {
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
      failure: null,
    }),
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
    departments: [],
    groups: [],
    attempted: false,
    failure: null,
    saved: null,
  }),
  output: ({ context }) => ({ saved: context.saved }),
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
      on: {
        'form.change': { actions: { type: 'change', params: ({ event }) => event.patch } },
        'form.submit': [{ guard: 'isValid', target: 'saving' }, { actions: 'markAttempted' }],
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
