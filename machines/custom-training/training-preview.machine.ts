import { assign, fromPromise, setup } from 'xstate'
import type { CustomTraining } from '../../src/domain/custom-training'
import { failureMessage } from '../event-params'

// A custom training as a learner sees it (/preview/{id}; 001 §2): its chapters in order, a chapter's topics
// (videos play, texts read) and its quiz answered and checked, without recording anything for anyone.

export interface TrainingPreviewContext {
  courseId: string
  training: CustomTraining | null
  failure: string | null
  chapterId: string | null
  /** The answer chosen per question of the open chapter (1–4). */
  answers: Record<number, number>
  checked: boolean
}

export type TrainingPreviewEvent =
  | { type: 'preview.retry' }
  | { type: 'chapter.select'; chapterId: string }
  | { type: 'quiz.answer'; index: number; answer: number }
  | { type: 'quiz.check' }

export const chaptersOf = (training: CustomTraining | null) =>
  training?.content.sections.flatMap((section) => section.chapters) ?? []
export const openChapter = (context: TrainingPreviewContext) =>
  chaptersOf(context.training).find((chapter) => chapter.id === context.chapterId) ?? null
export const scoreOf = (context: TrainingPreviewContext) => {
  const quiz = openChapter(context)?.quiz ?? []
  return {
    right: quiz.filter((question, index) => context.answers[index] === question.correct).length,
    of: quiz.length,
  }
}

export const trainingPreviewMachine = setup({
  types: {
    context: {} as TrainingPreviewContext,
    events: {} as TrainingPreviewEvent,
    input: {} as { courseId: string },
  },
  actors: {
    loadTraining: fromPromise<CustomTraining, { courseId: string }>(async () => {
      throw new Error('loadTraining not provided')
    }),
  },
  guards: {
    isChapter: ({ context }, chapterId: string) =>
      chapterId !== context.chapterId &&
      chaptersOf(context.training).some((chapter) => chapter.id === chapterId),
    isQuestion: ({ context }, index: number) =>
      index >= 0 && index < (openChapter(context)?.quiz.length ?? 0),
    allAnswered: ({ context }) => {
      const quiz = openChapter(context)?.quiz ?? []
      return quiz.length > 0 && quiz.every((_, index) => context.answers[index] !== undefined)
    },
  },
  actions: {
    setTraining: assign({
      training: (_, training: CustomTraining) => training,
      chapterId: (_, training: CustomTraining) => chaptersOf(training)[0]?.id ?? null,
      failure: null,
    }),
    setFailure: assign({ failure: (_, message: string) => message }),
    select: assign({ chapterId: (_, chapterId: string) => chapterId, answers: {}, checked: false }),
    answer: assign({
      answers: ({ context }, choice: { index: number; answer: number }) => ({
        ...context.answers,
        [choice.index]: choice.answer,
      }),
      checked: false,
    }),
    check: assign({ checked: true }),
  },
}).createMachine({
  id: 'trainingPreview',
  context: ({ input }) => ({
    courseId: input.courseId,
    training: null,
    failure: null,
    chapterId: null,
    answers: {},
    checked: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadTraining',
        src: 'loadTraining',
        input: ({ context }) => ({ courseId: context.courseId }),
        onDone: { target: 'ready', actions: { type: 'setTraining', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { 'preview.retry': 'loading' } },
    ready: {
      on: {
        'chapter.select': {
          guard: { type: 'isChapter', params: ({ event }) => event.chapterId },
          actions: { type: 'select', params: ({ event }) => event.chapterId },
        },
        'quiz.answer': {
          guard: { type: 'isQuestion', params: ({ event }) => event.index },
          actions: { type: 'answer', params: ({ event }) => event },
        },
        'quiz.check': { guard: 'allAnswered', actions: 'check' },
      },
    },
  },
})
