import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { reportRangeMachine } from '../../../machines/reports/report-range.machine'
import { rangeLabel } from '../../domain/report-range'

type Range = SnapshotFrom<typeof reportRangeMachine>
export type ReportRangeActor = ActorRefFrom<typeof reportRangeMachine>

export const selectRangeChoice = (s: Range) => (s.matches('custom') ? 'custom' : s.context.range.range)
export const selectRangeLabel = (s: Range) => rangeLabel(s.context.range)
export const selectEditingCustom = (s: Range) => s.matches('custom')
export const selectDraft = (s: Range) => ({ from: s.context.draftFrom, to: s.context.draftTo })
export const selectRangeError = (s: Range) => s.context.error
export const selectToday = (s: Range) => s.context.today
