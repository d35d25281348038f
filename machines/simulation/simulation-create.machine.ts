import { and, assign, fromPromise, not, setup } from 'xstate'
import {
  defaultSimulationName,
  emptyDraft,
  patchFitsStep,
  SIMULATION_TOASTS,
  stepProblems,
  toggleTemplate,
  withKind,
  type FlightPlanSummary,
  type SimulationDraft,
  type SimulationKind,
  type SimulationPayload,
} from '../../src/domain/phishing-simulation'
import { TEMPLATE_SEARCH_DEBOUNCE_MS } from '../../src/domain/template-library'
import { failureMessage } from '../event-params'

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
  step: number
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
    stepReady: ({ context }) =>
      stepProblems(context.step, context.draft, context.timeZone, context.today).length === 0,
    isLastFormStep: ({ context }) => context.step === 3,
    isFirstStep: ({ context }) => context.step === 0,
    onKindStep: ({ context }) => context.step === 0,
    optionsPending: ({ context }) => !context.optionsSettled,
    // The preview is modal: behind it nothing changes until it closes.
    notPreviewing: ({ context }) => context.previewId === null,
    // Templates are chosen on their step, among those listed.
    shownTemplate: ({ context }, templateId: string) =>
      context.step === 1 && context.previewId === null && context.templates.some((t) => t.id === templateId),
    onTemplatesStep: ({ context }) => context.step === 1 && context.previewId === null,
    // A typed change belongs to the step on screen (the kind and the templates have their own events).
    fitsStep: ({ context }, patch: Partial<SimulationDraft>) =>
      context.previewId === null &&
      patchFitsStep(context.step, context.draft, patch) &&
      // Departments and groups are ticked from their own lists, so only listed ones can be chosen.
      (patch.departmentIds ?? []).every((id) => context.options.departments.some((d) => d.id === id)) &&
      (patch.groupIds ?? []).every((id) => context.options.groups.some((g) => g.id === id)) &&
      (!patch.loginPageId || context.options.loginPages.some((page) => page.id === patch.loginPageId)),
    // Users are picked on the audience step, when "Selected users" is chosen.
    canPickUser: ({ context }, user: DirectoryOption) =>
      context.step === 2 &&
      context.draft.audience === 'USERS_SELECTED' &&
      !context.draft.userIds.includes(user.id),
    hasChosenUser: ({ context }, userId: string) =>
      context.step === 2 && context.draft.userIds.includes(userId),
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
    nextStep: assign({ step: ({ context }) => context.step + 1, attempted: false, failure: null }),
    previousStep: assign({ step: ({ context }) => Math.max(context.step - 1, 0), failure: null }),
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
    step: 0,
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
      initial: 'loadingTemplates',
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
      on: {
        'kind.choose': {
          guard: 'onKindStep',
          actions: { type: 'setKind', params: ({ event }) => event.kind },
        },
        'templates.filter': {
          guard: 'onTemplatesStep',
          target: '.debouncing',
          reenter: true,
          actions: { type: 'setFilter', params: ({ event }) => event.filter },
        },
        'template.toggle': {
          guard: { type: 'shownTemplate', params: ({ event }) => event.templateId },
          actions: { type: 'toggleTemplate', params: ({ event }) => event.templateId },
        },
        'template.preview': {
          guard: { type: 'shownTemplate', params: ({ event }) => event.templateId },
          actions: { type: 'setPreview', params: ({ event }) => event.templateId },
        },
        'preview.close': { guard: not('notPreviewing'), actions: { type: 'setPreview', params: null } },
        'template.created': {
          guard: 'onTemplatesStep',
          actions: { type: 'addCreated', params: ({ event }) => event.template },
        },
        'draft.change': {
          guard: { type: 'fitsStep', params: ({ event }) => event.patch },
          actions: { type: 'patchDraft', params: ({ event }) => event.patch },
        },
        'users.add': {
          guard: { type: 'canPickUser', params: ({ event }) => event.user },
          actions: { type: 'addUser', params: ({ event }) => event.user },
        },
        'users.remove': {
          guard: { type: 'hasChosenUser', params: ({ event }) => event.userId },
          actions: { type: 'removeUser', params: ({ event }) => event.userId },
        },
        'step.next': [
          {
            guard: and(['notPreviewing', 'stepReady', 'isLastFormStep']),
            target: 'reviewing',
            actions: 'nextStep',
          },
          { guard: and(['notPreviewing', 'stepReady']), actions: 'nextStep' },
          { guard: 'notPreviewing', actions: 'markAttempted' },
        ],
        'step.back': { guard: and(['notPreviewing', not('isFirstStep')]), actions: 'previousStep' },
      },
    },
    reviewing: {
      initial: 'planning',
      on: {
        'step.back': { target: 'editing', actions: ['previousStep', 'clearPlan'] },
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
