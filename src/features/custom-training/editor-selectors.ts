import type { SnapshotFrom } from 'xstate'
import type { customTrainingEditorMachine } from '../../../machines/custom-training/custom-training-editor.machine'
import { CUSTOM_TRAINING_TEXTS, deleteQuestion, publishProblem } from '../../domain/custom-training'

type Snapshot = SnapshotFrom<typeof customTrainingEditorMachine>

export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null)
export const selectContent = (s: Snapshot) => s.context.content
export const selectTraining = (s: Snapshot) => s.context.training
export const selectRestored = (s: Snapshot) => s.context.restored
export const selectActionFailure = (s: Snapshot) => s.context.actionFailure

/** The save line (role=status): saved, saving, waiting, or why it is not saved and what can be done. */
export const selectSave = (s: Snapshot) => {
  const save = (s.value as { editing?: { save?: string } }).editing?.save ?? 'saved'
  if (save === 'conflict' || save === 'readingVersion')
    return { step: 'conflict' as const, text: CUSTOM_TRAINING_TEXTS.conflict }
  if (save === 'notSaved')
    return {
      step: 'notSaved' as const,
      text: `${CUSTOM_TRAINING_TEXTS.notSaved}: ${s.context.saveFailure ?? ''}`,
    }
  if (save === 'saving') return { step: 'saving' as const, text: CUSTOM_TRAINING_TEXTS.saving }
  if (save === 'waiting') return { step: 'waiting' as const, text: CUSTOM_TRAINING_TEXTS.unsaved }
  return { step: 'saved' as const, text: CUSTOM_TRAINING_TEXTS.saved }
}

/** Publish: shown for a draft, enabled once saved; what stops it is said beside it. */
export const selectPublish = (s: Snapshot) => ({
  shown: s.context.training?.isDraft ?? false,
  enabled: s.matches({ editing: { save: 'saved', dialog: 'none' } }),
  problem: s.context.content ? publishProblem(s.context.content) : null,
  busy: s.matches({ editing: { dialog: 'publishing' } }),
})

export const selectConfirm = (s: Snapshot) =>
  s.matches({ editing: { dialog: 'confirmingDelete' } }) && s.context.confirm && s.context.content
    ? { kind: s.context.confirm.kind, question: deleteQuestion(s.context.content, s.context.confirm) }
    : null

export const selectQuiz = (s: Snapshot) => {
  if (!s.matches({ editing: { dialog: 'quiz' } }) || !s.context.quiz) return null
  const chapter = s.context.content?.sections
    .flatMap((section) => section.chapters)
    .find((item) => item.id === s.context.quiz?.chapterId)
  return {
    ...s.context.quiz,
    title: chapter?.title ?? '',
    importing: s.matches({ editing: { dialog: { quiz: 'importing' } } }),
  }
}

/** Media names by id, for "In use: …" beside an upload field. */
export const selectMediaNames = (s: Snapshot) =>
  Object.fromEntries((s.context.training?.media ?? []).map((item) => [item.id, item.name]))
