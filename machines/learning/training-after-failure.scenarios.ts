import { defineFlow } from '../flow'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'
import { problemsOf, trainingAfterFailureMachine } from './training-after-failure.machine'

const off = { courseId: null, courseName: null, days: 7, onSimulation: true, onExercise: true }
const otherCourse = { ...off, courseId: 'crs_phishing', courseName: 'Phishing Fundamentals' }
const thisCourse = { ...off, courseId: 'crs_ransomware', courseName: 'Ransomware: Stop It Early', days: 5 }

export const trainingAfterFailureScenarios: Scenarios<typeof trainingAfterFailureMachine> = {
  inputs: [{ courseId: 'crs_ransomware' }],
  events: {
    'afterFailure.change': [
      { type: 'afterFailure.change', patch: { enabled: true } },
      { type: 'afterFailure.change', patch: { enabled: false } },
      { type: 'afterFailure.change', patch: { days: '0' } },
      { type: 'afterFailure.change', patch: { days: '10' } },
      { type: 'afterFailure.change', patch: { onSimulation: false } },
      { type: 'afterFailure.change', patch: { onExercise: false } },
      { type: 'afterFailure.change', patch: { onSimulation: true } },
    ],
    'afterFailure.save': [{ type: 'afterFailure.save' }],
    'afterFailure.retry': [{ type: 'afterFailure.retry' }],
  },
  outcomes: {
    loadSetting: { done: [off, otherCourse, thisCourse], error: [offline] },
    saveSetting: { done: [undefined], error: [failure(404, 'not_found', 'Course not found')] },
  },
  abstractContext: (context) => ({
    course: context.setting?.courseId ?? null,
    enabled: context.draft.enabled,
    valid: Object.keys(problemsOf(context)).length === 0,
    attempted: context.attempted,
    failure: context.failure !== null,
  }),
  maxStates: 60000,
}

export const trainingAfterFailureFlow = defineFlow({
  id: 'trainingAfterFailure',
  file: 'learning/training-after-failure',
  title: 'Training after failure',
  description:
    'On a course’s settings tab: give this course once to whoever is phished in a simulation or answers a phishing exercise wrong (at least one), due a number of days after the failure (a positive whole number). A company has one such course: turning it on here replaces the other one named. Save says "Training after failure saved." or that it is off; a refusal keeps the form.',
  routes: ['/courses/:courseId/settings'],
  machine: trainingAfterFailureMachine,
  scenarios: trainingAfterFailureScenarios,
})
