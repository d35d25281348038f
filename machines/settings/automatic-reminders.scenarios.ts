import { automaticReminderFieldProblems, DEFAULT_AUTOMATIC_REMINDERS } from '../../src/domain/automatic-reminders'
import { automaticRemindersMachine } from './automatic-reminders.machine'
import { defineFlow } from '../flow'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

const on = { ...DEFAULT_AUTOMATIC_REMINDERS, enabled: true }

export const automaticRemindersScenarios: Scenarios<typeof automaticRemindersMachine> = {
  events: {
    'enabled.toggle': [{ type: 'enabled.toggle' }],
    'overdue.toggle': [{ type: 'overdue.toggle' }],
    'days.change': [
      { type: 'days.change', field: 'daysBeforeDue', value: '5' },
      { type: 'days.change', field: 'daysBeforeDue', value: '0' },
      { type: 'days.change', field: 'repeatEveryDays', value: 'x' },
    ],
    'reminders.save': [{ type: 'reminders.save' }],
    'reminders.cancel': [{ type: 'reminders.cancel' }],
    retry: [{ type: 'retry' }],
  },
  outcomes: {
    loadReminders: { done: [DEFAULT_AUTOMATIC_REMINDERS, on], error: [offline] },
    saveReminders: {
      done: [on],
      error: [failure(422, 'invalid_request', 'Repeat every: Enter a whole number of days from 1 to 60.')],
    },
  },
  enabledEventsOnly:
    'The form stays on screen while a save runs; Save is pressable with a problem (it shows it).',
  abstractContext: (context) => ({
    enabled: context.draft.enabled,
    overdue: context.draft.includeOverdue,
    problems: Object.keys(automaticReminderFieldProblems(context.draft)).join(','),
    tried: context.tried,
    failure: context.failure !== null,
  }),
  maxStates: 8000,
}

export const automaticRemindersFlow = defineFlow({
  id: 'automaticReminders',
  file: 'settings/automatic-reminders',
  title: 'Automatic reminders',
  description:
    'Settings → Email reminders → Automatic reminders: on or off, days before the due date (1–60), at most every N days, overdue tasks included or not; the scheduler sends the company’s reminder text to learners with unfinished tasks.',
  routes: ['/settings/email-reminders'],
  machine: automaticRemindersMachine,
  scenarios: automaticRemindersScenarios,
})
