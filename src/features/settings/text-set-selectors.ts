import type { SnapshotFrom } from 'xstate'
import type { textSetMachine } from '../../../machines/settings/text-set.machine'
import {
  languageLabelOf,
  TEXT_SET_FIELDS,
  TEXT_SET_TEXTS,
  textSetFieldProblems,
} from '../../domain/text-sets'

type Snapshot = SnapshotFrom<typeof textSetMachine>

export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectLoadFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null)
export const selectReady = (s: Snapshot) => s.matches('ready')
export const selectFailure = (s: Snapshot) => (s.matches('ready') ? s.context.failure : null)
export const selectBusy = (s: Snapshot) => s.hasTag('busy')
export const selectKind = (s: Snapshot) => s.context.kind
export const selectLang = (s: Snapshot) => s.context.lang
export const selectFields = (s: Snapshot) => TEXT_SET_FIELDS[s.context.kind]
export const selectDraft = (s: Snapshot) => s.context.draft
export const selectProblems = (s: Snapshot) =>
  s.context.tried ? textSetFieldProblems(s.context.kind, s.context.draft) : {}
export const selectCanReset = (s: Snapshot) => s.context.answer?.isDefault === false
/** Whose wording this is, said under the title. */
export const selectWordingNote = (s: Snapshot) =>
  !s.context.answer ? null : s.context.answer.isDefault ? 'Default wording' : 'Your wording'
export const selectFallbackNote = (s: Snapshot) =>
  s.context.answer?.englishFallback ? TEXT_SET_TEXTS.englishFallback(languageLabelOf(s.context.lang)) : null
export const selectConfirmingReset = (s: Snapshot) =>
  s.matches({ ready: 'confirmingReset' }) || s.matches({ ready: 'resetting' })
