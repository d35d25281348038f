import { defineFlow } from '../flow'
import { reminderDialogMachine } from './reminder-dialog.machine'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

/** The users list's two ticked users; the view adapter's harness opens the dialog with the same target. */
export const SAMPLE_TARGET = {
  mode: 'manual' as const,
  userIds: ['usr_1', 'usr_2'],
  isAllUsersSelected: false,
  searchText: '',
  departmentIds: [],
  groupIds: [],
}

export const reminderDialogScenarios: Scenarios<typeof reminderDialogMachine> = {
  events: {
    'reminder.open': [{ type: 'reminder.open', target: SAMPLE_TARGET }],
    'reminder.kinds': [
      { type: 'reminder.kinds', kinds: ['training', 'policies'] },
      { type: 'reminder.kinds', kinds: [] },
    ],
    'reminder.text': [
      { type: 'reminder.text', values: { subject: '' } },
      { type: 'reminder.text', values: { subject: 'Please finish your training', message: 'Thank you!' } },
    ],
    'reminder.send': [{ type: 'reminder.send' }],
    'reminder.retry': [{ type: 'reminder.retry' }],
    'reminder.close': [{ type: 'reminder.close' }],
  },
  outcomes: {
    loadAvailability: {
      done: [
        { willReceive: 1, willNotReceive: [{ reason: 'No Outstanding Tasks', count: 1 }] },
        { willReceive: 0, willNotReceive: [{ reason: 'No Outstanding Tasks', count: 2 }] },
      ],
      error: [offline],
    },
    sendReminder: {
      done: [undefined],
      error: [failure(422, 'invalid_request', 'Subject contains unsupported characters')],
    },
  },
  abstractContext: (context) => ({
    subject: context.values.subject.trim() !== '',
    kinds: context.values.kinds.length,
    receive: context.availability === null ? null : context.availability.willReceive > 0,
    subjectError: context.subjectError,
    failure: context.failure,
  }),
  maxStates: 20000,
}

export const reminderDialogFlow = defineFlow({
  id: 'reminderDialog',
  file: 'users/reminder-dialog',
  title: 'Send reminders',
  description:
    'From the users list with users ticked (or all under the filters): tick training, gaming, policies or monthly video and see "N users will NOT receive reminder: No Outstanding Tasks" before sending; subject required ("Please add subject."), a server error lands on the subject field; "Reminder has been sent" resets the dialog.',
  routes: ['/users/all_users'],
  machine: reminderDialogMachine,
  scenarios: reminderDialogScenarios,
})
