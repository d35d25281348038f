import { holds } from '../../src/domain/field-problems'
import { assign, fromPromise, setup } from 'xstate'
import {
  WEBHOOK_TEXTS,
  WebhookForm,
  type WebhookDeliveryView,
  type WebhookEventType,
  type WebhookView,
} from '../../src/domain/webhooks'
import { COPY_TOOLTIP_MS } from '../../src/domain/constants'
import { copyStates } from '../copy-states'
import { failureMessage } from '../event-params'

// Settings → Integration → Webhooks (issue 32): the company's endpoints listed with their state; Add endpoint
// takes an https address and the events it receives, and the signing secret is shown once; an endpoint's
// deliveries open in a log with the receiver's answers, where a test event is sent and the log refreshed; a
// paused endpoint is resumed; Remove asks first. A refusal keeps the dialog and what was typed.

export interface WebhookForm {
  url: string
  eventTypes: WebhookEventType[]
}

export interface WebhooksContext {
  endpoints: WebhookView[] | null
  failure: string | null
  form: WebhookForm
  attempted: boolean
  formFailure: string | null
  /** The new endpoint's signing secret, while its dialog is open: never kept after. */
  createdSecret: string | null
  target: WebhookView | null
  deliveries: WebhookDeliveryView[] | null
}

export type WebhooksEvent =
  | { type: 'hooks.retry' }
  | { type: 'hooks.create' }
  | { type: 'hooks.remove'; endpoint: WebhookView }
  | { type: 'hooks.log'; endpoint: WebhookView }
  | { type: 'hooks.resume'; endpoint: WebhookView }
  | { type: 'form.url'; url: string }
  | { type: 'form.event'; eventType: WebhookEventType; on: boolean }
  | { type: 'form.submit' }
  | { type: 'secret.copy' }
  | { type: 'log.test' }
  | { type: 'log.refresh' }
  | { type: 'confirm.yes' }
  | { type: 'dialog.close' }

const EMPTY_FORM: WebhookForm = { url: '', eventTypes: [] }
type Made = { secret: string; data: WebhookView }

export const webhooksMachine = setup({
  types: { context: {} as WebhooksContext, events: {} as WebhooksEvent },
  actors: {
    loadEndpoints: fromPromise<WebhookView[]>(async () => []),
    createEndpoint: fromPromise<Made, WebhookForm>(async () => {
      throw new Error('not provided')
    }),
    removeEndpoint: fromPromise<void, { id: string }>(async () => undefined),
    resumeEndpoint: fromPromise<WebhookView, { id: string }>(async () => {
      throw new Error('not provided')
    }),
    loadDeliveries: fromPromise<WebhookDeliveryView[], { id: string }>(async () => []),
    sendTest: fromPromise<void, { id: string }>(async () => undefined),
    /** The new secret onto the clipboard (the app's clipboard; a refusal rejects). */
    copySecret: fromPromise<void, { text: string }>(async () => undefined),
  },
  delays: { copyTooltip: COPY_TOOLTIP_MS },
  guards: {
    formValid: ({ context }) => holds(WebhookForm, context.form),
    /** Only an endpoint on the list has its buttons; Resume only on a paused one. */
    isListed: ({ context }, id: string) => context.endpoints?.some((endpoint) => endpoint.id === id) === true,
    isPaused: ({ context }, id: string) =>
      context.endpoints?.some((endpoint) => endpoint.id === id && endpoint.status === 'paused') === true,
  },
  actions: {
    setEndpoints: assign({ endpoints: (_, endpoints: WebhookView[]) => endpoints, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    openForm: assign({ form: EMPTY_FORM, attempted: false, formFailure: null }),
    setUrl: assign({ form: ({ context }, url: string) => ({ ...context.form, url }) }),
    setEvent: assign({
      form: ({ context }, change: { eventType: WebhookEventType; on: boolean }) => ({
        ...context.form,
        eventTypes: change.on
          ? [...new Set([...context.form.eventTypes, change.eventType])]
          : context.form.eventTypes.filter((type) => type !== change.eventType),
      }),
    }),
    markAttempted: assign({ attempted: true }),
    setFormFailure: assign({ formFailure: (_, message: string) => message }),
    addEndpoint: assign({
      endpoints: ({ context }, made: Made) => [made.data, ...(context.endpoints ?? [])],
      createdSecret: (_, made: Made) => made.secret,
    }),
    forgetSecret: assign({ createdSecret: null }),
    setTarget: assign({
      target: (_, endpoint: WebhookView | null) => endpoint,
      formFailure: null,
      deliveries: null,
    }),
    removeTarget: assign({
      endpoints: ({ context }) => (context.endpoints ?? []).filter((e) => e.id !== context.target?.id),
      target: null,
    }),
    replaceEndpoint: assign({
      endpoints: ({ context }, updated: WebhookView) =>
        (context.endpoints ?? []).map((endpoint) => (endpoint.id === updated.id ? updated : endpoint)),
      target: null,
    }),
    setDeliveries: assign({
      deliveries: (_, rows: WebhookDeliveryView[]) => rows,
      formFailure: null,
    }),
    notify: (_, _title: string) => {},
  },
}).createMachine({
  id: 'webhooks',
  context: {
    endpoints: null,
    failure: null,
    form: EMPTY_FORM,
    attempted: false,
    formFailure: null,
    createdSecret: null,
    target: null,
    deliveries: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadEndpoints',
        src: 'loadEndpoints',
        onDone: { target: 'ready', actions: { type: 'setEndpoints', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { 'hooks.retry': 'loading' } },
    ready: {
      on: {
        'hooks.create': { target: 'creating', actions: 'openForm' },
        'hooks.remove': {
          guard: { type: 'isListed', params: ({ event }) => event.endpoint.id },
          target: 'removing',
          actions: { type: 'setTarget', params: ({ event }) => event.endpoint },
        },
        'hooks.log': {
          guard: { type: 'isListed', params: ({ event }) => event.endpoint.id },
          target: 'log',
          actions: { type: 'setTarget', params: ({ event }) => event.endpoint },
        },
        'hooks.resume': {
          guard: { type: 'isPaused', params: ({ event }) => event.endpoint.id },
          target: 'resuming',
          actions: { type: 'setTarget', params: ({ event }) => event.endpoint },
        },
      },
    },
    creating: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'form.url': { actions: { type: 'setUrl', params: ({ event }) => event.url } },
            'form.event': {
              actions: {
                type: 'setEvent',
                params: ({ event }) => ({ eventType: event.eventType, on: event.on }),
              },
            },
            'form.submit': [{ guard: 'formValid', target: 'saving' }, { actions: 'markAttempted' }],
            'dialog.close': '#webhooks.ready',
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'createEndpoint',
            src: 'createEndpoint',
            input: ({ context }) => ({ url: context.form.url.trim(), eventTypes: context.form.eventTypes }),
            onDone: {
              target: 'shown',
              actions: [
                { type: 'addEndpoint', params: ({ event }) => event.output },
                { type: 'notify', params: WEBHOOK_TEXTS.created },
              ],
            },
            onError: { target: 'editing', actions: { type: 'setFormFailure', params: failureMessage } },
          },
        },
        shown: {
          on: { 'dialog.close': { target: '#webhooks.ready', actions: 'forgetSecret' } },
          ...copyStates({
            copy: 'copySecret',
            event: 'secret.copy',
            text: ({ context }: { context: WebhooksContext }) => context.createdSecret ?? '',
          }),
        },
      },
    },
    log: {
      initial: 'loading',
      on: { 'dialog.close': { target: 'ready', actions: { type: 'setTarget', params: null } } },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadDeliveries',
            src: 'loadDeliveries',
            input: ({ context }) => ({ id: context.target?.id ?? '' }),
            onDone: {
              target: 'shown',
              actions: { type: 'setDeliveries', params: ({ event }) => event.output },
            },
            onError: { target: 'shown', actions: { type: 'setFormFailure', params: failureMessage } },
          },
        },
        shown: { on: { 'log.test': 'testing', 'log.refresh': 'loading' } },
        testing: {
          tags: ['busy'],
          invoke: {
            id: 'sendTest',
            src: 'sendTest',
            input: ({ context }) => ({ id: context.target?.id ?? '' }),
            onDone: { target: 'loading', actions: { type: 'notify', params: WEBHOOK_TEXTS.testQueued } },
            onError: { target: 'shown', actions: { type: 'setFormFailure', params: failureMessage } },
          },
        },
      },
    },
    resuming: {
      tags: ['busy'],
      invoke: {
        id: 'resumeEndpoint',
        src: 'resumeEndpoint',
        input: ({ context }) => ({ id: context.target?.id ?? '' }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'replaceEndpoint', params: ({ event }) => event.output },
            { type: 'notify', params: WEBHOOK_TEXTS.resumed },
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'setFailure', params: failureMessage },
            { type: 'setTarget', params: null },
          ],
        },
      },
    },
    removing: {
      initial: 'confirming',
      states: {
        confirming: {
          on: {
            'confirm.yes': 'removing',
            'dialog.close': { target: '#webhooks.ready', actions: { type: 'setTarget', params: null } },
          },
        },
        removing: {
          tags: ['busy'],
          invoke: {
            id: 'removeEndpoint',
            src: 'removeEndpoint',
            input: ({ context }) => ({ id: context.target?.id ?? '' }),
            onDone: {
              target: '#webhooks.ready',
              actions: ['removeTarget', { type: 'notify', params: WEBHOOK_TEXTS.removed }],
            },
            onError: { target: 'confirming', actions: { type: 'setFormFailure', params: failureMessage } },
          },
        },
      },
    },
  },
})
