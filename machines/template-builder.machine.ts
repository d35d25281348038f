import { assign, fromPromise, setup } from 'xstate'
import {
  bodyCalloutErrors,
  calloutsValid,
  headerCalloutError,
  visibleText,
  type BodyCallout,
} from '../src/domain/template-callouts'
import {
  backstoryValid,
  emptyBackstory,
  headerValid,
  LAST_STEP,
  nameError,
  nextStep,
  previousStep,
  senderValid,
  smsBodyError,
  TEMPLATE_DEFAULTS,
  TEMPLATE_TEXTS,
  type Backstory,
  type EmailHeader,
  type LayoutType,
  type SmsSender,
  type TemplateBody,
} from '../src/domain/template'
import { failureMessage } from './event-params'

// The five-step template builder (002 §2.4, §4 "Template builder", §5). Email: Email Header, Email Body,
// Backstory, Callouts, Preview & Save; SMS: Sender, Message, Backstory, Callouts, Preview & Save. The step index
// runs 0–4: each step's submit saves its values into the draft and moves on (Next wraps past the last step),
// Back stops at 0. Next is refused while the step's form is invalid, while the email editor loads, or while the
// SMS body is empty. Opening with a template id loads it into every step; closing resets the draft; a
// successful save closes the builder with "Template created successfully." / "Template updated successfully.";
// a failed one keeps the draft and says why.

export interface CalloutsDraft {
  headerOn: boolean
  headerText: string
  bodyOn: boolean
  body: BodyCallout[]
}

export interface TemplateDraft {
  id: string | null
  layout: LayoutType
  name: string
  header: EmailHeader
  sender: SmsSender
  body: TemplateBody
  backstory: Backstory
  callouts: CalloutsDraft
  thumbnailUrl: string | null
}

export interface TemplateBuilderContext {
  step: number
  draft: TemplateDraft
  /** The email designer loads when the builder opens; Next waits for it on the body step. */
  editor: 'loading' | 'ready' | 'failed'
  error: string | null
}

export type TemplateBuilderEvent =
  | { type: 'builder.open'; layout: LayoutType; templateId: string | null }
  | { type: 'builder.close' }
  | { type: 'builder.retry' }
  | { type: 'step.back' }
  | { type: 'header.submit'; header: EmailHeader }
  | { type: 'sender.submit'; sender: SmsSender }
  | { type: 'body.submit'; body: TemplateBody }
  | { type: 'backstory.submit'; backstory: Backstory }
  | { type: 'callouts.submit'; callouts: CalloutsDraft }
  | { type: 'builder.save'; name: string; thumbnailUrl: string | null }
  | { type: 'editor.ready' }
  | { type: 'editor.failed' }

/** A new draft: choosing SMS puts the default SMS text in the body and no design data. */
export function freshDraft(layout: LayoutType): TemplateDraft {
  return {
    id: null,
    layout,
    name: '',
    header: { ...TEMPLATE_DEFAULTS.header },
    sender: { ...TEMPLATE_DEFAULTS.sender },
    body:
      layout === 'SMS'
        ? { html: TEMPLATE_DEFAULTS.smsText, designData: null }
        : { html: TEMPLATE_DEFAULTS.emailHtml, designData: null },
    backstory: emptyBackstory(),
    callouts: { headerOn: false, headerText: '', bodyOn: false, body: [] },
    thumbnailUrl: null,
  }
}

const calloutsOk = (draft: TemplateDraft, callouts: CalloutsDraft) =>
  calloutsValid(
    callouts.bodyOn ? bodyCalloutErrors(callouts.body, visibleText(draft.body.html)) : [],
    headerCalloutError(callouts.headerOn, callouts.headerText),
  )

export const templateBuilderMachine = setup({
  types: {
    context: {} as TemplateBuilderContext,
    events: {} as TemplateBuilderEvent,
  },
  actors: {
    loadTemplate: fromPromise<TemplateDraft, { templateId: string }>(async () => {
      throw new Error('loadTemplate not provided')
    }),
    saveTemplate: fromPromise<void, TemplateDraft>(async () => undefined),
  },
  guards: {
    hasId: (_, templateId: string | null) => templateId !== null,
    headerOk: ({ context }, header: EmailHeader) =>
      context.step === 0 && context.draft.layout === 'EMAIL' && headerValid(header),
    senderOk: ({ context }, sender: SmsSender) =>
      context.step === 0 && context.draft.layout === 'SMS' && senderValid(sender),
    bodyOk: ({ context }, body: TemplateBody) =>
      context.step === 1 &&
      (context.draft.layout === 'EMAIL' ? context.editor === 'ready' : smsBodyError(body.html) === null),
    backstoryOk: ({ context }, backstory: Backstory) => context.step === 2 && backstoryValid(backstory),
    calloutsOk: ({ context }, callouts: CalloutsDraft) =>
      context.step === 3 && calloutsOk(context.draft, callouts),
    nameOk: ({ context }, name: string) => context.step === LAST_STEP && nameError(name) === null,
    isNew: ({ context }) => context.draft.id === null,
  },
  actions: {
    start: assign((_, params: { layout: LayoutType; templateId: string | null }) => ({
      step: 0,
      draft: { ...freshDraft(params.layout), id: params.templateId },
      editor: params.layout === 'EMAIL' ? ('loading' as const) : ('ready' as const),
      error: null,
    })),
    setDraft: assign({ draft: (_, draft: TemplateDraft) => draft, error: null }),
    patchDraft: assign({
      draft: ({ context }, patch: Partial<TemplateDraft>) => ({ ...context.draft, ...patch }),
      step: ({ context }) => nextStep(context.step),
      error: null,
    }),
    back: assign({ step: ({ context }) => previousStep(context.step) }),
    editorReady: assign({ editor: 'ready' as const }),
    editorFailed: assign({ editor: 'failed' as const }),
    setError: assign({ error: (_, message: string) => message }),
    /** Provided by the app: a toast. */
    notify: (_, _title: string) => {},
  },
}).createMachine({
  id: 'templateBuilder',
  context: { step: 0, draft: freshDraft('EMAIL'), editor: 'loading', error: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'builder.open': [
          {
            guard: { type: 'hasId', params: ({ event }) => event.templateId },
            target: 'loading',
            actions: { type: 'start', params: ({ event }) => event },
          },
          { target: 'editing', actions: { type: 'start', params: ({ event }) => event } },
        ],
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadTemplate',
        src: 'loadTemplate',
        input: ({ context }) => ({ templateId: context.draft.id! }),
        onDone: { target: 'editing', actions: { type: 'setDraft', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'setError', params: failureMessage } },
      },
      on: { 'builder.close': 'closed' },
    },
    loadFailed: { on: { 'builder.retry': 'loading', 'builder.close': 'closed' } },
    editing: {
      on: {
        'builder.close': 'closed',
        'editor.ready': { actions: 'editorReady' },
        'editor.failed': { actions: 'editorFailed' },
        'step.back': { actions: 'back' },
        'header.submit': {
          guard: { type: 'headerOk', params: ({ event }) => event.header },
          actions: { type: 'patchDraft', params: ({ event }) => ({ header: event.header }) },
        },
        'sender.submit': {
          guard: { type: 'senderOk', params: ({ event }) => event.sender },
          actions: { type: 'patchDraft', params: ({ event }) => ({ sender: event.sender }) },
        },
        'body.submit': {
          guard: { type: 'bodyOk', params: ({ event }) => event.body },
          actions: { type: 'patchDraft', params: ({ event }) => ({ body: event.body }) },
        },
        'backstory.submit': {
          guard: { type: 'backstoryOk', params: ({ event }) => event.backstory },
          actions: { type: 'patchDraft', params: ({ event }) => ({ backstory: event.backstory }) },
        },
        'callouts.submit': {
          guard: { type: 'calloutsOk', params: ({ event }) => event.callouts },
          actions: { type: 'patchDraft', params: ({ event }) => ({ callouts: event.callouts }) },
        },
        'builder.save': {
          guard: { type: 'nameOk', params: ({ event }) => event.name },
          target: 'saving',
          actions: assign({
            draft: ({ context, event }) => ({
              ...context.draft,
              name: event.name.trim(),
              thumbnailUrl: event.thumbnailUrl,
            }),
            error: null,
          }),
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveTemplate',
        src: 'saveTemplate',
        input: ({ context }) => context.draft,
        onDone: [
          { guard: 'isNew', target: 'closed', actions: { type: 'notify', params: TEMPLATE_TEXTS.created } },
          { target: 'closed', actions: { type: 'notify', params: TEMPLATE_TEXTS.updated } },
        ],
        onError: { target: 'editing', actions: { type: 'setError', params: failureMessage } },
      },
    },
  },
})
