import {
  array,
  enums,
  integer,
  nullable,
  number,
  object,
  optional,
  refine,
  size,
  string,
  type,
  unknown,
  type Infer,
} from 'superstruct'
import { fieldProblems, filled, text } from './field-problems'
import { DIRECTORY_IDS_MAX, ID_LENGTH_MAX, TRAINING_DAYS_MAX } from './request-limits'
import type { UploadedFile } from './training-attachment'
import { ATTACHMENT_TEXTS } from './training-attachment'
import { audienceChosen, customDaysText, TRAINING_TEXTS } from './training-campaign'

// Policies (/policies; 000 §1 "assign and track policies", 002 §2.12 policy report row, §9 filter keys): a company
// uploads a policy as a PDF, assigns it to everyone, departments or groups with days to acknowledge, and tracks
// who acknowledged it, who has not opened it and who is overdue; a new revision asks everyone again.

export const POLICY_TEXTS = {
  created: 'Policy assigned successfully!',
  revised: (revision: number) => `Revision ${revision} uploaded: everyone acknowledges it again.`,
  ended: 'Policy ended successfully!',
  deleted: 'Policy deleted successfully!',
  alreadyEnded: 'This policy has already ended.',
  endTitle: (name: string) => `End "${name}"?`,
  endWarning: 'Learners will no longer be asked to acknowledge it; who did is kept.',
  deleteTitle: (name: string) => `Delete "${name}"?`,
  deleteWarning: 'The policy and who acknowledged it will be deleted and cannot be restored.',
  empty: 'No policies yet: upload one and assign it.',
} as const

/** 002 §9: the filter keys of a policy's learners. */
export const POLICY_FILTERS = ['acknowledged', 'notOpened', 'overdue'] as const
export type PolicyFilter = (typeof POLICY_FILTERS)[number]
export const POLICY_FILTER_LABELS: Record<PolicyFilter, string> = {
  acknowledged: 'Acknowledged',
  notOpened: 'Not opened',
  overdue: 'Overdue',
}

export const POLICY_AUDIENCES = ['ALL_USERS', 'DEPARTMENTS', 'GROUPS'] as const
export type PolicyAudience = (typeof POLICY_AUDIENCES)[number]

export const POLICY_NAME_MAX = 200
export const POLICY_DAYS_DEFAULT = 14

/** A row of the list (002 §2.12 policy report row, with its file). */
export const PolicyRow = object({
  id: string(),
  name: string(),
  revision: number(),
  assignments: number(),
  acknowledged: number(),
  notOpened: number(),
  overdue: number(),
  /** Acknowledged of assigned, 0–100. */
  progress: number(),
  fileId: nullable(string()),
  fileName: nullable(string()),
  daysToAcknowledge: number(),
  assignmentType: enums(POLICY_AUDIENCES),
  createdAt: string(),
  updatedAt: string(),
  endedAt: nullable(string()),
})
export type PolicyRow = Infer<typeof PolicyRow>
export const PolicyList = object({ policies: array(PolicyRow) })

/** The upload form: a new policy, or a new revision of one (only its file). */
export interface PolicyForm {
  name: string
  file: UploadedFile | null
  days: string
  assignmentType: PolicyAudience
  departmentIds: string[]
  groupIds: string[]
}

export type PolicyField = 'name' | 'file' | 'days' | 'selection'

export function freshPolicyForm(): PolicyForm {
  return {
    name: '',
    file: null,
    days: String(POLICY_DAYS_DEFAULT),
    assignmentType: 'ALL_USERS',
    departmentIds: [],
    groupIds: [],
  }
}

const fileChosen = refine(
  unknown(),
  'file',
  (file) => (file ?? null) !== null || ATTACHMENT_TEXTS.fileRequired,
)
/** A new version of a policy: only its file. */
const PolicyRevisionRules = type({ file: fileChosen })
/** A new policy: its name, file, days to acknowledge and, for departments or groups, at least one of them. */
const PolicyRules = refine(
  type({
    file: fileChosen,
    name: text(filled(TRAINING_TEXTS.required)),
    days: customDaysText,
    assignmentType: string(),
    departmentIds: array(string()),
    groupIds: array(string()),
  }),
  'selection',
  audienceChosen,
)

/** Each field's message ('selection' stands for the department or group list shown). */
export const policyFieldProblems = (form: PolicyForm, revision: boolean) =>
  (revision ? fieldProblems(PolicyRevisionRules, form) : fieldProblems(PolicyRules, form)) as Partial<
    Record<PolicyField, string>
  >

export const NewPolicy = object({
  name: size(string(), 1, POLICY_NAME_MAX),
  fileId: size(string(), 1, ID_LENGTH_MAX),
  daysToAcknowledge: size(integer(), 1, TRAINING_DAYS_MAX),
  assignmentType: enums(POLICY_AUDIENCES),
  departmentIds: optional(size(array(size(string(), 1, ID_LENGTH_MAX)), 0, DIRECTORY_IDS_MAX)),
  groupIds: optional(size(array(size(string(), 1, ID_LENGTH_MAX)), 0, DIRECTORY_IDS_MAX)),
})
export type NewPolicy = Infer<typeof NewPolicy>

export function newPolicyOf(form: PolicyForm): NewPolicy {
  return {
    name: form.name.trim(),
    fileId: form.file?.id ?? '',
    daysToAcknowledge: Number(form.days),
    assignmentType: form.assignmentType,
    departmentIds: form.assignmentType === 'DEPARTMENTS' ? form.departmentIds : [],
    groupIds: form.assignmentType === 'GROUPS' ? form.groupIds : [],
  }
}

/** One learner of a policy, under a filter key. */
export const PolicyLearnerPage = object({
  items: array(
    object({
      userId: string(),
      email: string(),
      fullName: string(),
      dueAt: nullable(string()),
      acknowledgedAt: nullable(string()),
    }),
  ),
  pageInfo: object({ totalCount: number(), pageNumber: number(), pageSize: number() }),
})
export type PolicyLearnerPage = Infer<typeof PolicyLearnerPage>
