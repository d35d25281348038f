import { boolean, integer, nullable, object, size, string, type Infer } from 'superstruct'
import { ID_LENGTH_MAX, TRAINING_DAYS_MAX } from './request-limits'
import { TRAINING_TEXTS, trainingDays } from './training-campaign'

// Training after failure (issue 27, ours): a company chooses one course that whoever is phished in a
// simulation or answers a phishing exercise wrong receives — once, with a due date of their own — and the
// course's statistics show those learners as their own source.

export const AFTER_FAILURE_TEXTS = {
  saved: 'Training after failure saved.',
  off: 'Training after failure is off.',
  title: 'Training after failure',
  explain:
    'Whoever fails a phishing test receives this course once, with its own due date counted from the failure.',
  onSimulation: 'Phished in a phishing simulation',
  onExercise: 'Answered a phishing exercise wrong',
  replaces: (course: string) => `Now given after a failure: ${course}. Turning it on here replaces it.`,
  campaignName: (course: string) => `${course} (after a failed phishing test)`,
  source: 'After a failure',
  adminSource: 'Assigned by an admin',
} as const

export const AFTER_FAILURE_DEFAULT_DAYS = 7

/** As the gateway keeps and sends it; `courseId` null when off. */
export const AfterFailureSetting = object({
  courseId: nullable(size(string(), 1, ID_LENGTH_MAX)),
  courseName: nullable(string()),
  days: size(integer(), 1, TRAINING_DAYS_MAX),
  onSimulation: boolean(),
  onExercise: boolean(),
})
export type AfterFailureSetting = Infer<typeof AfterFailureSetting>

/** What the course page edits: this course on or off, the two sources and the days (text as typed). */
export interface AfterFailureDraft {
  enabled: boolean
  onSimulation: boolean
  onExercise: boolean
  days: string
}

export type AfterFailureField = 'days' | 'sources'

export function afterFailureProblems(draft: AfterFailureDraft): Partial<Record<AfterFailureField, string>> {
  if (!draft.enabled) return {}
  const problems: Partial<Record<AfterFailureField, string>> = {}
  const days = trainingDays({ daysPreset: 2, customDays: draft.days })
  if (typeof days === 'string') problems.days = days
  if (!draft.onSimulation && !draft.onExercise) problems.sources = TRAINING_TEXTS.atLeastOne
  return problems
}

/** The draft a course page starts from: on when this course is the one, else the company's sources. */
export function draftOf(setting: AfterFailureSetting, courseId: string): AfterFailureDraft {
  return {
    enabled: setting.courseId === courseId,
    onSimulation: setting.onSimulation,
    onExercise: setting.onExercise,
    days: String(setting.days),
  }
}

/** The setting a saved draft makes for this course (off: no course; another course's setting is replaced). */
export function settingOf(draft: AfterFailureDraft, courseId: string, current: AfterFailureSetting) {
  const enabled = draft.enabled
  return {
    courseId: enabled ? courseId : current.courseId === courseId ? null : current.courseId,
    days: enabled ? Number(draft.days) : current.days,
    onSimulation: enabled ? draft.onSimulation : current.onSimulation,
    onExercise: enabled ? draft.onExercise : current.onExercise,
  }
}
