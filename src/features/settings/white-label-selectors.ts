import type { SnapshotFrom } from 'xstate'
import type { whiteLabelMachine } from '../../../machines/settings/white-label.machine'
import { fieldProblems } from '../../domain/field-problems'
import { BrandForm } from '../../domain/white-label'

type Snapshot = SnapshotFrom<typeof whiteLabelMachine>

export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectLoadFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null)
export const selectReady = (s: Snapshot) => s.matches('ready')
export const selectFailure = (s: Snapshot) => (s.matches('ready') ? s.context.failure : null)
export const selectBusy = (s: Snapshot) => s.hasTag('busy')
export const selectDraft = (s: Snapshot) => s.context.draft
export const selectHasSaved = (s: Snapshot) => s.context.saved !== null
/** Field problems show once Save was pressed. */
export const selectProblems = (s: Snapshot) =>
  s.context.tried ? fieldProblems(BrandForm, s.context.draft) : {}
export const selectLogoProblem = (s: Snapshot) => s.context.logoProblem
export const selectConfirmingRemove = (s: Snapshot) =>
  s.matches({ ready: 'confirmingRemove' }) || s.matches({ ready: 'removing' })
/** The colour picker needs a full #rrggbb; while the text is half typed it keeps the last whole one. */
export const selectPickerColour = (s: Snapshot) =>
  /^#[0-9a-f]{6}$/i.test(s.context.draft.primaryColor)
    ? s.context.draft.primaryColor.toLowerCase()
    : '#000000'
