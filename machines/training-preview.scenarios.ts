import { defineFlow } from './flow'
import { offline } from './samples/failures'
import { draftTraining } from './samples/videos.samples'
import type { Scenarios } from './scenarios'
import { trainingPreviewMachine } from './training-preview.machine'

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
    ],
    'quiz.answer': [
      { type: 'quiz.answer', index: 0, answer: 1 },
      { type: 'quiz.answer', index: 0, answer: 3 },
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
  }),
  enabledEventsOnly:
    'Chapters and a quiz are on screen only once the training is loaded; Check waits for every answer.',
  maxStates: 5000,
}

export const trainingPreviewFlow = defineFlow({
  id: 'trainingPreview',
  file: 'training-preview',
  title: 'Custom training preview',
  description:
    'A custom training as a learner sees it: chapters in order, a chapter’s videos and texts, its quiz answered and checked (nothing recorded).',
  routes: ['/preview/:courseId'],
  machine: trainingPreviewMachine,
  scenarios: trainingPreviewScenarios,
})
