import {
  array,
  boolean,
  enums,
  integer,
  nullable,
  number,
  object,
  refine,
  size,
  string,
  type,
  type Infer,
} from 'superstruct'
import { DIRECTORY_IDS_MAX, ID_LENGTH_MAX, TRAINING_DAYS_MAX } from './request-limits'
import { audienceChosen, customDaysText } from './training-campaign'
import { fieldProblems } from './field-problems'
import { formatDate } from './intl-format'

// The monthly video calendar (000 §2 /calendar preview | history | settings; 002 §2.10, §7 "Calendar"): a short
// video each month; a company gives it automatically to all users, departments or groups when the month
// begins, or now from the preview; the history says how far each month's video got.

export const MONTHLY_VIDEO_TEXTS = {
  saved: 'Monthly video settings saved.',
  assigned: 'This month’s video was assigned.',
  alreadyAssigned: 'This month’s video is already assigned.',
  noVideo: 'There is no video for this month yet.',
  off: 'Automatic assignment is off: this month’s video can still be assigned now.',
  on: 'On: each month’s video is assigned when the month begins.',
} as const

export const MONTHLY_AUDIENCES = ['ALL_USERS', 'DEPARTMENTS', 'GROUPS'] as const
export const MONTHLY_DAYS_DEFAULT = 30

export const MonthlyVideo = object({
  id: string(),
  month: string(),
  title: string(),
  description: string(),
  minutes: number(),
})
export type MonthlyVideo = Infer<typeof MonthlyVideo>

export const MonthlyVideoSettings = object({
  enabled: boolean(),
  assignmentType: enums(MONTHLY_AUDIENCES),
  departmentIds: size(array(size(string(), 1, ID_LENGTH_MAX)), 0, DIRECTORY_IDS_MAX),
  groupIds: size(array(size(string(), 1, ID_LENGTH_MAX)), 0, DIRECTORY_IDS_MAX),
  daysToComplete: size(integer(), 1, TRAINING_DAYS_MAX),
})
export type MonthlyVideoSettings = Infer<typeof MonthlyVideoSettings>

/** 002 §7 "Calendar" monthly_video entry: a month's assignment and how far its learners got. */
export const MonthlyVideoEntry = object({
  id: string(),
  month: string(),
  title: string(),
  assignedAt: string(),
  assignedUsers: number(),
  completionPercentage: number(),
})
export type MonthlyVideoEntry = Infer<typeof MonthlyVideoEntry>

export const MonthlyVideoOverview = object({
  current: nullable(MonthlyVideo),
  /** This month's assignment, when given. */
  currentEntry: nullable(MonthlyVideoEntry),
  settings: MonthlyVideoSettings,
  history: array(MonthlyVideoEntry),
})
export type MonthlyVideoOverview = Infer<typeof MonthlyVideoOverview>

/** What the settings tab edits: days as typed. */
export interface MonthlyVideoDraft extends Omit<MonthlyVideoSettings, 'daysToComplete'> {
  days: string
}

export type MonthlyVideoField = 'days' | 'selection'

export const draftOfSettings = (settings: MonthlyVideoSettings): MonthlyVideoDraft => {
  const { daysToComplete, ...rest } = settings
  return { ...rest, days: String(daysToComplete) }
}

/** The settings tab's form: the days, and a department or group when the video goes to those. */
export const MonthlyVideoRules = refine(
  type({
    assignmentType: string(),
    departmentIds: array(string()),
    groupIds: array(string()),
    days: customDaysText,
  }),
  'selection',
  audienceChosen,
)

/** Each field's message ('selection' stands for the department or group list shown). */
export const monthlyFieldProblems = (draft: MonthlyVideoDraft) =>
  fieldProblems(MonthlyVideoRules, draft) as Partial<Record<MonthlyVideoField, string>>

export const settingsOfDraft = (draft: MonthlyVideoDraft): MonthlyVideoSettings => ({
  enabled: draft.enabled,
  assignmentType: draft.assignmentType,
  departmentIds: draft.assignmentType === 'DEPARTMENTS' ? draft.departmentIds : [],
  groupIds: draft.assignmentType === 'GROUPS' ? draft.groupIds : [],
  daysToComplete: Number(draft.days),
})

/** A month (YYYY-MM) in words: "November 2026". */
export const monthName = (month: string) =>
  formatDate(`${month}-15T12:00:00Z`, 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
