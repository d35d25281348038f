import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import {
  problemsOf,
  type trainingAfterFailureMachine,
} from '../../../machines/learning/training-after-failure.machine'

type Snapshot = SnapshotFrom<typeof trainingAfterFailureMachine>
export type AfterFailureActor = ActorRefFrom<typeof trainingAfterFailureMachine>

export const selectAfterFailureDraft = (s: Snapshot) => s.context.draft
export const selectAfterFailureLoaded = (s: Snapshot) => s.context.setting !== null
export const selectAfterFailureLoadFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null)
export const selectAfterFailureSaveFailure = (s: Snapshot) => (s.matches('ready') ? s.context.failure : null)
export const selectAfterFailureBusy = (s: Snapshot) => s.hasTag('busy')
export const selectAfterFailureProblems = (s: Snapshot) => (s.context.attempted ? problemsOf(s.context) : {})
/** Another course is the company's training after failure: turning this one on replaces it. */
export const selectOtherCourse = (s: Snapshot) => {
  const setting = s.context.setting
  return setting?.courseId && setting.courseId !== s.context.courseId
    ? (setting.courseName ?? setting.courseId)
    : null
}
