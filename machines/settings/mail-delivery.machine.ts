import { assign, fromPromise, sendTo, setup } from 'xstate'
import {
  draftOfSmtp,
  EMPTY_SMTP,
  MAIL_DELIVERY_TEXTS,
  smtpFieldProblems,
  type GraphOutcome,
  type MailDelivery,
  type SmtpDraft,
  type SmtpField,
} from '../../src/domain/mail-delivery'
import { failureMessage } from '../event-params'
import { senderRecordsMachine } from './sender-records.machine'

// Settings → White label → Mail delivery (001 §4, §5; issue 29): the company's own SMTP server (edited in a
// form checked as typed; an empty password keeps the saved one), Send test (the server's refusal said in
// words), Remove after a confirmation; or Microsoft Graph, connected by leaving for the consent page and
// coming back with its outcome, and disconnected. The two exclude each other: the actions for one are not
// offered while the other is on, and the gateway refuses it anyway. The sending domain's DNS records are the
// senderRecords child's; the panel tells it when who sends has changed.

export interface MailDeliveryInput {
  /** `?graph=` on the way back from the consent page. */
  graphOutcome: GraphOutcome | null
}

export interface MailDeliveryContext {
  delivery: MailDelivery | null
  draft: SmtpDraft
  tried: boolean
  testTo: string
  testResult: { ok: boolean; message: string } | null
  failure: string | null
  graphOutcome: GraphOutcome | null
}

export type MailDeliveryEvent =
  | { type: 'smtp.edit' }
  | { type: 'field.change'; field: SmtpField; value: string }
  | { type: 'smtp.save' }
  | { type: 'smtp.cancel' }
  | { type: 'test.change'; value: string }
  | { type: 'smtp.test' }
  | { type: 'remove.request' }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' }
  | { type: 'graph.connect' }
  | { type: 'graph.reset' }
  | { type: 'retry' }

const passwordSaved = (context: MailDeliveryContext) => context.delivery?.smtp?.hasPassword === true

export const mailDeliveryMachine = setup({
  types: {
    context: {} as MailDeliveryContext,
    events: {} as MailDeliveryEvent,
    input: {} as MailDeliveryInput,
  },
  actors: {
    loadDelivery: fromPromise<MailDelivery>(async () => {
      throw new Error('loadDelivery not provided')
    }),
    saveSmtp: fromPromise<MailDelivery, SmtpDraft & { keepPassword: boolean }>(async () => {
      throw new Error('saveSmtp not provided')
    }),
    testSmtp: fromPromise<string, string>(async () => {
      throw new Error('testSmtp not provided')
    }),
    removeSmtp: fromPromise<MailDelivery>(async () => {
      throw new Error('removeSmtp not provided')
    }),
    graphAuthUrl: fromPromise<string>(async () => {
      throw new Error('graphAuthUrl not provided')
    }),
    resetGraph: fromPromise<MailDelivery>(async () => {
      throw new Error('resetGraph not provided')
    }),
    senderRecords: senderRecordsMachine,
  },
  guards: {
    isValid: ({ context }) =>
      Object.keys(smtpFieldProblems(context.draft, passwordSaved(context))).length === 0,
    hasSmtp: ({ context }) => Boolean(context.delivery?.smtp),
    canConnectGraph: ({ context }) =>
      Boolean(
        context.delivery?.graph.available && !context.delivery.smtp && !context.delivery.graph.connectedAt,
      ),
    canEditSmtp: ({ context }) => !context.delivery?.graph.connectedAt,
    graphConnected: ({ context }) => Boolean(context.delivery?.graph.connectedAt),
  },
  actions: {
    notify: (_, _title: string) => {},
    leave: (_, _url: string) => {},
    setDelivery: assign({ delivery: (_, delivery: MailDelivery) => delivery }),
    open: assign(({ context }) => ({
      draft: draftOfSmtp(context.delivery?.smtp ?? null),
      tried: false,
      failure: null,
    })),
    change: assign({
      draft: ({ context }, change: { field: SmtpField; value: string }) => ({
        ...context.draft,
        [change.field]: change.value,
      }),
    }),
    close: assign({ draft: EMPTY_SMTP, tried: false, failure: null }),
    markTried: assign({ tried: true }),
    setTestTo: assign({ testTo: (_, value: string) => value }),
    testPassed: assign({ testResult: (_, message: string) => ({ ok: true, message }) }),
    testFailed: assign({ testResult: (_, message: string) => ({ ok: false, message }) }),
    clearResults: assign({ testResult: null, failure: null, graphOutcome: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    clearFailure: assign({ failure: null }),
    senderChanged: sendTo('senderRecords', { type: 'sender.changed' }),
  },
}).createMachine({
  id: 'mailDelivery',
  context: ({ input }) => ({
    delivery: null,
    draft: EMPTY_SMTP,
    tried: false,
    testTo: '',
    testResult: null,
    failure: null,
    graphOutcome: input.graphOutcome,
  }),
  invoke: { id: 'senderRecords', src: 'senderRecords' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDelivery',
        src: 'loadDelivery',
        onDone: { target: 'ready', actions: { type: 'setDelivery', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { retry: { target: 'loading', actions: 'clearFailure' } } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'smtp.edit': { guard: 'canEditSmtp', target: 'editing', actions: ['clearResults', 'open'] },
            'test.change': {
              guard: 'hasSmtp',
              actions: { type: 'setTestTo', params: ({ event }) => event.value },
            },
            'smtp.test': { guard: 'hasSmtp', target: 'testing', actions: 'clearResults' },
            'remove.request': { guard: 'hasSmtp', target: 'confirmingRemove', actions: 'clearResults' },
            'graph.connect': { guard: 'canConnectGraph', target: 'connecting', actions: 'clearResults' },
            'graph.reset': { guard: 'graphConnected', target: 'resetting', actions: 'clearResults' },
          },
        },
        editing: {
          on: {
            'field.change': {
              actions: {
                type: 'change',
                params: ({ event }) => ({ field: event.field, value: event.value }),
              },
            },
            'smtp.save': [
              { guard: 'isValid', target: 'saving', actions: ['markTried', 'clearFailure'] },
              { actions: 'markTried' },
            ],
            'smtp.cancel': { target: 'idle', actions: 'close' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveSmtp',
            src: 'saveSmtp',
            input: ({ context }) => ({ ...context.draft, keepPassword: passwordSaved(context) }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'setDelivery', params: ({ event }) => event.output },
                'close',
                'senderChanged',
                { type: 'notify', params: MAIL_DELIVERY_TEXTS.saved },
              ],
            },
            onError: { target: 'editing', actions: { type: 'setFailure', params: failureMessage } },
          },
        },
        testing: {
          tags: ['busy'],
          invoke: {
            id: 'testSmtp',
            src: 'testSmtp',
            input: ({ context }) => context.testTo.trim(),
            onDone: { target: 'idle', actions: { type: 'testPassed', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'testFailed', params: failureMessage } },
          },
        },
        confirmingRemove: {
          on: { 'remove.confirm': 'removing', 'remove.cancel': 'idle' },
        },
        removing: {
          tags: ['busy'],
          invoke: {
            id: 'removeSmtp',
            src: 'removeSmtp',
            onDone: {
              target: 'idle',
              actions: [
                { type: 'setDelivery', params: ({ event }) => event.output },
                'senderChanged',
                { type: 'notify', params: MAIL_DELIVERY_TEXTS.removed },
              ],
            },
            onError: { target: 'idle', actions: { type: 'setFailure', params: failureMessage } },
          },
        },
        connecting: {
          tags: ['busy'],
          invoke: {
            id: 'graphAuthUrl',
            src: 'graphAuthUrl',
            onDone: { target: 'leaving', actions: { type: 'leave', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'setFailure', params: failureMessage } },
          },
        },
        /** The window is on its way to the consent page. */
        leaving: { tags: ['busy'] },
        resetting: {
          tags: ['busy'],
          invoke: {
            id: 'resetGraph',
            src: 'resetGraph',
            onDone: {
              target: 'idle',
              actions: [
                { type: 'setDelivery', params: ({ event }) => event.output },
                'senderChanged',
                { type: 'notify', params: MAIL_DELIVERY_TEXTS.graphReset },
              ],
            },
            onError: { target: 'idle', actions: { type: 'setFailure', params: failureMessage } },
          },
        },
      },
    },
  },
})
