import { fromCallback, sendParent, sendTo, setup, type StateValue } from 'xstate'
import { simulationDraftStarted } from '../../src/domain/simulation/report'
import {
  simulationCreateMachine,
  simulationCreateStepOf,
  type TemplateOption,
} from './simulation-create.machine'
import { simulationTemplateEditorMachine } from './simulation-template-editor.machine'
import { userSearchMachine } from '../exercise/user-search.machine'

// The page /phishing-simulation-create as one machine: it starts the create flow, the learner search and the
// custom template editor, and owns what joins them. A template saved in the editor is handed to the create flow
// (it joins the list, selected when there is room); while a draft is under way past its first step, the browser
// asks before the tab is closed or reloaded (as the exercise wizard does, 002 §2.6).

export interface SimulationCreateScreenInput {
  timeZone: string
  /** The company's today (YYYY-MM-DD), from the clock the page was opened with. */
  today: string
}

/** What the create flow's snapshot says to the page (`xstate.snapshot.flow`, sent by XState on every change). */
export interface FlowSnapshotEvent {
  type: 'xstate.snapshot.flow'
  snapshot: { value: StateValue }
}

export type SimulationCreateScreenEvent =
  | FlowSnapshotEvent
  /** From the editor: a template was saved. */
  | { type: 'template.saved'; template: TemplateOption }

/** The step the flow is on (its state); null for a snapshot without one (a stand-in child). */
const stepOf = (event: FlowSnapshotEvent) =>
  event.snapshot.value === undefined ? null : simulationCreateStepOf(event.snapshot.value)

/** The editor as a child of this page: every template it saves is reported here. */
export const reportingTemplates = (editor: typeof simulationTemplateEditorMachine) =>
  editor.provide({
    actions: {
      created: sendParent((_, template: TemplateOption) => ({ type: 'template.saved' as const, template })),
    },
  })

export const simulationCreateScreenMachine = setup({
  types: {
    context: {} as SimulationCreateScreenInput,
    events: {} as SimulationCreateScreenEvent,
    input: {} as SimulationCreateScreenInput,
  },
  actors: {
    flow: simulationCreateMachine,
    userSearch: userSearchMachine,
    templateEditor: reportingTemplates(simulationTemplateEditorMachine),
    /** Provided by the app: the browser's "leave site?" prompt while it runs. */
    leaveGuard: fromCallback(() => {}),
  },
  guards: {
    started: (_, event: FlowSnapshotEvent) => {
      const step = stepOf(event)
      return step !== null && simulationDraftStarted(step)
    },
    notStarted: (_, event: FlowSnapshotEvent) => {
      const step = stepOf(event)
      return step !== null && !simulationDraftStarted(step)
    },
  },
  actions: {
    handToFlow: sendTo('flow', (_, template: TemplateOption) => ({
      type: 'template.created' as const,
      template,
    })),
  },
}).createMachine({
  id: 'simulationCreateScreen',
  context: ({ input }) => input,
  invoke: [
    {
      id: 'flow',
      src: 'flow',
      input: ({ context }) => ({ timeZone: context.timeZone, today: context.today }),
      // Asks XState to send the flow's every snapshot here; the states below read them.
      onSnapshot: {},
    },
    { id: 'userSearch', src: 'userSearch' },
    { id: 'templateEditor', src: 'templateEditor' },
  ],
  on: {
    'template.saved': { actions: { type: 'handToFlow', params: ({ event }) => event.template } },
  },
  initial: 'free',
  states: {
    free: {
      on: {
        'xstate.snapshot.flow': {
          guard: { type: 'started', params: ({ event }) => event },
          target: 'guarded',
        },
      },
    },
    // A launched simulation leaves the page; its flow stops, and the prompt with it.
    guarded: {
      invoke: { id: 'leaveGuard', src: 'leaveGuard' },
      on: {
        'xstate.snapshot.flow': {
          guard: { type: 'notStarted', params: ({ event }) => event },
          target: 'free',
        },
      },
    },
  },
})
