import { and, assign, fromPromise, or, raise, setup, stateIn } from 'xstate'
import {
  applyOp,
  blankQuestion,
  canApply,
  CUSTOM_TRAINING_TEXTS,
  publishProblem,
  quizFieldProblems,
  type CustomTraining,
  type DeleteTarget,
  type DraftContent,
  type DraftOp,
  type MediaItem,
  type QuizQuestion,
  type Topic,
  type UploadTarget,
} from '../../src/domain/custom-training'
import type { QuizImport } from '../../src/domain/quiz-csv'
import { errorOf, failureMessage, messageOf } from '../event-params'

// The custom training editor (/edit/{id}, /custom-training/edit/{id}; 001 §2, §3 editing state, §4 draft →
// publish): every change is a pure operation on the draft (src/domain/custom-training.ts), kept in the browser
// at once and saved 1.5 s after typing pauses. A save carries the version it started from: another tab's newer
// version is a conflict the admin settles (reload theirs, or keep mine over it), never a silent overwrite; a
// failed save is retried and what was typed stays. Deleting asks first; a chapter's quiz is edited in a modal
// and may be imported from CSV with per-row errors; publishing needs a name and a chapter, and a saved draft.
// Uploads run in their own machines (media-upload) beside the field that started them: the editor receives
// only a finished upload, so its graph does not multiply by every upload's progress.

export const SAVE_DELAY_MS = 1500
export const SAVE_RETRY_MS = 10_000

export type AddRequest =
  | { kind: 'section' }
  | { kind: 'chapter'; sectionId: string }
  | { kind: 'topic'; chapterId: string; topicKind: Topic['kind'] }

/** One field of a quiz question: its text, one answer (0–3), or which answer is correct. */
export type QuestionChange =
  | { field: 'question'; value: string }
  | { field: 'answer'; answer: 0 | 1 | 2 | 3; value: string }
  | { field: 'correct'; value: QuizQuestion['correct'] }

export const changedQuestion = (question: QuizQuestion, change: QuestionChange): QuizQuestion =>
  change.field === 'question'
    ? { ...question, question: change.value.slice(0, 1000) }
    : change.field === 'answer'
      ? {
          ...question,
          answers: question.answers.map((a, i) => (i === change.answer ? change.value.slice(0, 500) : a)),
        }
      : { ...question, correct: change.value }

export interface QuizDraft {
  chapterId: string
  questions: QuizQuestion[]
  errors: string[]
}

export interface EditorContext {
  courseId: string
  /** New ids are this prefix and a counter: unique per editor, the same on every path-test run. */
  idPrefix: string
  nextId: number
  training: CustomTraining | null
  content: DraftContent | null
  version: number
  /** Changed since the save in flight started. */
  dirty: boolean
  failure: string | null
  saveFailure: string | null
  restored: boolean
  confirm: DeleteTarget | null
  quiz: QuizDraft | null
  actionFailure: string | null
}

export type EditorEvent =
  | { type: 'editor.retry' }
  | { type: 'draft.edit'; op: DraftOp }
  | { type: 'draft.add'; add: AddRequest }
  | { type: 'save.retry' }
  | { type: 'conflict.reload' }
  | { type: 'conflict.keepMine' }
  | { type: 'delete.ask'; target: DeleteTarget }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'quiz.open'; chapterId: string }
  | { type: 'quiz.add' }
  | { type: 'quiz.remove'; index: number }
  | { type: 'quiz.change'; index: number; change: QuestionChange }
  | { type: 'quiz.import'; file: File }
  | { type: 'quiz.save' }
  | { type: 'quiz.cancel' }
  | { type: 'upload.done'; target: UploadTarget; media: MediaItem }
  | { type: 'publish' }
  /** The editor left the screen (another page opened): a change still waiting for its pause is saved now. */
  | { type: 'editor.leave' }

export interface LoadedTraining {
  training: CustomTraining
  /** What this browser kept of an unsaved draft of the same version, if anything. */
  backup: DraftContent | null
}

const opOfAdd = (context: EditorContext, add: AddRequest): DraftOp => {
  const id = `${context.idPrefix}-${context.nextId}`
  if (add.kind === 'section') return { op: 'addSection', id }
  if (add.kind === 'chapter') return { op: 'addChapter', sectionId: add.sectionId, id }
  return { op: 'addTopic', chapterId: add.chapterId, id, kind: add.topicKind }
}

const opOfUpload = (target: UploadTarget, media: MediaItem): DraftOp =>
  target.kind === 'thumbnail'
    ? { op: 'thumbnail', mediaId: media.id }
    : { op: 'topicMedia', topicId: target.id, mediaId: media.id }

const chapterQuiz = (content: DraftContent | null, chapterId: string) =>
  content?.sections.flatMap((section) => section.chapters).find((chapter) => chapter.id === chapterId)
    ?.quiz ?? null

/** The edit an event asks for, or null for one that cannot apply to the draft as it is now. */
export function opOfEvent(context: EditorContext, event: EditorEvent): DraftOp | null {
  if (!context.content) return null
  const op =
    event.type === 'draft.edit'
      ? event.op
      : event.type === 'draft.add'
        ? opOfAdd(context, event.add)
        : event.type === 'upload.done'
          ? opOfUpload(event.target, event.media)
          : null
  return op && canApply(context.content, op) ? op : null
}

// Typed edits come from the page, so not while a quiz or a deletion is asked over it; a finished upload may
// arrive at any moment (it ran beside the page).
const typed = { guard: 'typedEditApplies' as const, actions: ['applyEdit' as const, 'backup' as const] }
const uploaded = { guard: 'applies' as const, actions: ['applyEdit' as const, 'backup' as const] }
/** The edit events, each restarting the pause before a save. */
const editsToWaiting = {
  'draft.edit': { ...typed, target: 'waiting', reenter: true },
  'draft.add': { ...typed, target: 'waiting', reenter: true },
  'upload.done': { ...uploaded, target: 'waiting', reenter: true },
}
/** The same while a save runs or a conflict waits: applied and kept, saved once that settles. */
const editsInPlace = {
  'draft.edit': { ...typed, actions: [...typed.actions, 'markDirty' as const] },
  'draft.add': { ...typed, actions: [...typed.actions, 'markDirty' as const] },
  'upload.done': { ...uploaded, actions: [...uploaded.actions, 'markDirty' as const] },
}

export const customTrainingEditorMachine = setup({
  types: {
    context: {} as EditorContext,
    events: {} as EditorEvent,
    input: {} as { courseId: string; idPrefix: string },
  },
  delays: { savePause: SAVE_DELAY_MS, saveRetry: SAVE_RETRY_MS },
  actors: {
    loadTraining: fromPromise<LoadedTraining, { courseId: string }>(async () => {
      throw new Error('loadTraining not provided')
    }),
    saveDraft: fromPromise<number, { courseId: string; version: number; content: DraftContent }>(async () => {
      throw new Error('saveDraft not provided')
    }),
    publishTraining: fromPromise<void, { courseId: string }>(async () => {
      throw new Error('publishTraining not provided')
    }),
    parseQuizCsv: fromPromise<QuizImport, { file: File }>(async () => {
      throw new Error('parseQuizCsv not provided')
    }),
  },
  guards: {
    applies: ({ context, event }) => opOfEvent(context, event) !== null,
    isDirty: ({ context }) => context.dirty,
    isConflict: (_, error: unknown) => (error as { status?: number } | undefined)?.status === 409,
    canDelete: ({ context }, target: DeleteTarget) =>
      context.content !== null && canApply(context.content, { op: 'delete', target }),
    hasChapter: ({ context }, chapterId: string) => chapterQuiz(context.content, chapterId) !== null,
    hasQuestion: ({ context }, index: number) => index >= 0 && index < (context.quiz?.questions.length ?? 0),
    quizValid: ({ context }) => quizFieldProblems(context.quiz?.questions ?? []).length === 0,
    publishable: ({ context }) => context.content !== null && publishProblem(context.content) === null,
    isDraft: ({ context }) => context.training?.isDraft ?? false,
    isSavedNow: stateIn('#customTrainingEditor.editing.save.saved'),
    dialogClosed: stateIn('#customTrainingEditor.editing.dialog.none'),
    /** Typed, not yet sent: waiting for the pause, or waiting to try again after a failed save. */
    hasPendingEdits: or([
      stateIn('#customTrainingEditor.editing.save.waiting'),
      stateIn('#customTrainingEditor.editing.save.notSaved'),
    ]),
    typedEditApplies: and(['applies', stateIn('#customTrainingEditor.editing.dialog.none')]),
  },
  actions: {
    setLoaded: assign(({ context }, loaded: LoadedTraining) => ({
      training: loaded.training,
      content: loaded.backup ?? loaded.training.content,
      version: loaded.training.version,
      restored: loaded.backup !== null,
      dirty: loaded.backup !== null,
      failure: null,
      saveFailure: null,
      nextId: context.nextId,
    })),
    setFailure: assign({ failure: (_, message: string) => message }),
    applyEdit: assign(({ context, event }) => {
      const op = opOfEvent(context, event)
      if (!op || !context.content) return {}
      return {
        content: applyOp(context.content, op),
        nextId: event.type === 'draft.add' ? context.nextId + 1 : context.nextId,
        actionFailure: null,
        training:
          event.type === 'upload.done' && context.training
            ? {
                ...context.training,
                media: [...context.training.media.filter((item) => item.id !== event.media.id), event.media],
              }
            : context.training,
      }
    }),
    markDirty: assign({ dirty: true }),
    startSave: assign({ dirty: false }),
    setVersion: assign({ version: (_, version: number) => version, saveFailure: null, restored: false }),
    setSaveFailure: assign({ saveFailure: (_, message: string) => message }),
    setConflict: assign({ saveFailure: CUSTOM_TRAINING_TEXTS.conflict }),
    takeVersion: assign({ version: (_, version: number) => version }),
    askDelete: assign({ confirm: (_, target: DeleteTarget) => target }),
    clearDelete: assign({ confirm: null }),
    openQuiz: assign({
      quiz: ({ context }, chapterId: string) => ({
        chapterId,
        questions: chapterQuiz(context.content, chapterId) ?? [],
        errors: [],
      }),
    }),
    closeQuiz: assign({ quiz: null }),
    addQuestion: assign({
      quiz: ({ context }) =>
        context.quiz && { ...context.quiz, questions: [...context.quiz.questions, blankQuestion()] },
    }),
    removeQuestion: assign({
      quiz: ({ context }, index: number) =>
        context.quiz && { ...context.quiz, questions: context.quiz.questions.filter((_, i) => i !== index) },
    }),
    changeQuestion: assign({
      quiz: ({ context }, change: { index: number; change: QuestionChange }) =>
        context.quiz && {
          ...context.quiz,
          questions: context.quiz.questions.map((item, i) =>
            i === change.index ? changedQuestion(item, change.change) : item,
          ),
          errors: [],
        },
    }),
    addImported: assign({
      quiz: ({ context }, imported: QuizImport) =>
        context.quiz && {
          ...context.quiz,
          questions: [...context.quiz.questions, ...imported.questions],
          errors: imported.errors,
        },
    }),
    setQuizErrors: assign({
      quiz: ({ context }) =>
        context.quiz && { ...context.quiz, errors: quizFieldProblems(context.quiz.questions) },
    }),
    setActionFailure: assign({ actionFailure: (_, message: string | null) => message }),
    markPublished: assign({
      training: ({ context }) => context.training && { ...context.training, isDraft: false },
    }),
    /** Provided by the app: keeps the unsaved draft in this browser. */
    backup: () => {},
    /** Provided by the app: the saved draft needs no copy in the browser. */
    clearBackup: () => {},
    /** Provided by the app: a toast. */
    notify: (_, _toast: { type: 'success' | 'error'; title: string }) => {},
  },
}).createMachine({
  id: 'customTrainingEditor',
  context: ({ input }) => ({
    courseId: input.courseId,
    idPrefix: input.idPrefix,
    nextId: 1,
    training: null,
    content: null,
    version: 0,
    dirty: false,
    failure: null,
    saveFailure: null,
    restored: false,
    confirm: null,
    quiz: null,
    actionFailure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadTraining',
        src: 'loadTraining',
        input: ({ context }) => ({ courseId: context.courseId }),
        onDone: { target: 'editing', actions: { type: 'setLoaded', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { 'editor.retry': 'loading' } },
    editing: {
      type: 'parallel',
      // Leaving with a change that waits for its pause sends it at once rather than keeping it in this browser's
      // copy until the editor is opened again. A save already on its way finishes by itself; a conflict stays in
      // the browser's copy for the next visit to settle.
      on: { 'editor.leave': [{ guard: 'hasPendingEdits', target: 'leaving' }, { target: 'left' }] },
      states: {
        save: {
          initial: 'deciding',
          states: {
            // A draft restored from this browser is saved at once.
            deciding: { always: [{ guard: 'isDirty', target: 'saving' }, { target: 'saved' }] },
            saved: { on: editsToWaiting },
            waiting: {
              tags: ['unsaved'],
              on: editsToWaiting,
              after: { savePause: 'saving' },
            },
            saving: {
              tags: ['unsaved'],
              entry: 'startSave',
              on: editsInPlace,
              invoke: {
                id: 'saveDraft',
                src: 'saveDraft',
                input: ({ context }) => ({
                  courseId: context.courseId,
                  version: context.version,
                  content: context.content!,
                }),
                onDone: [
                  {
                    guard: 'isDirty',
                    target: 'waiting',
                    actions: { type: 'setVersion', params: ({ event }) => event.output },
                  },
                  {
                    target: 'saved',
                    actions: [{ type: 'setVersion', params: ({ event }) => event.output }, 'clearBackup'],
                  },
                ],
                onError: [
                  {
                    guard: { type: 'isConflict', params: errorOf },
                    target: 'conflict',
                    actions: ['setConflict', 'markDirty'],
                  },
                  {
                    target: 'notSaved',
                    actions: [{ type: 'setSaveFailure', params: failureMessage }, 'markDirty'],
                  },
                ],
              },
            },
            notSaved: {
              tags: ['unsaved'],
              on: { ...editsToWaiting, 'save.retry': { guard: 'dialogClosed', target: 'saving' } },
              after: { saveRetry: 'saving' },
            },
            conflict: {
              tags: ['unsaved'],
              on: {
                ...editsInPlace,
                // Settled from the page, once a quiz or a deletion in progress is closed.
                'conflict.reload': {
                  guard: 'dialogClosed',
                  target: '#customTrainingEditor.loading',
                  actions: 'clearBackup',
                },
                'conflict.keepMine': { guard: 'dialogClosed', target: 'readingVersion' },
              },
            },
            // Keep mine: the newest version is read, then mine is saved over it.
            readingVersion: {
              tags: ['unsaved'],
              on: editsInPlace,
              invoke: {
                id: 'loadLatest',
                src: 'loadTraining',
                input: ({ context }) => ({ courseId: context.courseId }),
                onDone: {
                  target: 'saving',
                  actions: { type: 'takeVersion', params: ({ event }) => event.output.training.version },
                },
                onError: {
                  target: 'conflict',
                  actions: {
                    type: 'notify',
                    params: ({ event }) => ({ type: 'error' as const, title: messageOf(event.error) }),
                  },
                },
              },
            },
          },
        },
        dialog: {
          initial: 'none',
          states: {
            none: {
              on: {
                'delete.ask': {
                  guard: { type: 'canDelete', params: ({ event }) => event.target },
                  target: 'confirmingDelete',
                  actions: { type: 'askDelete', params: ({ event }) => event.target },
                },
                'quiz.open': {
                  guard: { type: 'hasChapter', params: ({ event }) => event.chapterId },
                  target: 'quiz',
                  actions: { type: 'openQuiz', params: ({ event }) => event.chapterId },
                },
                // A draft publishes once it is saved (the button waits for the save); what stops it is said.
                publish: [
                  { guard: and(['isDraft', 'isSavedNow', 'publishable']), target: 'publishing' },
                  {
                    guard: and(['isDraft', 'isSavedNow']),
                    actions: {
                      type: 'setActionFailure',
                      params: ({ context }) => (context.content ? publishProblem(context.content) : null),
                    },
                  },
                ],
              },
            },
            confirmingDelete: {
              on: {
                'delete.confirm': {
                  target: 'none',
                  actions: [
                    raise(({ context }) => ({
                      type: 'draft.edit' as const,
                      op: { op: 'delete' as const, target: context.confirm! },
                    })),
                    'clearDelete',
                  ],
                },
                'delete.cancel': { target: 'none', actions: 'clearDelete' },
              },
            },
            quiz: {
              initial: 'editing',
              on: { 'quiz.cancel': { target: 'none', actions: 'closeQuiz' } },
              states: {
                editing: {
                  on: {
                    'quiz.add': { actions: 'addQuestion' },
                    'quiz.remove': {
                      guard: { type: 'hasQuestion', params: ({ event }) => event.index },
                      actions: { type: 'removeQuestion', params: ({ event }) => event.index },
                    },
                    'quiz.change': {
                      guard: { type: 'hasQuestion', params: ({ event }) => event.index },
                      actions: { type: 'changeQuestion', params: ({ event }) => event },
                    },
                    'quiz.import': 'importing',
                    'quiz.save': [
                      {
                        guard: 'quizValid',
                        target: '#customTrainingEditor.editing.dialog.none',
                        actions: [
                          raise(({ context }) => ({
                            type: 'draft.edit' as const,
                            op: {
                              op: 'setQuiz' as const,
                              chapterId: context.quiz!.chapterId,
                              quiz: context.quiz!.questions,
                            },
                          })),
                          'closeQuiz',
                        ],
                      },
                      { actions: 'setQuizErrors' },
                    ],
                  },
                },
                importing: {
                  invoke: {
                    id: 'parseQuizCsv',
                    src: 'parseQuizCsv',
                    input: ({ event }) => ({ file: (event as { file: File }).file }),
                    onDone: {
                      target: 'editing',
                      actions: { type: 'addImported', params: ({ event }) => event.output },
                    },
                    onError: {
                      target: 'editing',
                      actions: {
                        type: 'addImported',
                        params: ({ event }) => ({ questions: [], errors: [messageOf(event.error)] }),
                      },
                    },
                  },
                },
              },
            },
            publishing: {
              invoke: {
                id: 'publishTraining',
                src: 'publishTraining',
                input: ({ context }) => ({ courseId: context.courseId }),
                onDone: {
                  target: 'none',
                  actions: [
                    'markPublished',
                    { type: 'notify', params: { type: 'success', title: CUSTOM_TRAINING_TEXTS.published } },
                  ],
                },
                onError: {
                  target: 'none',
                  actions: { type: 'setActionFailure', params: ({ event }) => messageOf(event.error) },
                },
              },
            },
          },
        },
      },
    },
    leaving: {
      tags: ['unsaved'],
      invoke: {
        id: 'flushDraft',
        src: 'saveDraft',
        input: ({ context }) => ({
          courseId: context.courseId,
          version: context.version,
          content: context.content!,
        }),
        onDone: { target: 'left', actions: 'clearBackup' },
        // Not saved: the browser's copy keeps it for the next visit, as before.
        onError: { target: 'left' },
      },
    },
    left: { type: 'final' },
  },
})
