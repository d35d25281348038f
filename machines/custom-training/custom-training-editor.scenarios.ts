import { QUIZ_CSV_TEXTS } from '../../src/domain/quiz-csv'
import { CUSTOM_TRAINING_TEXTS } from '../../src/domain/custom-training'
import { customTrainingEditorMachine } from './custom-training-editor.machine'
import { defineFlow } from '../flow'
import { failure, offline } from '../samples/failures'
import { draftTraining, publishedTraining } from '../samples/videos.samples'
import type { Scenarios } from '../scenarios'

const csv = new File(['Question,Answer 1,Answer 2,Answer 3,Answer 4,Correct Answer Number\n'], 'quiz.csv', {
  type: 'text/csv',
})
const question = {
  question: 'Who may enter without a badge?',
  answers: ['Nobody', 'Visitors', 'Couriers', 'Friends'],
  correct: 1 as const,
}
const restored = { ...draftTraining.content, name: 'Visitor badges (typed before a reload)' }

export const customTrainingEditorScenarios: Scenarios<typeof customTrainingEditorMachine> = {
  inputs: [{ courseId: 'crs_custom_2', idPrefix: 'new' }],
  events: {
    'editor.leave': [{ type: 'editor.leave' }],
    'editor.retry': [{ type: 'editor.retry' }],
    'draft.edit': [{ type: 'draft.edit', op: { op: 'name', value: 'Visitor badges and escorts' } }],
    'draft.add': [{ type: 'draft.add', add: { kind: 'chapter', sectionId: 's2' } }],
    'delete.ask': [{ type: 'delete.ask', target: { kind: 'section', id: 's1' } }],
    'delete.confirm': [{ type: 'delete.confirm' }],
    'delete.cancel': [{ type: 'delete.cancel' }],
    'quiz.open': [{ type: 'quiz.open', chapterId: 'c1' }],
    'quiz.add': [{ type: 'quiz.add' }],
    'quiz.remove': [{ type: 'quiz.remove', index: 0 }],
    'quiz.change': [
      {
        type: 'quiz.change',
        index: 0,
        change: { field: 'question', value: 'Who may enter without a badge?' },
      },
    ],
    'quiz.import': [{ type: 'quiz.import', file: csv }],
    'quiz.save': [{ type: 'quiz.save' }],
    'quiz.cancel': [{ type: 'quiz.cancel' }],
    'upload.done': [
      {
        type: 'upload.done',
        target: { kind: 'topic', id: 't1' },
        media: {
          id: 'cmp_acme--0123456789abcdef0123456789abcdef',
          kind: 'video',
          name: 'badges.mp4',
          url: '/media/token-badges',
        },
      },
    ],
    'save.retry': [{ type: 'save.retry' }],
    'conflict.reload': [{ type: 'conflict.reload' }],
    'conflict.keepMine': [{ type: 'conflict.keepMine' }],
    publish: [{ type: 'publish' }],
  },
  outcomes: {
    loadTraining: {
      done: [
        { training: draftTraining, backup: null },
        { training: draftTraining, backup: restored },
        { training: publishedTraining, backup: null },
      ],
      error: [offline],
    },
    loadLatest: { done: [{ training: { ...draftTraining, version: 9 }, backup: null }], error: [offline] },
    flushDraft: { done: [4], error: [offline] },
    saveDraft: {
      done: [4],
      error: [failure(409, 'custom_training/conflict', CUSTOM_TRAINING_TEXTS.conflict), offline],
    },
    publishTraining: {
      done: [undefined],
      error: [failure(422, 'custom_training/not_publishable', CUSTOM_TRAINING_TEXTS.emptyTraining)],
    },
    parseQuizCsv: {
      done: [
        {
          questions: [question, question],
          errors: ['Row 3: Correct Answer Number must be one number from 1 to 4'],
        },
        { questions: [], errors: [QUIZ_CSV_TEXTS.missingColumns(['Correct Answer Number'])] },
      ],
      error: [offline],
    },
  },
  // Only what changes what comes next: whether the draft has chapters and a quiz, whether an edit came in
  // while a save ran, the quiz modal's size; the texts typed, a restored draft and a refusal shown are checked
  // on the exact state of each path by the view run, not told apart here.
  abstractContext: (context, snapshot) => {
    const chapters = (context.content?.sections ?? []).flatMap((section) => section.chapters)
    const saving = ['saving', 'conflict', 'readingVersion'].some((state) =>
      snapshot.matches({ editing: { save: state } } as never),
    )
    return {
      loaded: context.training === null ? null : context.training.isDraft,
      chapters: Math.min(chapters.length, 2),
      quizzed: chapters.some((chapter) => chapter.quiz.length > 0),
      dirty: saving ? context.dirty : null,
      quiz: context.quiz ? [context.quiz.questions.length > 0, context.quiz.errors.length > 0] : null,
      failure: context.failure !== null,
    }
  },
  enabledEventsOnly:
    'The outline is behind the modal while a quiz or a deletion is asked; the quiz controls exist only in the quiz dialog.',
  maxStates: 100000,
}

export const customTrainingEditorFlow = defineFlow({
  id: 'customTrainingEditor',
  file: 'custom-training/custom-training-editor',
  title: 'Custom training editor',
  description:
    'Sections, chapters and topics added, renamed, reordered and deleted (asked first); a chapter’s quiz in a modal, importable from CSV with per-row errors; the draft kept in the browser at once and saved 1.5 s after typing pauses, a failed save retried, another tab’s newer version a conflict to settle (reload theirs or keep mine); publish needs a saved draft with a name and a chapter (“Training was published successfully!”).',
  routes: ['/edit/:courseId', '/custom-training/edit/:id'],
  machine: customTrainingEditorMachine,
  scenarios: customTrainingEditorScenarios,
})
