import { assign, fromPromise, setup } from 'xstate'
import type { StoredTemplate } from '../../src/domain/template-payload'
import { failureMessage } from '../event-params'

// The template preview dialog (002 §2.4): the template's name, legend, the four answers and the email or SMS
// preview; Show/Hide Callouts, and the callouts one at a time, Next cycling through them.

export interface TemplatePreviewContext {
  templateId: string | null
  template: StoredTemplate | null
  showCallouts: boolean
  /** Index into the template's callouts, in their order. */
  callout: number
  failure: string | null
}

export type TemplatePreviewEvent =
  | { type: 'preview.open'; templateId: string }
  | { type: 'preview.close' }
  | { type: 'preview.retry' }
  | { type: 'callouts.toggle' }
  | { type: 'callouts.next' }

export const templatePreviewMachine = setup({
  types: { context: {} as TemplatePreviewContext, events: {} as TemplatePreviewEvent },
  actors: {
    loadTemplate: fromPromise<StoredTemplate, { templateId: string }>(async () => {
      throw new Error('loadTemplate not provided')
    }),
  },
  guards: {
    hasCallouts: ({ context }) => (context.template?.callouts.length ?? 0) > 0,
  },
  actions: {
    openPreview: assign({
      templateId: (_, templateId: string) => templateId,
      template: null,
      showCallouts: true,
      callout: 0,
      failure: null,
    }),
    setTemplate: assign({ template: (_, template: StoredTemplate) => template }),
    setFailure: assign({ failure: (_, message: string) => message }),
    toggleCallouts: assign({ showCallouts: ({ context }) => !context.showCallouts }),
    /** The next callout, round again after the last; shown even if they were hidden. */
    nextCallout: assign({
      callout: ({ context }) => (context.callout + 1) % context.template!.callouts.length,
      showCallouts: true,
    }),
  },
}).createMachine({
  id: 'templatePreview',
  context: { templateId: null, template: null, showCallouts: true, callout: 0, failure: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'preview.open': {
          target: 'loading',
          actions: { type: 'openPreview', params: ({ event }) => event.templateId },
        },
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadTemplate',
        src: 'loadTemplate',
        input: ({ context }) => ({ templateId: context.templateId! }),
        onDone: { target: 'open', actions: { type: 'setTemplate', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
      on: { 'preview.close': 'closed' },
    },
    failed: { on: { 'preview.retry': 'loading', 'preview.close': 'closed' } },
    open: {
      on: {
        'preview.close': 'closed',
        'callouts.toggle': { actions: 'toggleCallouts' },
        'callouts.next': {
          guard: 'hasCallouts',
          actions: 'nextCallout',
        },
      },
    },
  },
})
