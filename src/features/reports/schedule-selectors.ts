import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { reportScheduleMachine } from '../../../machines/reports/report-schedule.machine'

type Schedule = SnapshotFrom<typeof reportScheduleMachine>
export type ReportScheduleActor = ActorRefFrom<typeof reportScheduleMachine>

export const selectScheduleOpen = (s: Schedule) => !s.matches('closed')
export const selectScheduleLoading = (s: Schedule) => s.matches('loading')
export const selectScheduleLoadFailed = (s: Schedule) => (s.matches('loadFailed') ? s.context.failure : null)
export const selectScheduleSaving = (s: Schedule) => s.hasTag('busy')
export const selectScheduleForm = (s: Schedule) => ({
  recipients: s.context.recipients,
  frequency: s.context.frequency,
  recipientIds: s.context.recipientIds,
  error: s.context.error,
  failure: s.matches('editing') ? s.context.failure : null,
})
