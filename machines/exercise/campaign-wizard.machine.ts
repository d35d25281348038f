import { assign, fromPromise, sendParent, sendTo, setup, type StateValue } from 'xstate'
import type { ApiFailure } from '../../src/domain/api-failure'
import {
  CAMPAIGN_TEMPLATES_REQUIRED,
  CAMPAIGN_TEXTS,
  campaignSettingsReady,
  createPayload,
  freshCampaignForm,
  MAX_CAMPAIGN_TEMPLATES,
  targetIds,
  templatesChosen,
  type CampaignForm,
  type CreateCampaignPayload,
  type LaunchPlan,
  type UsersType,
} from '../../src/domain/exercise-campaign'
import type { Pack, TemplateCardItem } from '../../src/domain/template-library'
import { errorOf, failureMessage } from '../event-params'
import { templateSelectionMachine } from './template-selection.machine'
import { wizardStepOf } from '../wizard'

// The campaign wizard (002 §2.6, §4 "Campaign wizard", §5 "Campaign"): Templates → Settings → Launch.
// Step 0 picks a pack (its templates shown read-only, Edit turns them into a custom selection) or up to ten
// custom templates (an eleventh opens the limit dialog); Next needs a pack or the required number. Step 1 is
// the assignment: name, learners (all, selected users, departments, groups — counted by the gateway),
// notification, days to complete and start date; Next needs every required field. Step 2 shows the summary
// and the launch plan (when each learner receives the exercise, in their own zone) and launches. Templates
// deleted meanwhile send the admin back to step 0 with those removed; any other failure keeps everything typed.

export interface DirectoryOption {
  id: string
  name: string
}

export interface CampaignWizardInput {
  /** The admin's zone, and today there (YYYY-MM-DD): the page's clock, as its input. */
  timeZone: string
  today: string
}

export interface CampaignWizardContext {
  timeZone: string
  today: string
  packs: Pack[] | null
  packId: string | null
  packTemplates: TemplateCardItem[]
  selected: TemplateCardItem[]
  form: CampaignForm
  /** Names of the chosen users, for their chips. */
  selectedUsers: DirectoryOption[]
  departments: DirectoryOption[]
  groups: DirectoryOption[]
  learnerCount: number | null
  /** Next was pressed on the settings step: its messages show from then on. */
  attempted: boolean
  plan: LaunchPlan | null
  failure: string | null
}

export type CampaignWizardEvent =
  | { type: 'pack.select'; packId: string }
  | { type: 'pack.custom' }
  | { type: 'pack.edit' }
  | { type: 'selection.changed'; selected: TemplateCardItem[] }
  | { type: 'settings.change'; patch: Partial<CampaignForm> }
  | { type: 'users.add'; user: DirectoryOption }
  | { type: 'users.remove'; userId: string }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'launch' }
  /** From the page: a template made in the builder joins the selection when there is room. */
  | { type: 'template.created'; template: TemplateCardItem }

const TARGETING: (keyof CampaignForm)[] = ['usersType', 'departmentIds', 'groupIds', 'userIds']
const changesTargeting = (patch: Partial<CampaignForm>) => TARGETING.some((key) => key in patch)

export interface Directory {
  departments: DirectoryOption[]
  groups: DirectoryOption[]
}

export interface CountQuery {
  usersType: UsersType
  ids: string[]
}

/** The wizard's steps as states, in the indicator's order (CAMPAIGN_WIZARD_STEPS). */
export const CAMPAIGN_WIZARD_STEP_STATES = ['templates', 'settings', 'launch'] as const
/** The step on screen; a launched campaign stays on the last one until the page leaves. */
export const campaignWizardStepOf = (value: StateValue) =>
  value === 'launched'
    ? CAMPAIGN_WIZARD_STEP_STATES.length - 1
    : wizardStepOf(CAMPAIGN_WIZARD_STEP_STATES, value)

export const campaignWizardMachine = setup({
  types: {
    context: {} as CampaignWizardContext,
    events: {} as CampaignWizardEvent,
    input: {} as CampaignWizardInput,
  },
  actors: {
    templateSelection: templateSelectionMachine.provide({
      actions: {
        report: sendParent((_, selected: TemplateCardItem[]) => ({ type: 'selection.changed', selected })),
      },
    }),
    loadPacks: fromPromise<Pack[]>(async () => []),
    loadPackTemplates: fromPromise<TemplateCardItem[], { packId: string }>(async () => []),
    loadDirectory: fromPromise<Directory>(async () => ({ departments: [], groups: [] })),
    countLearners: fromPromise<number, CountQuery>(async () => 0),
    previewLaunch: fromPromise<LaunchPlan, CreateCampaignPayload>(async () => ({
      total: 0,
      rows: [],
      zones: 0,
    })),
    createCampaign: fromPromise<{ id: string }, CreateCampaignPayload>(async () => ({ id: '' })),
  },
  guards: {
    templatesChosen: ({ context }) =>
      templatesChosen(context.selected.length, context.packId, CAMPAIGN_TEMPLATES_REQUIRED),
    knownPack: ({ context }, packId: string) => (context.packs ?? []).some((pack) => pack.id === packId),
    customGrid: ({ context }) => context.packId === null,
    packLoaded: ({ context }) => context.packId !== null && context.packTemplates.length > 0,
    settingsValid: ({ context }) => campaignSettingsReady(context.form, context.today, context.learnerCount),
    // Who receives it changed for real: choosing what is already chosen asks for no new count.
    targetingChanged: ({ context }, patch: Partial<CampaignForm>) =>
      changesTargeting(patch) &&
      Object.entries(patch).some(
        ([key, value]) => JSON.stringify(context.form[key as keyof CampaignForm]) !== JSON.stringify(value),
      ),
    templatesGone: (_, error: unknown) => (error as Partial<ApiFailure>).code === 'templates_missing',
    userNotChosen: ({ context }, userId: string) => !context.form.userIds.includes(userId),
    userChosen: ({ context }, userId: string) => context.form.userIds.includes(userId),
    // Departments and groups are ticked from their own list, shown for their audience and holding them.
    notOffered: ({ context }, patch: Partial<CampaignForm>) =>
      ('departmentIds' in patch &&
        (context.form.usersType !== 'USERS_FROM_DEPARTMENTS' ||
          !patch.departmentIds!.every((id) => context.departments.some((entry) => entry.id === id)))) ||
      ('groupIds' in patch &&
        (context.form.usersType !== 'USERS_FROM_GROUPS' ||
          !patch.groupIds!.every((id) => context.groups.some((entry) => entry.id === id)))),
  },
  actions: {
    setPacks: assign({ packs: (_, packs: Pack[]) => packs }),
    setDirectory: assign({
      departments: (_, directory: Directory) => directory.departments,
      groups: (_, directory: Directory) => directory.groups,
    }),
    choosePack: assign({ packId: (_, packId: string) => packId, packTemplates: [], failure: null }),
    chooseCustom: assign({ packId: null, packTemplates: [] }),
    setPackTemplates: assign({ packTemplates: (_, templates: TemplateCardItem[]) => templates }),
    dropPack: assign({ packId: null, failure: (_, message: string) => message }),
    /** The selection machine is told what the wizard now holds (a pack made custom, templates gone). */
    setSelection: sendTo('selection', (_, templates: TemplateCardItem[]) => ({
      type: 'selection.set' as const,
      templates,
    })),
    // Set here too when the pack becomes custom: the child's report says the same, but the wizard's rules
    // must not wait for it.
    takePackAsCustom: assign({
      selected: ({ context }) => context.packTemplates.slice(0, MAX_CAMPAIGN_TEMPLATES),
      packId: null,
      packTemplates: [],
    }),
    addCreated: sendTo('selection', (_, template: TemplateCardItem) => ({
      type: 'template.created' as const,
      template,
    })),
    /** A custom selection replaces a chosen pack. */
    takeSelection: assign({
      selected: (_, selected: TemplateCardItem[]) => selected,
      packId: ({ context }, selected: TemplateCardItem[]) => (selected.length > 0 ? null : context.packId),
      packTemplates: ({ context }, selected: TemplateCardItem[]) =>
        selected.length > 0 ? [] : context.packTemplates,
    }),
    patchForm: assign({
      form: ({ context }, patch: Partial<CampaignForm>) => ({ ...context.form, ...patch }),
    }),
    addUser: assign({
      form: ({ context }, user: DirectoryOption) => ({
        ...context.form,
        userIds: [...context.form.userIds, user.id],
      }),
      selectedUsers: ({ context }, user: DirectoryOption) => [...context.selectedUsers, user],
    }),
    removeUser: assign({
      form: ({ context }, userId: string) => ({
        ...context.form,
        userIds: context.form.userIds.filter((id) => id !== userId),
      }),
      selectedUsers: ({ context }, userId: string) => context.selectedUsers.filter((u) => u.id !== userId),
    }),
    setLearnerCount: assign({ learnerCount: (_, count: number) => count }),
    countFailed: assign({ learnerCount: null, failure: (_, message: string) => message }),
    markAttempted: assign({ attempted: true }),
    setPlan: assign({ plan: (_, plan: LaunchPlan) => plan }),
    planFailed: assign({ plan: null, failure: (_, message: string) => message }),
    setFailure: assign({ failure: (_, message: string) => message }),
    clearFailure: assign({ failure: null }),
    /** Templates deleted meanwhile: the rest stays selected, and the admin is told why. */
    dropGoneTemplates: assign({
      selected: (_, remaining: TemplateCardItem[]) => remaining,
      failure: CAMPAIGN_TEXTS.templatesGone,
      plan: null,
    }),
    /** 002 §4: after the launch the form, templates and pack are cleared. */
    reset: assign(({ context }) => ({
      packId: null,
      packTemplates: [],
      selected: [],
      form: freshCampaignForm(context.today),
      selectedUsers: [],
      plan: null,
    })),
    /** Provided by the app: a toast. */
    notify: (_, _title: string) => {},
    /** Provided by the app: back to the list after a launch. */
    finish: () => {},
  },
}).createMachine({
  id: 'campaignWizard',
  context: ({ input }) => ({
    timeZone: input.timeZone,
    today: input.today,
    packs: null,
    packId: null,
    packTemplates: [],
    selected: [],
    form: freshCampaignForm(input.today),
    selectedUsers: [],
    departments: [],
    groups: [],
    learnerCount: null,
    attempted: false,
    plan: null,
    failure: null,
  }),
  invoke: [
    // The custom selection lives in its own machine; it reports every change back (selection.changed).
    { id: 'selection', src: 'templateSelection' },
    {
      id: 'loadPacks',
      src: 'loadPacks',
      onDone: { actions: { type: 'setPacks', params: ({ event }) => event.output } },
      onError: { actions: { type: 'setPacks', params: [] } },
    },
    {
      id: 'loadDirectory',
      src: 'loadDirectory',
      onDone: { actions: { type: 'setDirectory', params: ({ event }) => event.output } },
      // Without the lists the pickers stay empty; all users still works.
      onError: {},
    },
  ],
  initial: 'templates',
  states: {
    templates: {
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            'pack.select': {
              guard: { type: 'knownPack', params: ({ event }) => event.packId },
              target: 'loadingPack',
              actions: { type: 'choosePack', params: ({ event }) => event.packId },
            },
            'pack.custom': { actions: 'chooseCustom' },
            'pack.edit': {
              // The pack's templates become a custom selection the admin can change.
              guard: 'packLoaded',
              actions: [
                { type: 'setSelection', params: ({ context }) => context.packTemplates },
                'takePackAsCustom',
              ],
            },
            'selection.changed': {
              actions: { type: 'takeSelection', params: ({ event }) => event.selected },
            },
            // The builder opens from the custom grid, which shows while no pack is chosen.
            'template.created': {
              guard: 'customGrid',
              actions: { type: 'addCreated', params: ({ event }) => event.template },
            },
            'step.next': { guard: 'templatesChosen', target: '#campaignWizard.settings' },
          },
        },
        loadingPack: {
          tags: ['busy'],
          invoke: {
            id: 'loadPackTemplates',
            src: 'loadPackTemplates',
            input: ({ context }) => ({ packId: context.packId! }),
            onDone: {
              target: 'browsing',
              actions: { type: 'setPackTemplates', params: ({ event }) => event.output },
            },
            onError: { target: 'browsing', actions: { type: 'dropPack', params: failureMessage } },
          },
        },
      },
    },
    settings: {
      initial: 'counting',
      on: {
        'settings.change': [
          { guard: { type: 'notOffered', params: ({ event }) => event.patch } },
          {
            guard: { type: 'targetingChanged', params: ({ event }) => event.patch },
            target: '.counting',
            reenter: true,
            actions: { type: 'patchForm', params: ({ event }) => event.patch },
          },
          { actions: { type: 'patchForm', params: ({ event }) => event.patch } },
        ],
        'users.add': {
          guard: { type: 'userNotChosen', params: ({ event }) => event.user.id },
          target: '.counting',
          reenter: true,
          actions: { type: 'addUser', params: ({ event }) => event.user },
        },
        'users.remove': {
          guard: { type: 'userChosen', params: ({ event }) => event.userId },
          target: '.counting',
          reenter: true,
          actions: { type: 'removeUser', params: ({ event }) => event.userId },
        },
        'step.back': { target: 'templates', actions: 'clearFailure' },
      },
      states: {
        counting: {
          tags: ['busy'],
          invoke: {
            id: 'countLearners',
            src: 'countLearners',
            input: ({ context }) => ({ usersType: context.form.usersType, ids: targetIds(context.form) }),
            onDone: {
              target: 'ready',
              actions: { type: 'setLearnerCount', params: ({ event }) => event.output },
            },
            onError: { target: 'ready', actions: { type: 'countFailed', params: failureMessage } },
          },
        },
        ready: {
          on: {
            'step.next': [
              {
                guard: 'settingsValid',
                target: '#campaignWizard.launch',
                actions: 'clearFailure',
              },
              { actions: 'markAttempted' },
            ],
          },
        },
      },
    },
    launch: {
      initial: 'planning',
      states: {
        planning: {
          tags: ['busy'],
          invoke: {
            id: 'previewLaunch',
            src: 'previewLaunch',
            input: ({ context }) => payloadOf(context),
            onDone: { target: 'ready', actions: { type: 'setPlan', params: ({ event }) => event.output } },
            onError: { target: 'ready', actions: { type: 'planFailed', params: failureMessage } },
          },
          on: { 'step.back': '#campaignWizard.settings.ready' },
        },
        ready: {
          on: {
            launch: { target: 'launching', actions: 'clearFailure' },
            'step.back': { target: '#campaignWizard.settings.ready', actions: 'clearFailure' },
          },
        },
        launching: {
          tags: ['busy'],
          invoke: {
            id: 'createCampaign',
            src: 'createCampaign',
            input: ({ context }) => payloadOf(context),
            onDone: {
              target: '#campaignWizard.launched',
              actions: [{ type: 'notify', params: CAMPAIGN_TEXTS.created }],
            },
            onError: [
              {
                // Deleted meanwhile: back to step 0 without them, the rest of the form kept.
                guard: { type: 'templatesGone', params: errorOf },
                target: '#campaignWizard.templates',
                actions: [
                  {
                    type: 'setSelection',
                    params: ({ context, event }) => withoutGone(context.selected, event.error),
                  },
                  {
                    type: 'dropGoneTemplates',
                    params: ({ context, event }) => withoutGone(context.selected, event.error),
                  },
                ],
              },
              { target: 'ready', actions: { type: 'setFailure', params: failureMessage } },
            ],
          },
        },
      },
    },
    launched: {
      // 002 §4: the form, templates and pack are cleared and the admin is back on the list.
      type: 'final',
      entry: ['reset', 'finish'],
    },
  },
})

const payloadOf = (context: CampaignWizardContext): CreateCampaignPayload =>
  createPayload(
    context.form,
    context.selected.map((t) => t.id),
    context.packId,
    context.timeZone,
  )

function withoutGone(selected: TemplateCardItem[], error: unknown): TemplateCardItem[] {
  const gone = new Set(((error as Partial<ApiFailure>).fields ?? []).map((field) => field.message))
  return gone.size === 0 ? selected : selected.filter((t) => !gone.has(t.id))
}
