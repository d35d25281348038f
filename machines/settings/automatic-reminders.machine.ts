import { assign, fromPromise, setup } from 'xstate'
import {
  AUTOMATIC_REMINDER_TEXTS,
  automaticReminderFieldProblems,
  draftOfReminders,
  DEFAULT_AUTOMATIC_REMINDERS,
  type AutomaticReminders,
  type AutomaticRemindersDraft,
  type AutomaticRemindersField,
} from '../../src/domain/automatic-reminders'
import { failureMessage } from '../event-params'

// Settings → Email reminders → Automatic reminders (issue 29): on or off, how many days before the due date,
// how often at most, and whether overdue tasks count. Save sends them (the days checked as typed), Cancel
// returns to what is saved; a refusal keeps the draft and says why.

export interface AutomaticRemindersContext {
  saved: AutomaticReminders | null
  draft: AutomaticRemindersDraft
  tried: boolean
  failure: string | null
}

export type AutomaticRemindersEvent =
  | { type: 'enabled.toggle' }
  | { type: 'overdue.toggle' }
  | { type: 'days.change'; field: AutomaticRemindersField; value: string }
  | { type: 'reminders.save' }
  | { type: 'reminders.cancel' }
  | { type: 'retry' }

export const automaticRemindersMachine = setup({
  types: { context: {} as AutomaticRemindersContext, events: {} as AutomaticRemindersEvent },
  actors: {
    loadReminders: fromPromise<AutomaticReminders>(async () => {
      throw new Error('loadReminders not provided')
    }),
    saveReminders: fromPromise<AutomaticReminders, AutomaticReminders>(async () => {
      throw new Error('saveReminders not provided')
    }),
  },
  guards: {
    isValid: ({ context }) => Object.keys(automaticReminderFieldProblems(context.draft)).length === 0,
  },
  actions: {
    notify: (_, _title: string) => {},
    setSaved: assign((_, saved: AutomaticReminders) => ({
      saved,
      draft: draftOfReminders(saved),
      tried: false,
    })),
    toggleEnabled: assign({
      draft: ({ context }) => ({ ...context.draft, enabled: !context.draft.enabled }),
    }),
    toggleOverdue: assign({
      draft: ({ context }) => ({ ...context.draft, includeOverdue: !context.draft.includeOverdue }),
    }),
    changeDays: assign({
      draft: ({ context }, change: { field: AutomaticRemindersField; value: string }) => ({
        ...context.draft,
        [change.field]: change.value,
      }),
    }),
    revert: assign(({ context }) => ({
      draft: draftOfReminders(context.saved ?? DEFAULT_AUTOMATIC_REMINDERS),
      tried: false,
      failure: null,
    })),
    markTried: assign({ tried: true }),
    setFailure: assign({ failure: (_, message: string) => message }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'automaticReminders',
  context: {
    saved: null,
    draft: draftOfReminders(DEFAULT_AUTOMATIC_REMINDERS),
    tried: false,
    failure: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadReminders',
        src: 'loadReminders',
        onDone: { target: 'ready', actions: { type: 'setSaved', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { retry: { target: 'loading', actions: 'clearFailure' } } },
    ready: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'enabled.toggle': { actions: 'toggleEnabled' },
            'overdue.toggle': { actions: 'toggleOverdue' },
            'days.change': {
              actions: {
                type: 'changeDays',
                params: ({ event }) => ({ field: event.field, value: event.value }),
              },
            },
            'reminders.save': [
              { guard: 'isValid', target: 'saving', actions: ['markTried', 'clearFailure'] },
              { actions: 'markTried' },
            ],
            'reminders.cancel': { actions: 'revert' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveReminders',
            src: 'saveReminders',
            input: ({ context }) => ({
              enabled: context.draft.enabled,
              daysBeforeDue: Number(context.draft.daysBeforeDue),
              repeatEveryDays: Number(context.draft.repeatEveryDays),
              includeOverdue: context.draft.includeOverdue,
            }),
            onDone: {
              target: 'editing',
              actions: [
                { type: 'setSaved', params: ({ event }) => event.output },
                { type: 'notify', params: AUTOMATIC_REMINDER_TEXTS.saved },
              ],
            },
            onError: { target: 'editing', actions: { type: 'setFailure', params: failureMessage } },
          },
        },
      },
    },
  },
})
