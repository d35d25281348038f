import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { coursePageMachine } from '../../../machines/learning/course-page.machine'
import {
  problemsOf,
  startEditable,
  type trainingFormMachine,
} from '../../../machines/learning/training-form.machine'

type Page = SnapshotFrom<typeof coursePageMachine>
type Form = SnapshotFrom<typeof trainingFormMachine>
export type CoursePageActor = ActorRefFrom<typeof coursePageMachine>
export type TrainingFormActor = ActorRefFrom<typeof trainingFormMachine>

export const selectData = (s: Page) => s.context.data
export const selectLoading = (s: Page) => s.matches('loading')
export const selectFailure = (s: Page) => (s.matches('failed') ? s.context.failure : null)
export const selectCanAct = (s: Page) => s.matches({ ready: 'idle' })
export const selectForm = (s: Page) => s.children.trainingForm as TrainingFormActor | undefined
/** The end or delete confirmation open, with its campaign and a failure to say. */
export const selectConfirm = (s: Page) => {
  const kind =
    s.matches({ ready: 'confirmingEnd' }) || s.matches({ ready: 'ending' })
      ? ('end' as const)
      : s.matches({ ready: 'confirmingDelete' }) || s.matches({ ready: 'deleting' })
        ? ('delete' as const)
        : null
  if (!kind) return null
  const campaign = s.context.data?.statistics.campaigns.find((row) => row.id === s.context.campaignId)
  return {
    kind,
    name: campaign?.name ?? '',
    busy: s.hasTag('busy'),
    failure: s.context.confirmFailure,
  }
}

export const selectDraft = (s: Form) => s.context.form
export const selectDirectory = (s: Form) => ({ departments: s.context.departments, groups: s.context.groups })
export const selectIsEdit = (s: Form) => s.context.campaign !== null
/** The child that counts the learners the audience reaches (absent once the form has closed). */
export const selectLearnerCount = (s: Form) => s.children.learnerCount
export const selectStartEditable = (s: Form) => startEditable(s.context)
/** Each field's message, once Save was tried. */
export const selectProblems = (s: Form) => (s.context.attempted ? problemsOf(s.context) : {})
export const selectFormFailure = (s: Form) => s.context.failure
export const selectFormBusy = (s: Form) => s.hasTag('busy')
export const selectDirectoryFailed = (s: Form) => s.matches('directoryFailed')
export const selectEditable = (s: Form) => s.matches('editing')
export const selectUploading = (s: Form) => s.matches('uploading')
/** Why the chosen PDF was refused: said at once, not only after Save. */
export const selectFileProblem = (s: Form) => s.context.fileProblem
export const selectChosenUsers = (s: Form) => s.context.chosenUsers
/** A saved selected-users campaign's learners: known by id only, shown as a count. */
export const selectLockedUsers = (s: Form) => (s.context.campaign ? s.context.form.userIds.length : 0)
