import type { SnapshotFrom } from 'xstate'
import type { automaticRemindersMachine } from '../../../machines/settings/automatic-reminders.machine'
import { automaticReminderFieldProblems } from '../../domain/automatic-reminders'

type Snapshot = SnapshotFrom<typeof automaticRemindersMachine>

export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectLoadFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null)
export const selectReady = (s: Snapshot) => s.matches('ready')
export const selectFailure = (s: Snapshot) => (s.matches('ready') ? s.context.failure : null)
export const selectBusy = (s: Snapshot) => s.hasTag('busy')
export const selectDraft = (s: Snapshot) => s.context.draft
export const selectProblems = (s: Snapshot) =>
  s.context.tried ? automaticReminderFieldProblems(s.context.draft) : {}
