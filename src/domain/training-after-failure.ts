import {
  boolean,
  dynamic,
  integer,
  nullable,
  object,
  refine,
  size,
  string,
  type,
  type Infer,
  type Struct,
} from 'superstruct'
import { fieldProblems } from './field-problems'
import { ID_LENGTH_MAX, TRAINING_DAYS_MAX } from './request-limits'
import { customDaysText, TRAINING_TEXTS } from './training-campaign'

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

/** The course page's form while this course is the one: the days, and at least one of the two sources. */
const AfterFailureOn = refine(
  type({ onSimulation: boolean(), onExercise: boolean(), days: customDaysText }),
  'sources',
  (draft) =>
    draft.onSimulation || draft.onExercise || { path: ['sources'], message: TRAINING_TEXTS.atLeastOne },
)
/** The course page's form: nothing to check while the course is not the one given after a failure. */
export const AfterFailureRules = dynamic<unknown>(
  (draft): Struct<unknown, unknown> =>
    // A struct's refiner takes its own shape, so the two branches meet as structs of unknown.
    ((draft as AfterFailureDraft).enabled ? AfterFailureOn : type({})) as Struct<unknown, unknown>,
)

/** Each field's message ('sources' stands for the two checkboxes). */
export const afterFailureFieldProblems = (draft: AfterFailureDraft) =>
  fieldProblems(AfterFailureRules, draft) as Partial<Record<AfterFailureField, string>>

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
