import { array, enums, nullable, number, object, string, type Infer } from 'superstruct'
import { LEARNER_STATUSES, LEARNER_STATUS_LABELS } from './exercise-campaign'

// A learner's phishing exercise results (002 §7 GET phishing-exercise company/{companyId}/user/{userId}/results;
// the spec names the call and its `results`, the shape is ours): every exercise the learner was given, newest
// first, with where they stand and how they answered. The profile's Activity tab shows it.

export const ExerciseUserResult = object({
  campaignId: string(),
  campaignName: string(),
  /** When the exercise reached (or reaches) the learner. */
  deliverAt: string(),
  dueAt: string(),
  status: enums(LEARNER_STATUSES),
  /** Templates in the exercise, and how many the learner answered. */
  templates: number(),
  answered: number(),
  correct: number(),
  partial: number(),
  wrong: number(),
  /** 0–100, as the exercise report scores a learner. */
  score: number(),
  completedAt: nullable(string()),
})
export type ExerciseUserResult = Infer<typeof ExerciseUserResult>

export const ExerciseUserResults = object({ data: object({ results: array(ExerciseUserResult) }) })

/** How many results the call returns at most (the newest). */
export const EXERCISE_RESULTS_MAX = 50

export const EXERCISE_RESULTS_TEXTS = {
  title: 'Phishing exercises',
  failed: 'Phishing exercise results could not be read.',
  total: (count: number, completed: number) =>
    `${count === 1 ? '1 exercise' : `${count} exercises`}, ${completed} completed`,
  /** Under the exercise's name: where the learner stands and how they answered. */
  detail: (result: ExerciseUserResult) =>
    [
      LEARNER_STATUS_LABELS[result.status],
      `${result.answered} of ${result.templates} answered`,
      ...(result.answered > 0
        ? [
            `${result.correct} correct, ${result.partial} partial, ${result.wrong} wrong`,
            `score ${result.score}%`,
          ]
        : []),
    ].join(' · '),
} as const
