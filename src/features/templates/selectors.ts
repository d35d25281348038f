import type { SnapshotFrom } from 'xstate'
import {
  templateBuilderStepOf,
  type templateBuilderMachine,
} from '../../../machines/templates/template-builder.machine'
import type { templateLibraryMachine } from '../../../machines/templates/template-library.machine'
import type { templatePreviewMachine } from '../../../machines/templates/template-preview.machine'
import {
  backstoryFieldProblems,
  BUILDER_STEPS,
  headerFieldProblems,
  LAST_STEP,
  nameError,
  senderFieldProblems,
  smsBodyError,
  TEMPLATE_TEXTS,
} from '../../domain/template'
import {
  ACROSS_FORMATTING,
  bodyCalloutErrors,
  canAddBodyCallout,
  canRemoveBodyCallout,
  headerCalloutError,
  markable,
  markCallouts,
  visibleText,
} from '../../domain/template-callouts'
import { hasMorePages } from '../../domain/template-library'
import { sanitizeInBrowser } from './sanitize'

type Builder = SnapshotFrom<typeof templateBuilderMachine>
type Library = SnapshotFrom<typeof templateLibraryMachine>
type Preview = SnapshotFrom<typeof templatePreviewMachine>

export const selectBuilderOpen = (s: Builder) => !s.matches('closed') && !s.matches('choosingType')
export const selectChoosingType = (s: Builder) => s.matches('choosingType')
export const selectBuilderLoading = (s: Builder) => s.matches('loading')
export const selectBuilderLoadFailed = (s: Builder) => s.matches('loadFailed')
export const selectSaving = (s: Builder) => s.matches('saving')
export const selectDraft = (s: Builder) => s.context.draft
export const selectLayout = (s: Builder) => s.context.draft.layout
export const selectStep = (s: Builder) => templateBuilderStepOf(s.value)
export const selectIsLastStep = (s: Builder) => selectStep(s) === LAST_STEP
export const selectSteps = (s: Builder) => BUILDER_STEPS[s.context.draft.layout]
export const selectBuilderTitle = (s: Builder) =>
  s.context.draft.id === null
    ? TEMPLATE_TEXTS.newTitle
    : s.context.draft.name.trim() || TEMPLATE_TEXTS.newTitle
export const selectBuilderError = (s: Builder) => s.context.error
export const selectGone = (s: Builder) => s.context.gone
export const selectEditor = (s: Builder) => s.context.editor
export const selectBodyRevision = (s: Builder) => s.context.bodyRevision
export const selectImporting = (s: Builder) => s.matches({ editing: { form: 'importing' } })
export const selectImportChecking = (s: Builder) =>
  s.matches({ editing: { form: { importing: 'checking' } } })
export const selectImportError = (s: Builder) => s.context.importError
export const selectCheckingThumbnail = (s: Builder) => s.matches({ editing: { form: 'checkingThumbnail' } })
export const selectThumbnailError = (s: Builder) => s.context.thumbnailError
/** 002 §4: Next is disabled while the step's form is invalid, the editor loads, or a save runs: the builder offers
 * no Next there. */
export const selectNextDisabled = (s: Builder) => !s.can({ type: 'step.next' })
const shown = (s: Builder) => s.context.attempted
/** A field's message shows once it was changed, or for every field once Next was tried (issue 24). */
function onceTouched<E extends Partial<Record<string, string>>>(s: Builder, problems: E): E {
  if (shown(s)) return problems
  return Object.fromEntries(Object.entries(problems).filter(([key]) => s.context.touched.includes(key))) as E
}
export const selectHeaderErrors = (s: Builder) => onceTouched(s, headerFieldProblems(s.context.draft.header))
export const selectSenderErrors = (s: Builder) => onceTouched(s, senderFieldProblems(s.context.draft.sender))
export const selectSmsError = (s: Builder) => (shown(s) ? smsBodyError(s.context.draft.body.html) : null)
export const selectBackstoryErrors = (s: Builder) =>
  shown(s) ? backstoryFieldProblems(s.context.draft.backstory) : null
export const selectNameError = (s: Builder) => (shown(s) ? nameError(s.context.draft.name) : null)

/** Callout messages show as soon as an anchor is typed (the admin needs them to choose the text). */
export const selectCalloutErrors = (s: Builder) => {
  const { callouts, body } = s.context.draft
  const text = visibleText(body.html)
  const errors = callouts.bodyOn ? bodyCalloutErrors(callouts.body, text) : []
  const marks = markable(sanitizeInBrowser(body.html), callouts.body)
  return {
    header: shown(s) ? headerCalloutError(callouts.headerOn, callouts.headerText) : null,
    body: errors.map((error, index) => {
      const typed = callouts.body[index]!.anchorText.trim() !== ''
      const anchorText = error.anchorText === null && !marks[index] ? ACROSS_FORMATTING : error.anchorText
      return {
        anchorText: typed || shown(s) ? anchorText : null,
        description: shown(s) ? error.description : null,
      }
    }),
    canAdd: canAddBodyCallout(callouts.body.length),
    canRemove: canRemoveBodyCallout(callouts.body.length),
  }
}

/** The live preview's body: sanitised, with the callouts as they were 500 ms after the last change. */
export const selectPreviewHtml = (s: Builder) => {
  const html = sanitizeInBrowser(s.context.draft.body.html)
  const text = visibleText(html)
  const valid = bodyCalloutErrors(s.context.highlighted, text)
  return s.context.draft.callouts.bodyOn
    ? markCallouts(
        html,
        s.context.highlighted.filter((_, index) => valid[index]?.anchorText === null),
      )
    : html
}

export const selectPacks = (s: Library) => s.context.packs
export const selectPackId = (s: Library) => s.context.query.packId
export const selectLibraryItems = (s: Library) => s.context.items
export const selectLibraryTotal = (s: Library) => s.context.total
export const selectLibraryQuery = (s: Library) => s.context.query
export const selectLibraryLoading = (s: Library) => s.matches('loading') || s.matches('debouncing')
export const selectLibraryMoreBusy = (s: Library) => s.matches('loadingMore')
export const selectLibraryFailed = (s: Library) => s.matches('failed')
export const selectLibraryFailure = (s: Library) => s.context.failure
export const selectHasMore = (s: Library) => hasMorePages(s.context.items.length, s.context.total)
export const selectDeleteTarget = (s: Library) =>
  s.matches('confirmingDelete') || s.matches('deleting') ? s.context.target : null
export const selectDeleting = (s: Library) => s.matches('deleting')

export const selectPreviewOpen = (s: Preview) => !s.matches('closed')
export const selectPreviewLoading = (s: Preview) => s.matches('loading')
export const selectPreviewFailure = (s: Preview) => (s.matches('failed') ? s.context.failure : null)
export const selectPreviewTemplate = (s: Preview) => s.context.template
export const selectShowCallouts = (s: Preview) => s.context.showCallouts
export const selectCurrentCallout = (s: Preview) => {
  const callouts = s.context.template?.callouts ?? []
  return callouts.length === 0
    ? null
    : { ...callouts[s.context.callout]!, index: s.context.callout, count: callouts.length }
}
export const selectPreviewBodyHtml = (s: Preview) => sanitizeInBrowser(s.context.template?.html ?? '')

/** The body as plain text, where the admin selects a callout's anchor (issue 24). */
export const selectBodyText = (s: Builder) => visibleText(s.context.draft.body.html)
