import type { SnapshotFrom } from 'xstate'
import type { reminderDialogMachine } from '../../../machines/users/reminder-dialog.machine'

type Snapshot = SnapshotFrom<typeof reminderDialogMachine>

export const selectReminderOpen = (s: Snapshot) => s.hasTag('open')
export const selectReminderBusy = (s: Snapshot) => s.hasTag('busy')
export const selectReminderCounting = (s: Snapshot) => s.matches({ open: 'counting' })
export const selectReminderSending = (s: Snapshot) => s.matches({ open: 'sending' })
export const selectReminderValues = (s: Snapshot) => s.context.values
export const selectReminderAvailability = (s: Snapshot) => s.context.availability
export const selectReminderSubjectError = (s: Snapshot) => s.context.subjectError
export const selectReminderFailure = (s: Snapshot) => s.context.failure
