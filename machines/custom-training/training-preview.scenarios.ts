import { defineFlow } from '../flow'
import { offline } from '../samples/failures'
import { draftTraining } from '../samples/videos.samples'
import type { Scenarios } from '../scenarios'
import { scoreOf, trainingPreviewMachine } from './training-preview.machine'

const quizzed = {
  ...draftTraining,
  content: {
    ...draftTraining.content,
    sections: draftTraining.content.sections.map((section) => ({
      ...section,
      chapters: section.chapters.map((chapter) =>
        chapter.id === 'c2'
          ? {
              ...chapter,
              hasQuiz: true,
              quiz: [
                {
                  question: 'Who escorts a visitor?',
                  answers: ['Their host', 'Anyone', 'Nobody', 'Security only'],
                  correct: 1 as const,
                },
                {
                  question: 'Where do you report a lost badge?',
                  answers: ['Nowhere', 'To security', 'To a friend', 'Online'],
                  correct: 2 as const,
                },
              ],
            }
          : chapter,
      ),
    })),
  },
}

export const trainingPreviewScenarios: Scenarios<typeof trainingPreviewMachine> = {
  inputs: [{ courseId: 'crs_custom_2' }],
  events: {
    'preview.retry': [{ type: 'preview.retry' }],
    'chapter.select': [
      { type: 'chapter.select', chapterId: 'c1' },
      { type: 'chapter.select', chapterId: 'c2' },
      // Not a chapter of this training: refused.
      { type: 'chapter.select', chapterId: 'c9' },
    ],
    'quiz.answer': [
      { type: 'quiz.answer', index: 0, answer: 1 },
      { type: 'quiz.answer', index: 0, answer: 3 },
      { type: 'quiz.answer', index: 1, answer: 2 },
      // Not a question of the open chapter: refused.
      { type: 'quiz.answer', index: 2, answer: 1 },
      { type: 'quiz.answer', index: -1, answer: 1 },
    ],
    'quiz.check': [{ type: 'quiz.check' }],
  },
  outcomes: { loadTraining: { done: [quizzed], error: [offline] } },
  abstractContext: (context) => ({
    loaded: context.training !== null,
    failure: context.failure !== null,
    chapterId: context.chapterId,
    answers: context.answers,
    checked: context.checked,
    // What the learner is told once the quiz is checked.
    score: context.checked ? scoreOf(context) : null,
  }),
  enabledEventsOnly:
    'Chapters and a quiz are on screen only once the training is loaded; Check waits for every answer.',
  maxStates: 5000,
}

export const trainingPreviewFlow = defineFlow({
  id: 'trainingPreview',
  file: 'custom-training/training-preview',
  title: 'Custom training preview',
  description:
    'A custom training as a learner sees it: chapters in order, a chapter’s videos and texts, its quiz answered and checked (nothing recorded).',
  routes: ['/preview/:courseId'],
  machine: trainingPreviewMachine,
  scenarios: trainingPreviewScenarios,
})
