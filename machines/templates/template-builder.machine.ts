import { and, assign, fromPromise, setup, stateIn, type StateValue } from 'xstate'
import {
  bodyCalloutRules,
  CALLOUT_CHECK_DEBOUNCE_MS,
  headerCalloutError,
  visibleText,
  type BodyCallout,
} from '../../src/domain/template-callouts'
import {
  backstoryValid,
  headerValid,
  nameError,
  senderValid,
  smsBodyError,
  freshDraft,
  TEMPLATE_TEXTS,
  type Backstory,
  type CalloutsDraft,
  type EmailHeader,
  type LayoutType,
  type SmsSender,
  type TemplateBody,
  type TemplateDraft,
} from '../../src/domain/template'
import type { TemplateCardItem } from '../../src/domain/template-library'
import { holds } from '../../src/domain/field-problems'
import { failureMessage } from '../event-params'
import { wizardStepOf } from '../wizard'

// The five-step template builder (002 §2.4, §4 "Template builder", §5). Email: Email Header, Email Body,
// Backstory, Callouts, Preview & Save; SMS: Sender, Message, Backstory, Callouts, Preview & Save.
// Each step edits its part of the draft as the admin types, so the live preview on the left always shows what
// is on screen; Next checks the step's part and moves on (the last step has Save instead; Back stops at the first).
// The steps are states (the one wizard pattern, machines/wizard.ts); the header and the body cannot be left while
// they break a rule, so Next is not offered there; elsewhere a refused Next marks the step attempted, which is when
// its messages show. The email designer loads when the
// builder opens and Next waits for it on the body step. Callout highlights follow the anchors 500 ms after the
// last change. Opening with a template id loads it into every step; closing resets the draft; a successful save
// closes the builder with "Template created successfully." / "Template updated successfully."; a failed one
// keeps the draft and says why.

export interface TemplateBuilderContext {
  draft: TemplateDraft
  /** The email designer loads when the builder opens; Next waits for it on the body step. */
  editor: 'loading' | 'ready' | 'failed'
  /** Bumped when the body is replaced from outside the designer (load, import), so it reloads its content. */
  bodyRevision: number
  /** Next was refused on this step: its messages show. */
  attempted: boolean
  /** Header and sender fields the admin has changed: their messages show before Next is tried (issue 24). */
  touched: string[]
  /** The anchors the preview highlights: the callouts as they were 500 ms after the last change. */
  highlighted: BodyCallout[]
  error: string | null
  importError: string | null
  thumbnailError: string | null
  /** The template being updated no longer exists (deleted elsewhere): offer to save it as a new one. */
  gone: boolean
}

export type TemplateBuilderEvent =
  | { type: 'builder.create' }
  | { type: 'type.select'; layout: LayoutType }
  | { type: 'type.continue' }
  | { type: 'builder.open'; layout: LayoutType; templateId: string | null }
  | { type: 'builder.close' }
  | { type: 'builder.retry' }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.goto'; step: number }
  | { type: 'header.change'; header: EmailHeader }
  | { type: 'sender.change'; sender: SmsSender }
  | { type: 'body.change'; body: TemplateBody }
  | { type: 'backstory.change'; backstory: Backstory }
  | { type: 'callouts.change'; callouts: CalloutsDraft }
  | { type: 'name.change'; name: string }
  | { type: 'thumbnail.pick'; file: File }
  | { type: 'thumbnail.remove' }
  | { type: 'import.open' }
  | { type: 'import.cancel' }
  | { type: 'import.submit'; html: string }
  | { type: 'builder.save' }
  | { type: 'builder.saveAsNew' }
  | { type: 'editor.ready' }
  | { type: 'editor.failed' }

export const draftCalloutsValid = (draft: TemplateDraft) =>
  headerCalloutError(draft.callouts.headerOn, draft.callouts.headerText) === null &&
  (!draft.callouts.bodyOn || holds(bodyCalloutRules(visibleText(draft.body.html)), draft.callouts.body))

/** The builder's steps as states, in the sidebar's order (BUILDER_STEPS); the first is the header or the sender. */
export const TEMPLATE_BUILDER_STEP_STATES = [
  { editing: { step: 'header' } },
  { editing: { step: 'body' } },
  { editing: { step: 'backstory' } },
  { editing: { step: 'callouts' } },
  { editing: { step: 'preview' } },
] as const
/** The step the builder shows: a save runs from the last one; 0 while it is closed or loading. */
export const templateBuilderStepOf = (value: StateValue) =>
  value === 'saving'
    ? TEMPLATE_BUILDER_STEP_STATES.length - 1
    : Math.max(0, wizardStepOf(TEMPLATE_BUILDER_STEP_STATES, value))

const ON = {
  header: '#templateBuilder.editing.step.header',
  body: '#templateBuilder.editing.step.body',
  callouts: '#templateBuilder.editing.step.callouts',
  preview: '#templateBuilder.editing.step.preview',
} as const
/** Nothing modal is open over the step (the import dialog, a thumbnail being read). */
const FORM_IDLE = stateIn('#templateBuilder.editing.form.idle')

/** Whether a step may be left with Next (002 §4). */
export function stepValid(step: number, context: Pick<TemplateBuilderContext, 'draft' | 'editor'>): boolean {
  const { draft } = context
  switch (step) {
    case 0:
      return draft.layout === 'EMAIL' ? headerValid(draft.header) : senderValid(draft.sender)
    case 1:
      return draft.layout === 'EMAIL' ? context.editor === 'ready' : smsBodyError(draft.body.html) === null
    case 2:
      return backstoryValid(draft.backstory)
    case 3:
      return draftCalloutsValid(draft)
    default:
      return nameError(draft.name) === null
  }
}

/** The fields of a form whose value an edit changed. */
function changedKeys<T extends object>(before: T, after: T): string[] {
  return (Object.keys(after) as (keyof T)[]).filter((key) => before[key] !== after[key]).map(String)
}

/** The callouts change on their step; the highlights follow after a pause. */
const calloutsChange = {
  guard: stateIn(ON.callouts),
  target: 'pending',
  reenter: true,
  actions: {
    type: 'patchDraft',
    params: ({ event }: { event: TemplateBuilderEvent }) => ({
      callouts: (event as Extract<TemplateBuilderEvent, { type: 'callouts.change' }>).callouts,
    }),
  },
} as const

export const templateBuilderMachine = setup({
  types: {
    context: {} as TemplateBuilderContext,
    events: {} as TemplateBuilderEvent,
  },
  actors: {
    loadTemplate: fromPromise<TemplateDraft, { templateId: string }>(async () => {
      throw new Error('loadTemplate not provided')
    }),
    /** Answers with the new template's card, or null when a stored one was updated. */
    saveTemplate: fromPromise<TemplateCardItem | null, TemplateDraft>(async () => null),
    /** Sanitises imported HTML; fails with "Invalid HTML input" when nothing usable is left. */
    importHtml: fromPromise<string, { html: string }>(async ({ input }) => input.html),
    /** Reads a chosen thumbnail's first bytes and size; fails with the spec's message. */
    checkThumbnail: fromPromise<File, { file: File }>(async ({ input }) => input.file),
  },
  guards: {
    hasId: (_, templateId: string | null) => templateId !== null,
    stepValid: ({ context }, step: number) => stepValid(step, context),
    /** A step chosen in the sidebar. */
    asked: ({ event }, step: number) => event.type === 'step.goto' && event.step === step,
    isNew: ({ context }) => context.draft.id === null,
    layoutIs: ({ context }, layout: LayoutType) => context.draft.layout === layout,
    /** This template was deleted elsewhere; it can be saved as a new one. */
    wasDeleted: ({ context }) => context.gone,
    /** The update found no template: it was deleted elsewhere. */
    isGone: ({ context, event }) =>
      context.draft.id !== null && (event as { error?: { status?: number } }).error?.status === 404,
  },
  actions: {
    start: assign((_, params: { layout: LayoutType; templateId: string | null }) => ({
      draft: { ...freshDraft(params.layout), id: params.templateId },
      editor: params.layout === 'EMAIL' ? ('loading' as const) : ('ready' as const),
      attempted: false,
      touched: [],
      highlighted: [],
      error: null,
      importError: null,
      thumbnailError: null,
      gone: false,
    })),
    loaded: assign(({ context }, draft: TemplateDraft) => ({
      draft,
      highlighted: draft.callouts.body,
      bodyRevision: context.bodyRevision + 1,
      error: null,
    })),
    /** A new step shows: its messages wait for its own Next. */
    stepChanged: assign({ attempted: false }),
    refuse: assign({ attempted: true }),
    touch: assign({
      touched: ({ context }, keys: string[]) => [...new Set([...context.touched, ...keys])],
    }),
    highlight: assign({ highlighted: ({ context }) => context.draft.callouts.body }),
    editorReady: assign({ editor: 'ready' as const }),
    editorFailed: assign({ editor: 'failed' as const }),
    setError: assign({ error: (_, message: string) => message }),
    newDraft: assign({ draft: (_, layout: LayoutType) => freshDraft(layout) }),
    /** The step on screen changes its own part of the draft; the live preview follows. */
    patchDraft: assign({
      draft: ({ context }, patch: Partial<TemplateDraft>) => ({ ...context.draft, ...patch }),
    }),
    removeThumbnail: assign({
      draft: ({ context }) => ({ ...context.draft, thumbnailUrl: null, thumbnailFile: null }),
      thumbnailError: null,
    }),
    asNew: assign({ draft: ({ context }) => ({ ...context.draft, id: null }), gone: false }),
    clearImportError: assign({ importError: null }),
    /** Imported HTML replaces the body; the designer reloads it (a new body revision). */
    setImported: assign({
      draft: ({ context }, html: string) => ({ ...context.draft, body: { html, designData: null } }),
      bodyRevision: ({ context }) => context.bodyRevision + 1,
      importError: null,
    }),
    setImportError: assign({ importError: (_, message: string) => message }),
    setThumbnail: assign({
      draft: ({ context }, file: File) => ({ ...context.draft, thumbnailFile: file }),
      thumbnailError: null,
    }),
    setThumbnailError: assign({ thumbnailError: (_, message: string) => message }),
    markGone: assign({ error: TEMPLATE_TEXTS.gone, gone: true }),
    /** Provided by the app: a toast. */
    notify: (_, _title: string) => {},
    /** Provided by the page that opened the builder: what was saved (a new template's card, or null). */
    reportSaved: (_, _created: TemplateCardItem | null) => {},
  },
}).createMachine({
  id: 'templateBuilder',
  context: {
    draft: freshDraft('EMAIL'),
    editor: 'loading',
    bodyRevision: 0,
    attempted: false,
    touched: [],
    highlighted: [],
    error: null,
    importError: null,
    thumbnailError: null,
    gone: false,
  },
  initial: 'closed',
  states: {
    closed: {
      on: {
        // 002 §2.4: a new template starts with the type dialog (Email or SMS cards, then Continue).
        'builder.create': {
          target: 'choosingType',
          actions: { type: 'newDraft', params: 'EMAIL' },
        },
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
    choosingType: {
      on: {
        'type.select': { actions: { type: 'newDraft', params: ({ event }) => event.layout } },
        'type.continue': {
          target: 'editing',
          actions: {
            type: 'start',
            params: ({ context }) => ({ layout: context.draft.layout, templateId: null }),
          },
        },
        'builder.close': 'closed',
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadTemplate',
        src: 'loadTemplate',
        input: ({ context }) => ({ templateId: context.draft.id! }),
        onDone: { target: 'editing', actions: { type: 'loaded', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'setError', params: failureMessage } },
      },
      on: { 'builder.close': 'closed' },
    },
    loadFailed: { on: { 'builder.retry': 'loading', 'builder.close': 'closed' } },
    editing: {
      type: 'parallel',
      on: {
        'editor.ready': { actions: 'editorReady' },
        'editor.failed': { actions: 'editorFailed' },
      },
      states: {
        form: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'builder.close': '#templateBuilder.closed',
                'header.change': {
                  guard: and([stateIn(ON.header), { type: 'layoutIs', params: 'EMAIL' }]),
                  actions: [
                    {
                      type: 'touch',
                      params: ({ context, event }) => changedKeys(context.draft.header, event.header),
                    },
                    { type: 'patchDraft', params: ({ event }) => ({ header: event.header }) },
                  ],
                },
                'sender.change': {
                  guard: and([stateIn(ON.header), { type: 'layoutIs', params: 'SMS' }]),
                  actions: [
                    {
                      type: 'touch',
                      params: ({ context, event }) => changedKeys(context.draft.sender, event.sender),
                    },
                    { type: 'patchDraft', params: ({ event }) => ({ sender: event.sender }) },
                  ],
                },
                'body.change': {
                  guard: stateIn(ON.body),
                  actions: { type: 'patchDraft', params: ({ event }) => ({ body: event.body }) },
                },
                'backstory.change': {
                  guard: stateIn('#templateBuilder.editing.step.backstory'),
                  actions: { type: 'patchDraft', params: ({ event }) => ({ backstory: event.backstory }) },
                },
                'name.change': {
                  guard: stateIn(ON.preview),
                  actions: { type: 'patchDraft', params: ({ event }) => ({ name: event.name }) },
                },
                'thumbnail.remove': {
                  guard: stateIn(ON.preview),
                  actions: 'removeThumbnail',
                },
                'builder.saveAsNew': {
                  guard: 'wasDeleted',
                  target: '#templateBuilder.saving',
                  actions: 'asNew',
                },
                'import.open': {
                  guard: and([stateIn(ON.body), { type: 'layoutIs', params: 'EMAIL' }]),
                  target: 'importing',
                  actions: 'clearImportError',
                },
                'thumbnail.pick': {
                  guard: stateIn(ON.preview),
                  target: 'checkingThumbnail',
                },
              },
            },
            importing: {
              initial: 'open',
              // The import dialog is modal over the builder: the step behind it cannot be edited or closed.
              on: { 'import.cancel': 'idle' },
              states: {
                open: { on: { 'import.submit': 'checking' } },
                checking: {
                  invoke: {
                    id: 'importHtml',
                    src: 'importHtml',
                    input: ({ event }) => ({ html: (event as { html: string }).html }),
                    onDone: {
                      target: '#templateBuilder.editing.form.idle',
                      actions: { type: 'setImported', params: ({ event }) => event.output },
                    },
                    onError: {
                      target: 'open',
                      actions: { type: 'setImportError', params: failureMessage },
                    },
                  },
                },
              },
            },
            checkingThumbnail: {
              on: { 'builder.close': '#templateBuilder.closed' },
              invoke: {
                id: 'checkThumbnail',
                src: 'checkThumbnail',
                input: ({ event }) => ({ file: (event as { file: File }).file }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'setThumbnail', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'setThumbnailError', params: failureMessage },
                },
              },
            },
          },
        },
        // The step on screen; the form region above takes only the edits of this step.
        step: {
          initial: 'header',
          states: {
            // The header (email) or the sender (SMS): Next is offered once its fields keep the rules.
            header: {
              on: {
                'step.next': [
                  {
                    guard: and([FORM_IDLE, { type: 'stepValid', params: 0 }]),
                    target: 'body',
                    actions: 'stepChanged',
                  },
                ],
              },
            },
            // The email designer must have loaded; an SMS message must keep its rules.
            body: {
              on: {
                'step.next': [
                  {
                    guard: and([FORM_IDLE, { type: 'stepValid', params: 1 }]),
                    target: 'backstory',
                    actions: 'stepChanged',
                  },
                ],
                'step.back': { guard: FORM_IDLE, target: 'header', actions: 'stepChanged' },
                'step.goto': [
                  {
                    guard: and([FORM_IDLE, { type: 'asked', params: 0 }]),
                    target: 'header',
                    actions: 'stepChanged',
                  },
                ],
              },
            },
            backstory: {
              on: {
                'step.next': [
                  {
                    guard: and([FORM_IDLE, { type: 'stepValid', params: 2 }]),
                    target: 'callouts',
                    actions: 'stepChanged',
                  },
                  { guard: FORM_IDLE, actions: 'refuse' },
                ],
                'step.back': { guard: FORM_IDLE, target: 'body', actions: 'stepChanged' },
                'step.goto': [
                  {
                    guard: and([FORM_IDLE, { type: 'asked', params: 0 }]),
                    target: 'header',
                    actions: 'stepChanged',
                  },
                  {
                    guard: and([FORM_IDLE, { type: 'asked', params: 1 }]),
                    target: 'body',
                    actions: 'stepChanged',
                  },
                ],
              },
            },
            callouts: {
              on: {
                'step.next': [
                  {
                    guard: and([FORM_IDLE, { type: 'stepValid', params: 3 }]),
                    target: 'preview',
                    actions: 'stepChanged',
                  },
                  { guard: FORM_IDLE, actions: 'refuse' },
                ],
                'step.back': { guard: FORM_IDLE, target: 'backstory', actions: 'stepChanged' },
                'step.goto': [
                  {
                    guard: and([FORM_IDLE, { type: 'asked', params: 0 }]),
                    target: 'header',
                    actions: 'stepChanged',
                  },
                  {
                    guard: and([FORM_IDLE, { type: 'asked', params: 1 }]),
                    target: 'body',
                    actions: 'stepChanged',
                  },
                  {
                    guard: and([FORM_IDLE, { type: 'asked', params: 2 }]),
                    target: 'backstory',
                    actions: 'stepChanged',
                  },
                ],
              },
            },
            preview: {
              on: {
                'builder.save': [
                  {
                    guard: and([FORM_IDLE, { type: 'stepValid', params: 4 }]),
                    target: '#templateBuilder.saving',
                  },
                  { guard: FORM_IDLE, actions: 'refuse' },
                ],
                'step.back': { guard: FORM_IDLE, target: 'callouts', actions: 'stepChanged' },
                'step.goto': [
                  {
                    guard: and([FORM_IDLE, { type: 'asked', params: 0 }]),
                    target: 'header',
                    actions: 'stepChanged',
                  },
                  {
                    guard: and([FORM_IDLE, { type: 'asked', params: 1 }]),
                    target: 'body',
                    actions: 'stepChanged',
                  },
                  {
                    guard: and([FORM_IDLE, { type: 'asked', params: 2 }]),
                    target: 'backstory',
                    actions: 'stepChanged',
                  },
                  {
                    guard: and([FORM_IDLE, { type: 'asked', params: 3 }]),
                    target: 'callouts',
                    actions: 'stepChanged',
                  },
                ],
              },
            },
          },
        },
        highlight: {
          initial: 'settled',
          states: {
            settled: { on: { 'callouts.change': calloutsChange } },
            // Leaving the callouts step settles the highlights at once.
            pending: {
              after: { [CALLOUT_CHECK_DEBOUNCE_MS]: { target: 'settled', actions: 'highlight' } },
              on: {
                // A newer change restarts the pause (on this state: a region's own reentry would reenter its
                // siblings too, and with them the step on screen).
                'callouts.change': calloutsChange,
                'step.next': { target: 'settled', actions: 'highlight' },
                'step.back': { target: 'settled', actions: 'highlight' },
                'step.goto': { target: 'settled', actions: 'highlight' },
              },
            },
          },
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
          {
            guard: 'isNew',
            target: 'closed',
            actions: [
              { type: 'notify', params: TEMPLATE_TEXTS.created },
              { type: 'reportSaved', params: ({ event }) => event.output },
            ],
          },
          {
            target: 'closed',
            actions: [
              { type: 'notify', params: TEMPLATE_TEXTS.updated },
              { type: 'reportSaved', params: ({ event }) => event.output },
            ],
          },
        ],
        onError: [
          // Back on the last step, everything kept.
          { guard: 'isGone', target: ON.preview, actions: 'markGone' },
          { target: ON.preview, actions: { type: 'setError', params: failureMessage } },
        ],
      },
    },
  },
})
