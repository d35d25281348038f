import { assign, fromPromise, setup } from 'xstate'
import {
  hasReceivers,
  REMINDER_TEXTS,
  reminderSubjectError,
  type ReminderAvailability,
  type ReminderKind,
  type ReminderTarget,
  type ReminderValues,
} from '../../src/domain/reminders'
import { errorOf, messageOf } from '../event-params'

// The reminder dialog (000 §2, §4, §8): tick the kinds of task (training, gaming, policies, monthly video),
// see how many users will and will not receive it (asked again on every tick), write subject and message,
// send. Success: "Reminder has been sent" and the dialog resets. A server error lands on the subject field.

export interface ReminderDialogContext {
  target: ReminderTarget | null
  values: ReminderValues
  availability: ReminderAvailability | null
  /** The subject field's message: required, or what the server said. */
  subjectError: string | null
  /** Why the counts could not be loaded. */
  failure: string | null
}

export type ReminderDialogEvent =
  | { type: 'reminder.open'; target: ReminderTarget }
  | { type: 'reminder.kinds'; kinds: ReminderKind[] }
  | { type: 'reminder.text'; values: Partial<Pick<ReminderValues, 'subject' | 'message'>> }
  | { type: 'reminder.send' }
  | { type: 'reminder.retry' }
  | { type: 'reminder.close' }

const INITIAL_VALUES: ReminderValues = {
  kinds: ['training'],
  subject: REMINDER_TEXTS.defaultSubject,
  message: '',
}

export const reminderDialogMachine = setup({
  types: { context: {} as ReminderDialogContext, events: {} as ReminderDialogEvent },
  actors: {
    loadAvailability: fromPromise<ReminderAvailability, { target: ReminderTarget; values: ReminderValues }>(
      async () => ({ willReceive: 0, willNotReceive: [] }),
    ),
    sendReminder: fromPromise<void, { target: ReminderTarget; values: ReminderValues }>(
      async () => undefined,
    ),
  },
  guards: {
    sameKinds: ({ context }, kinds: ReminderKind[]) =>
      kinds.length === context.values.kinds.length &&
      kinds.every((kind) => context.values.kinds.includes(kind)),
    hasKinds: (_, kinds: ReminderKind[]) => kinds.length > 0,
    nobodyToRemind: ({ context }) => !hasReceivers(context.availability),
    subjectMissing: ({ context }) => reminderSubjectError(context.values) !== null,
  },
  actions: {
    open: assign({
      target: (_, target: ReminderTarget) => target,
      values: INITIAL_VALUES,
      availability: null,
      subjectError: null,
      failure: null,
    }),
    setKinds: assign({
      values: ({ context }, kinds: ReminderKind[]) => ({ ...context.values, kinds }),
      availability: null,
    }),
    clearCounts: assign({
      values: ({ context }) => ({ ...context.values, kinds: [] }),
      availability: { willReceive: 0, willNotReceive: [] },
    }),
    setText: assign({
      values: ({ context }, patch: Partial<Pick<ReminderValues, 'subject' | 'message'>>) => ({
        ...context.values,
        ...patch,
      }),
      // The message goes once the user edits the subject again.
      subjectError: ({ context }, patch: Partial<Pick<ReminderValues, 'subject' | 'message'>>) =>
        patch.subject === undefined ? context.subjectError : null,
    }),
    setAvailability: assign({ availability: (_, value: ReminderAvailability) => value, failure: null }),
    setFailure: assign({ failure: (_, error: unknown) => messageOf(error) }),
    showSubjectError: assign({ subjectError: ({ context }) => reminderSubjectError(context.values) }),
    setServerError: assign({ subjectError: (_, error: unknown) => messageOf(error) }),
    reset: assign({
      target: null,
      values: INITIAL_VALUES,
      availability: null,
      subjectError: null,
      failure: null,
    }),
    /** Provided by the app: the "Reminder has been sent" toast. */
    notifySent: (_, _title: string) => {},
  },
}).createMachine({
  id: 'reminderDialog',
  context: { target: null, values: INITIAL_VALUES, availability: null, subjectError: null, failure: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'reminder.open': {
          target: 'open.counting',
          actions: { type: 'open', params: ({ event }) => event.target },
        },
      },
    },
    open: {
      tags: ['open'],
      on: {
        'reminder.close': { target: 'closed', actions: 'reset' },
        'reminder.text': { actions: { type: 'setText', params: ({ event }) => event.values } },
        'reminder.kinds': [
          // The same boxes ticked again is no change: a user cannot send it.
          { guard: { type: 'sameKinds', params: ({ event }) => event.kinds } },
          {
            guard: { type: 'hasKinds', params: ({ event }) => event.kinds },
            target: '.counting',
            actions: { type: 'setKinds', params: ({ event }) => event.kinds },
          },
          // Nothing ticked: nobody can be reminded, no need to ask.
          { target: '.ready', actions: 'clearCounts' },
        ],
      },
      initial: 'counting',
      states: {
        counting: {
          tags: ['busy'],
          invoke: {
            id: 'loadAvailability',
            src: 'loadAvailability',
            input: ({ context }) => ({ target: context.target!, values: context.values }),
            onDone: {
              target: 'ready',
              actions: { type: 'setAvailability', params: ({ event }) => event.output },
            },
            onError: { target: 'countFailed', actions: { type: 'setFailure', params: errorOf } },
          },
        },
        countFailed: {
          on: { 'reminder.retry': 'counting' },
        },
        ready: {
          on: {
            // With nobody to remind, Send reminder is disabled: the counts above already say why.
            'reminder.send': [
              { guard: 'nobodyToRemind' },
              { guard: 'subjectMissing', actions: 'showSubjectError' },
              { target: 'sending' },
            ],
          },
        },
        sending: {
          tags: ['busy'],
          // The send is under way: the ticks and the dialog stay as they are until it answers.
          on: { 'reminder.kinds': {}, 'reminder.close': {} },
          invoke: {
            id: 'sendReminder',
            src: 'sendReminder',
            input: ({ context }) => ({ target: context.target!, values: context.values }),
            onDone: {
              target: '#reminderDialog.closed',
              actions: ['reset', { type: 'notifySent', params: REMINDER_TEXTS.sent }],
            },
            onError: { target: 'ready', actions: { type: 'setServerError', params: errorOf } },
          },
        },
      },
    },
  },
})
