import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { problemsOf, type monthlyVideoMachine } from '../../../machines/calendar/monthly-video.machine'

type Snapshot = SnapshotFrom<typeof monthlyVideoMachine>
export type MonthlyVideoActor = ActorRefFrom<typeof monthlyVideoMachine>

export const selectMonthlyData = (s: Snapshot) => s.context.data
export const selectMonthlyDraft = (s: Snapshot) => s.context.draft
export const selectMonthlyLoading = (s: Snapshot) => s.matches('loading')
export const selectMonthlyFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null)
export const selectMonthlyActionFailure = (s: Snapshot) =>
  s.matches('ready') ? s.context.actionFailure : null
export const selectMonthlyIdle = (s: Snapshot) => s.matches({ ready: 'idle' })
export const selectMonthlyProblems = (s: Snapshot) => (s.context.attempted ? problemsOf(s.context) : {})
