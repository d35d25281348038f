import { assign, fromPromise, setup } from 'xstate'
import {
  emptySimulationTemplate,
  SIMULATION_TEMPLATE_TEXTS,
  SimulationTemplateRules,
  type SimulationTemplateBody,
} from '../../src/domain/simulation/template'
import type { TemplateBody } from '../../src/domain/template'
import type { TemplateOption } from './simulation-create.machine'
import { holds } from '../../src/domain/field-problems'
import { failureMessage } from '../event-params'

// A company's own simulation template (issue 25), made from the simulation create flow's Templates step: the
// sender, subject, difficulty, category and provider beside the email designer the exercise builder uses. Save
// checks the fields and the %url_tag% link (its messages show once Save was tried); the gateway sanitises with
// the builder's policy and checks again. A saved template is handed to the create flow, which selects it;
// a refused save keeps everything typed and says why.

export interface SimulationTemplateEditorContext {
  draft: SimulationTemplateBody
  /** The designer's project, so its content survives re-renders; not stored with the template. */
  designData: string | null
  editor: 'loading' | 'ready' | 'failed'
  /** Bumped when the body is replaced from outside the designer (a fresh open), so it reloads its content. */
  bodyRevision: number
  attempted: boolean
  error: string | null
}

export type SimulationTemplateEditorEvent =
  | { type: 'editor.open' }
  | { type: 'field.change'; patch: Partial<Omit<SimulationTemplateBody, 'html'>> }
  | { type: 'body.change'; body: TemplateBody }
  | { type: 'editor.ready' }
  | { type: 'editor.failed' }
  | { type: 'save' }
  | { type: 'cancel' }

const isValid = (draft: SimulationTemplateBody) => holds(SimulationTemplateRules, draft)

export const simulationTemplateEditorMachine = setup({
  types: {
    context: {} as SimulationTemplateEditorContext,
    events: {} as SimulationTemplateEditorEvent,
  },
  actors: {
    saveTemplate: fromPromise<TemplateOption, SimulationTemplateBody>(async () => {
      throw new Error('saveTemplate is provided by the app')
    }),
  },
  guards: {
    isValid: ({ context }) => isValid(context.draft),
    isDesignerLoading: ({ context }) => context.editor === 'loading',
    // A designer that failed to load is not on screen: nothing can change the body.
    hasDesigner: ({ context }) => context.editor !== 'failed',
  },
  actions: {
    reset: assign({
      draft: () => emptySimulationTemplate(),
      designData: null,
      editor: 'loading' as const,
      bodyRevision: ({ context }) => context.bodyRevision + 1,
      attempted: false,
      error: null,
    }),
    patch: assign({
      draft: ({ context }, patch: Partial<Omit<SimulationTemplateBody, 'html'>>) => ({
        ...context.draft,
        ...patch,
      }),
    }),
    setBody: assign({
      draft: ({ context }, body: TemplateBody) => ({ ...context.draft, html: body.html }),
      designData: (_, body: TemplateBody) => body.designData,
    }),
    setEditor: assign({ editor: (_, editor: 'ready' | 'failed') => editor }),
    markAttempted: assign({ attempted: true }),
    setError: assign({ error: (_, message: string) => message }),
    clearError: assign({ error: null }),
    /** Provided by the app: a toast. */
    notify: (_, _title: string) => {},
    /** Provided by the app: the create flow gets the new template (and selects it). */
    created: (_, _template: TemplateOption) => {},
  },
}).createMachine({
  id: 'simulationTemplateEditor',
  context: {
    draft: emptySimulationTemplate(),
    designData: null,
    editor: 'loading',
    bodyRevision: 0,
    attempted: false,
    error: null,
  },
  initial: 'closed',
  states: {
    closed: { on: { 'editor.open': { target: 'editing', actions: 'reset' } } },
    editing: {
      tags: ['form'],
      on: {
        'field.change': { actions: { type: 'patch', params: ({ event }) => event.patch } },
        'body.change': {
          guard: 'hasDesigner',
          actions: { type: 'setBody', params: ({ event }) => event.body },
        },
        'editor.ready': { guard: 'isDesignerLoading', actions: { type: 'setEditor', params: 'ready' } },
        'editor.failed': { guard: 'isDesignerLoading', actions: { type: 'setEditor', params: 'failed' } },
        save: [{ guard: 'isValid', target: 'saving', actions: 'clearError' }, { actions: 'markAttempted' }],
        cancel: 'closed',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveTemplate',
        src: 'saveTemplate',
        input: ({ context }) => context.draft,
        onDone: {
          target: 'closed',
          actions: [
            { type: 'notify', params: SIMULATION_TEMPLATE_TEXTS.created },
            { type: 'created', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'editing', actions: { type: 'setError', params: failureMessage } },
      },
    },
  },
})
