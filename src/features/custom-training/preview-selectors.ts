import type { SnapshotFrom } from 'xstate'
import {
  chaptersOf,
  openChapter,
  scoreOf,
  type trainingPreviewMachine,
} from '../../../machines/custom-training/training-preview.machine'

type Snapshot = SnapshotFrom<typeof trainingPreviewMachine>

export const selectFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null)
export const selectTraining = (s: Snapshot) => s.context.training
export const selectChapters = (s: Snapshot) => chaptersOf(s.context.training)
export const selectChapter = (s: Snapshot) => openChapter(s.context)
export const selectAnswers = (s: Snapshot) => s.context.answers
export const selectScore = (s: Snapshot) => (s.context.checked ? scoreOf(s.context) : null)
/** Media addresses by id: a topic's video plays from its signed address. */
export const selectMediaUrls = (s: Snapshot) =>
  Object.fromEntries((s.context.training?.media ?? []).map((item) => [item.id, item.url]))
