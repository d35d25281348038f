import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import {
  activityMonths,
  courseProblems,
  plannableCategories,
  rowCourses,
  type activityCalendarMachine,
} from '../../../machines/calendar/activity-calendar.machine'
import type { tournamentReportMachine } from '../../../machines/tournament/tournament-report.machine'
import { itemsIn, monthsOf, plannerRows } from '../../domain/calendar-planner'

type Snapshot = SnapshotFrom<typeof activityCalendarMachine>
export type PlannerActor = ActorRefFrom<typeof activityCalendarMachine>

export const selectPlannerLoading = (s: Snapshot) => s.matches('loading')
export const selectPlannerFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null)
export const selectOffset = (s: Snapshot) => s.context.offset
export const selectYear = (s: Snapshot) => Number(s.context.today.slice(0, 4)) + s.context.offset
export const selectSliding = (s: Snapshot) => s.matches({ ready: { range: 'sliding' } })
export const selectCanGoBack = (s: Snapshot) => s.can({ type: 'range.previous' })
export const selectCanGoOn = (s: Snapshot) => s.can({ type: 'range.next' })
export const selectCanAdd = (s: Snapshot) => s.can({ type: 'activity.add' })
/** The grid, rebuilt per snapshot; compared by its text so an unchanged grid does not re-render. */
export const selectRows = (s: Snapshot) =>
  s.context.items
    ? plannerRows(s.context.items, monthsOf(s.context.today, s.context.offset), s.context)
    : null
export const sameRows = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

export type PlannerDialog =
  | 'none'
  | 'monthItems'
  | 'tournamentReport'
  | 'addActivity'
  | 'addCourse'
  | 'courseCreated'
  | 'addMonthlyVideo'
  | 'success'
export const selectDialog = (s: Snapshot): PlannerDialog => {
  if (!s.matches('ready')) return 'none'
  const value = (s.value as { ready: { dialog: string | Record<string, string> } }).ready.dialog
  return (typeof value === 'string' ? value : Object.keys(value)[0]) as PlannerDialog
}
export const selectDialogStep = (s: Snapshot) => {
  if (!s.matches('ready')) return null
  const value = (s.value as { ready: { dialog: string | Record<string, string> } }).ready.dialog
  return typeof value === 'string' ? null : (Object.values(value)[0] ?? null)
}
export const selectShownItems = (s: Snapshot) =>
  s.context.shown && s.context.items
    ? itemsIn(s.context.items, s.context.shown.category, s.context.shown.month, s.context.zone)
    : []
export const selectShown = (s: Snapshot) => s.context.shown
export const selectActivity = (s: Snapshot) => s.context.activity
export const selectActivityMonths = (s: Snapshot) => activityMonths(s.context)
export const selectCategories = (s: Snapshot) => plannableCategories(s.context)
export const selectAttempted = (s: Snapshot) => s.context.attempted
export const selectRowCourses = (s: Snapshot) => rowCourses(s.context)
export const selectCourseDraft = (s: Snapshot) => s.context.course
export const selectCourseProblems = (s: Snapshot) => (s.context.attempted ? courseProblems(s.context) : {})
export const selectBusy = (s: Snapshot) => s.hasTag('busy')
export const selectActionFailure = (s: Snapshot) => s.context.actionFailure
export const selectCreated = (s: Snapshot) => s.context.created
export const selectMonthly = (s: Snapshot) => s.context.monthly
export const selectCurrentMonth = (s: Snapshot) => s.context.today.slice(0, 7)
export const selectToday = (s: Snapshot) => s.context.today
export const selectReport = (s: Snapshot) =>
  s.children.tournamentReport as ActorRefFrom<typeof tournamentReportMachine> | undefined
