import { and, assign, fromPromise, not, setup, stateIn, type StateValue } from 'xstate'
import {
  SIMULATION_TOASTS,
  type SimulationKind,
  type SimulationPayload,
} from '../../src/domain/simulation/campaign'
import {
  defaultSimulationName,
  emptyDraft,
  patchFitsStep,
  toggleTemplate,
  withKind,
  type SimulationDraft,
} from '../../src/domain/simulation/draft'
import { type FlightPlanSummary } from '../../src/domain/simulation/report'
import { stepProblems } from '../../src/domain/simulation/rules'
import { TEMPLATE_SEARCH_DEBOUNCE_MS } from '../../src/domain/template-library'
import { failureMessage } from '../event-params'
import { wizardStepOf } from '../wizard'

// Creating a phishing simulation (issue 25; 002 §2.6 last bullet, §2.9): the kind (one-time or smart), the
// templates (filtered by difficulty, category and provider; previewed) and the login page behind the link, the
// audience, the name and schedule (recurrence, send days, send hours, business days, start date), then a
// review with the flight plan — every recipient's send time in their own zone — and Launch. Next on a step
// that breaks a rule (the same ones the gateway checks) stays and shows why; Back keeps everything; a failed plan or
// launch keeps everything typed and says why.

export interface DirectoryOption {
  id: string
  name: string
}

export interface TemplateOption {
  id: string
  name: string
  subject: string
  fromName: string
  difficulty: string
  category: string
  provider: number
  html: string
}

export interface TemplateFilter {
  searchText: string
  difficulty: string
  category: string
  provider: string
}

export interface CreateOptions {
  loginPages: DirectoryOption[]
  departments: DirectoryOption[]
  groups: DirectoryOption[]
}

export interface SimulationCreateContext {
  /** Today in the admin's zone (YYYY-MM-DD): the page's clock, as its input. */
  today: string
  draft: SimulationDraft
  timeZone: string
  templates: TemplateOption[]
  filter: TemplateFilter
  previewId: string | null
  options: CreateOptions
  optionsSettled: boolean
  /** Names of the chosen users, for their chips. */
  chosenUsers: DirectoryOption[]
  /** Next was pressed on this step: its messages show from then on. */
  attempted: boolean
  plan: FlightPlanSummary | null
  failure: string | null
}

export interface SimulationCreateInput {
  timeZone: string
  /** The company's today (a plain date): the draft's name starts from it. */
  today: string
}

export type SimulationCreateEvent =
  | { type: 'kind.choose'; kind: SimulationKind }
  | { type: 'templates.filter'; filter: TemplateFilter }
  | { type: 'template.toggle'; templateId: string }
  | { type: 'template.preview'; templateId: string }
  /** A template the admin just made (the template editor): it joins the list, selected when there is room. */
  | { type: 'template.created'; template: TemplateOption }
  | { type: 'preview.close' }
  | { type: 'draft.change'; patch: Partial<SimulationDraft> }
  | { type: 'users.add'; user: DirectoryOption }
  | { type: 'users.remove'; userId: string }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'plan.retry' }
  | { type: 'launch' }

/** The wizard's steps as states, in the indicator's order (SIMULATION_CREATE_STEPS); the review is the last. */
export const SIMULATION_CREATE_STEP_STATES = [
  { editing: { step: 'kind' } },
  { editing: { step: 'templates' } },
  { editing: { step: 'audience' } },
  { editing: { step: 'schedule' } },
  'reviewing',
] as const
/** The step a snapshot of this flow is on; the launched flow stays on its review. */
export const simulationCreateStepOf = (value: StateValue) =>
  value === 'launched'
    ? SIMULATION_CREATE_STEP_STATES.length - 1
    : wizardStepOf(SIMULATION_CREATE_STEP_STATES, value)

const TEMPLATES_STEP = '#simulationCreate.editing.step.templates'
const SCHEDULE_STEP_ID = '#simulationCreate.editing.step.schedule'

const NO_FILTER: TemplateFilter = { searchText: '', difficulty: '', category: '', provider: '' }

export const simulationCreateMachine = setup({
  types: {
    context: {} as SimulationCreateContext,
    events: {} as SimulationCreateEvent,
    input: {} as SimulationCreateInput,
  },
  actors: {
    loadOptions: fromPromise<CreateOptions>(async () => ({ loginPages: [], departments: [], groups: [] })),
    loadTemplates: fromPromise<TemplateOption[], TemplateFilter>(async () => []),
    planFlight: fromPromise<FlightPlanSummary, SimulationPayload>(async () => ({
      recipients: 0,
      roundsTotal: 1,
      zones: [],
      items: [],
      totalCount: 0,
    })),
    launchCampaign: fromPromise<{ id: string }, SimulationPayload>(async () => ({ id: '' })),
  },
  delays: { templateSearchPause: TEMPLATE_SEARCH_DEBOUNCE_MS },
  guards: {
    stepReady: ({ context }, step: number) =>
      stepProblems(step, context.draft, context.timeZone, context.today).length === 0,
    optionsPending: ({ context }) => !context.optionsSettled,
    // The preview is modal: behind it nothing changes until it closes.
    notPreviewing: ({ context }) => context.previewId === null,
    // Templates are chosen among those listed.
    listedTemplate: ({ context }, templateId: string) =>
      context.previewId === null && context.templates.some((t) => t.id === templateId),
    onTemplatesStep: and([stateIn(TEMPLATES_STEP), 'notPreviewing']),
    // A typed change belongs to the step on screen (the kind and the templates have their own events).
    fitsStep: ({ context }, { step, patch }: { step: number; patch: Partial<SimulationDraft> }) =>
      context.previewId === null &&
      patchFitsStep(step, context.draft, patch) &&
      // Departments and groups are ticked from their own lists, so only listed ones can be chosen.
      (patch.departmentIds ?? []).every((id) => context.options.departments.some((d) => d.id === id)) &&
      (patch.groupIds ?? []).every((id) => context.options.groups.some((g) => g.id === id)) &&
      (!patch.loginPageId || context.options.loginPages.some((page) => page.id === patch.loginPageId)),
    // Users are picked when "Selected users" is chosen.
    canPickUser: ({ context }, user: DirectoryOption) =>
      context.draft.audience === 'USERS_SELECTED' && !context.draft.userIds.includes(user.id),
    hasChosenUser: ({ context }, userId: string) => context.draft.userIds.includes(userId),
  },
  actions: {
    setOptions: assign({ options: (_, options: CreateOptions) => options }),
    settleOptions: assign({ optionsSettled: true }),
    setTemplates: assign({ templates: (_, templates: TemplateOption[]) => templates }),
    setFilter: assign({ filter: (_, filter: TemplateFilter) => filter }),
    setKind: assign({ draft: ({ context }, kind: SimulationKind) => withKind(context.draft, kind) }),
    toggleTemplate: assign({
      draft: ({ context }, id: string) => ({
        ...context.draft,
        templateIds: toggleTemplate(context.draft.templateIds, id),
      }),
    }),
    setPreview: assign({ previewId: (_, id: string | null) => id }),
    addCreated: assign({
      templates: ({ context }, template: TemplateOption) => [
        template,
        ...context.templates.filter((t) => t.id !== template.id),
      ],
      draft: ({ context }, template: TemplateOption) =>
        context.draft.templateIds.includes(template.id)
          ? context.draft
          : { ...context.draft, templateIds: toggleTemplate(context.draft.templateIds, template.id) },
    }),
    patchDraft: assign({
      draft: ({ context }, patch: Partial<SimulationDraft>) => ({ ...context.draft, ...patch }),
    }),
    addUser: assign({
      draft: ({ context }, user: DirectoryOption) => ({
        ...context.draft,
        userIds: [...context.draft.userIds, user.id],
      }),
      chosenUsers: ({ context }, user: DirectoryOption) => [...context.chosenUsers, user],
    }),
    removeUser: assign({
      draft: ({ context }, id: string) => ({
        ...context.draft,
        userIds: context.draft.userIds.filter((u) => u !== id),
      }),
      chosenUsers: ({ context }, id: string) => context.chosenUsers.filter((user) => user.id !== id),
    }),
    markAttempted: assign({ attempted: true }),
    stepDone: assign({ attempted: false, failure: null }),
    clearFailure: assign({ failure: null }),
    setPlan: assign({ plan: (_, plan: FlightPlanSummary) => plan, failure: null }),
    clearPlan: assign({ plan: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    /** Provided by the app: a toast. */
    notify: (_, _title: string) => {},
    /** Provided by the app: back to the list. */
    leave: () => {},
  },
}).createMachine({
  id: 'simulationCreate',
  context: ({ input }) => ({
    today: input.today,
    draft: emptyDraft(defaultSimulationName(input.today)),
    timeZone: input.timeZone,
    templates: [],
    filter: NO_FILTER,
    previewId: null,
    options: { loginPages: [], departments: [], groups: [] },
    optionsSettled: false,
    chosenUsers: [],
    attempted: false,
    plan: null,
    failure: null,
  }),
  invoke: {
    id: 'loadOptions',
    src: 'loadOptions',
    // It answers once: the guard keeps a late second answer (which a real call never gives) from counting.
    onDone: {
      guard: 'optionsPending',
      actions: [{ type: 'setOptions', params: ({ event }) => event.output }, 'settleOptions'],
    },
    // A second failure (which a real call never gives) is heard and ignored, not left unhandled.
    onError: [
      { guard: 'optionsPending', actions: [{ type: 'setFailure', params: failureMessage }, 'settleOptions'] },
      {},
    ],
  },
  initial: 'editing',
  states: {
    editing: {
      tags: ['form'],
      type: 'parallel',
      on: {
        'preview.close': { guard: not('notPreviewing'), actions: { type: 'setPreview', params: null } },
      },
      states: {
        step: {
          initial: 'kind',
          states: {
            kind: {
              on: {
                'kind.choose': { actions: { type: 'setKind', params: ({ event }) => event.kind } },
                // The kind has no rule to break: one is always chosen.
                'step.next': { target: 'templates', actions: 'stepDone' },
              },
            },
            templates: {
              on: {
                'template.toggle': {
                  guard: { type: 'listedTemplate', params: ({ event }) => event.templateId },
                  actions: { type: 'toggleTemplate', params: ({ event }) => event.templateId },
                },
                'template.preview': {
                  guard: { type: 'listedTemplate', params: ({ event }) => event.templateId },
                  actions: { type: 'setPreview', params: ({ event }) => event.templateId },
                },
                'template.created': {
                  guard: 'notPreviewing',
                  actions: { type: 'addCreated', params: ({ event }) => event.template },
                },
                'draft.change': {
                  guard: { type: 'fitsStep', params: ({ event }) => ({ step: 1, patch: event.patch }) },
                  actions: { type: 'patchDraft', params: ({ event }) => event.patch },
                },
                'step.next': [
                  {
                    guard: and(['notPreviewing', { type: 'stepReady', params: 1 }]),
                    target: 'audience',
                    actions: 'stepDone',
                  },
                  { guard: 'notPreviewing', actions: 'markAttempted' },
                ],
                'step.back': { guard: 'notPreviewing', target: 'kind', actions: 'clearFailure' },
              },
            },
            audience: {
              on: {
                'users.add': {
                  guard: { type: 'canPickUser', params: ({ event }) => event.user },
                  actions: { type: 'addUser', params: ({ event }) => event.user },
                },
                'users.remove': {
                  guard: { type: 'hasChosenUser', params: ({ event }) => event.userId },
                  actions: { type: 'removeUser', params: ({ event }) => event.userId },
                },
                'draft.change': {
                  guard: { type: 'fitsStep', params: ({ event }) => ({ step: 2, patch: event.patch }) },
                  actions: { type: 'patchDraft', params: ({ event }) => event.patch },
                },
                'step.next': [
                  {
                    guard: and(['notPreviewing', { type: 'stepReady', params: 2 }]),
                    target: 'schedule',
                    actions: 'stepDone',
                  },
                  { guard: 'notPreviewing', actions: 'markAttempted' },
                ],
                'step.back': { guard: 'notPreviewing', target: 'templates', actions: 'clearFailure' },
              },
            },
            schedule: {
              on: {
                'draft.change': {
                  guard: { type: 'fitsStep', params: ({ event }) => ({ step: 3, patch: event.patch }) },
                  actions: { type: 'patchDraft', params: ({ event }) => event.patch },
                },
                'step.next': [
                  {
                    guard: and(['notPreviewing', { type: 'stepReady', params: 3 }]),
                    target: '#simulationCreate.reviewing',
                    actions: 'stepDone',
                  },
                  { guard: 'notPreviewing', actions: 'markAttempted' },
                ],
                'step.back': { guard: 'notPreviewing', target: 'audience', actions: 'clearFailure' },
              },
            },
          },
        },
        templateList: {
          initial: 'loadingTemplates',
          // The filter is set on the templates step; the list reloads in this region.
          on: {
            'templates.filter': {
              guard: 'onTemplatesStep',
              target: '.debouncing',
              reenter: true,
              actions: { type: 'setFilter', params: ({ event }) => event.filter },
            },
          },
          states: {
            loadingTemplates: {
              invoke: {
                id: 'loadTemplates',
                src: 'loadTemplates',
                input: ({ context }) => context.filter,
                onDone: {
                  target: 'idle',
                  actions: { type: 'setTemplates', params: ({ event }) => event.output },
                },
                onError: { target: 'idle', actions: { type: 'setFailure', params: failureMessage } },
              },
            },
            idle: {},
            // 002 §9: the template search waits 300 ms after typing pauses; a newer filter restarts the wait.
            debouncing: { after: { templateSearchPause: 'loadingTemplates' } },
          },
        },
      },
    },
    reviewing: {
      initial: 'planning',
      on: {
        'step.back': { target: SCHEDULE_STEP_ID, actions: ['clearFailure', 'clearPlan'] },
      },
      states: {
        planning: {
          tags: ['busy'],
          invoke: {
            id: 'planFlight',
            src: 'planFlight',
            input: ({ context }) => ({ ...context.draft, timeZone: context.timeZone }),
            onDone: { target: 'planned', actions: { type: 'setPlan', params: ({ event }) => event.output } },
            onError: { target: 'planFailed', actions: { type: 'setFailure', params: failureMessage } },
          },
        },
        planFailed: { on: { 'plan.retry': 'planning' } },
        planned: { on: { launch: 'launching' } },
        launching: {
          tags: ['busy'],
          on: { 'step.back': {} },
          invoke: {
            id: 'launchCampaign',
            src: 'launchCampaign',
            input: ({ context }) => ({ ...context.draft, timeZone: context.timeZone }),
            onDone: {
              target: '#simulationCreate.launched',
              actions: [{ type: 'notify', params: SIMULATION_TOASTS.launched }, 'leave'],
            },
            onError: { target: 'planned', actions: { type: 'setFailure', params: failureMessage } },
          },
        },
      },
    },
    launched: { type: 'final' },
  },
})
