import { Temporal } from 'temporal-polyfill'
import type { UsersType } from './exercise-campaign'
import {
  array,
  boolean,
  enums,
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
import { DIRECTORY_IDS_MAX, ID_LENGTH_MAX, SELECTED_USERS_MAX, TRAINING_DAYS_MAX } from './request-limits'
import {
  ATTACHMENT_TEXTS,
  MaybeAttachment,
  linkProblem,
  type Attachment,
  type AttachmentKind,
  type UploadedFile,
} from './training-attachment'
import { SPEC_DEFAULT_TEXTS } from './default-texts'

// A training campaign (000 §3 "Campaign info", §5 training forms, §7 campaign calls): the course settings form
// that starts or updates one, and its lifecycle — running, ended, deleted — with the spec's messages.

export const TRAINING_TEXTS = {
  started: 'Training started successfully!',
  updated: 'Training updated successfully!',
  ended: 'Training was ended successfully!',
  deleted: 'Training deleted successfully!',
  required: 'Field is required',
  atLeastOne: 'At least one value must be selected',
  daysPositive: 'Days must be a positive number',
  daysInteger: 'Days must be an integer',
  daysNumber: 'Days must be a number',
  daysMin: (min: number) => `Value must be greater than or equal to ${min}.`,
  daysMax: `Days to complete must be at most ${TRAINING_DAYS_MAX}.`,
  startInvalid: 'The start date should be valid.',
  startPast: 'The start date cannot be in the past.',
  alreadyEnded: 'This training has already ended.',
  endTitle: (name: string) => `End "${name}"?`,
  endWarning: 'Learners will no longer be able to complete it; their progress so far is kept in the reports.',
  deleteTitle: (name: string) => `Delete "${name}"?`,
  deleteWarning: 'The training and its learners’ progress will be deleted and cannot be restored.',
  defaultSubject: SPEC_DEFAULT_TEXTS.trainingSubject,
  defaultMessage: SPEC_DEFAULT_TEXTS.assignmentMessage,
} as const

/** 000 §9: three choices, the first two presets and the third custom. */
export const TRAINING_DAYS_PRESETS = [14, 30, null] as const
export const TRAINING_CUSTOM_DAYS = 2
export const TRAINING_DAYS_MIN = 1

export const ASSIGNMENT_TYPES = ['ALL_USERS', 'DEPARTMENTS', 'GROUPS', 'SELECTED_USERS'] as const
export type AssignmentType = (typeof ASSIGNMENT_TYPES)[number]

/** Who a training reaches, in the directory's terms: the same learners for its count and for its start. */
export const TRAINING_USERS_TYPE: Record<AssignmentType, UsersType> = {
  ALL_USERS: 'USERS_ALL',
  DEPARTMENTS: 'USERS_FROM_DEPARTMENTS',
  GROUPS: 'USERS_FROM_GROUPS',
  SELECTED_USERS: 'USERS_SELECTED',
}

/** 000 §7 GET customers company/{id}/users/count: how many learners a training would reach. */
export const LearnerCount = object({ data: object({ count: number() }) })

/** What the form says about who a training reaches (ours: the spec names the call, not its words). */
export const learnerCountText = (count: number) =>
  `${count} ${count === 1 ? 'learner' : 'learners'} will receive this training`
/** The departments, groups or users the audience names; null for all users. */
export const chosenIdsOf = (
  form: Pick<TrainingForm, 'assignmentType' | 'departmentIds' | 'groupIds' | 'userIds'>,
): readonly string[] | null =>
  form.assignmentType === 'DEPARTMENTS'
    ? form.departmentIds
    : form.assignmentType === 'GROUPS'
      ? form.groupIds
      : form.assignmentType === 'SELECTED_USERS'
        ? form.userIds
        : null

export const ASSIGNMENT_LABELS: Record<AssignmentType, string> = {
  ALL_USERS: 'All users',
  DEPARTMENTS: 'Departments',
  GROUPS: 'Groups',
  SELECTED_USERS: 'Selected users',
}

/** Whom a campaign reaches, in words: "Departments: Finance, Sales", "3 selected users". */
export function audienceText(
  row: Pick<TrainingCampaignRow, 'assignmentType' | 'audienceNames' | 'userIds'>,
): string {
  const names = row.audienceNames ?? []
  switch (row.assignmentType) {
    case 'ALL_USERS':
      return ASSIGNMENT_LABELS.ALL_USERS
    case 'SELECTED_USERS':
      return `${row.userIds.length} selected ${row.userIds.length === 1 ? 'user' : 'users'}`
    default:
      return names.length
        ? `${ASSIGNMENT_LABELS[row.assignmentType]}: ${names.join(', ')}`
        : ASSIGNMENT_LABELS[row.assignmentType]
  }
}

export interface TrainingForm {
  name: string
  subject: string
  message: string
  notificationsEnabled: boolean
  /** A plain date (YYYY-MM-DD). */
  startDate: string
  daysPreset: number
  customDays: string
  assignmentType: AssignmentType
  departmentIds: string[]
  groupIds: string[]
  userIds: string[]
  /** What the learners get with it (000 §3 training assignment form): nothing, a PDF or a link. */
  attachmentKind: AttachmentKind
  attachmentTitle: string
  link: string
  /** The PDF once the gateway has it. */
  file: UploadedFile | null
}

export type TrainingField =
  'name' | 'subject' | 'message' | 'startDate' | 'days' | 'selection' | 'attachmentTitle' | 'file' | 'link'

export function freshTrainingForm(courseName: string, today: string): TrainingForm {
  return {
    name: courseName,
    subject: TRAINING_TEXTS.defaultSubject,
    message: TRAINING_TEXTS.defaultMessage,
    notificationsEnabled: true,
    startDate: today,
    daysPreset: 1,
    customDays: '',
    assignmentType: 'ALL_USERS',
    departmentIds: [],
    groupIds: [],
    userIds: [],
    attachmentKind: 'none',
    attachmentTitle: '',
    link: '',
    file: null,
  }
}

/** The days the form stands for, or the 000 §5 message of why it stands for none. */
export function trainingDays(form: Pick<TrainingForm, 'daysPreset' | 'customDays'>): number | string {
  const preset = TRAINING_DAYS_PRESETS[form.daysPreset]
  if (preset) return preset
  const text = form.customDays.trim()
  if (text === '') return TRAINING_TEXTS.required
  const value = Number(text)
  if (Number.isNaN(value)) return TRAINING_TEXTS.daysNumber
  if (value <= 0) return TRAINING_TEXTS.daysPositive
  if (!Number.isInteger(value)) return TRAINING_TEXTS.daysInteger
  if (value < TRAINING_DAYS_MIN) return TRAINING_TEXTS.daysMin(TRAINING_DAYS_MIN)
  if (value > TRAINING_DAYS_MAX) return TRAINING_TEXTS.daysMax
  return value
}

/** Days as typed into a "custom days" field: the first rule it breaks is its message. */
export const customDaysText = refine(string(), 'days', (value) => {
  const days = trainingDays({ daysPreset: TRAINING_CUSTOM_DAYS, customDays: value })
  return typeof days === 'number' || days
})

/** With departments or groups as the audience, at least one of them; its message shows at the list ('selection'). */
export const audienceChosen = (draft: {
  assignmentType: string
  departmentIds: readonly string[]
  groupIds: readonly string[]
}) => {
  const chosen =
    draft.assignmentType === 'DEPARTMENTS'
      ? draft.departmentIds
      : draft.assignmentType === 'GROUPS'
        ? draft.groupIds
        : null
  return !chosen || chosen.length > 0 || { path: ['selection'], message: TRAINING_TEXTS.atLeastOne }
}

/** A start day as typed: a date, and not before today. */
export function startDateProblem(startDate: string, today: string): string | null {
  try {
    return Temporal.PlainDate.compare(Temporal.PlainDate.from(startDate), Temporal.PlainDate.from(today)) < 0
      ? TRAINING_TEXTS.startPast
      : null
  } catch {
    return TRAINING_TEXTS.startInvalid
  }
}

/**
 * 000 §3 training assignment form at `today`: a name; the notification's subject and message when it is sent; the
 * days; a start not in the past while it can still change (not started); an audience's departments, groups or
 * learners; and the attachment's title with its file or link.
 */
export const trainingRules = (today: string, startEditable = true) =>
  refine(
    type({
      name: text(filled(TRAINING_TEXTS.required)),
      notificationsEnabled: boolean(),
      subject: string(),
      message: string(),
      startDate: string(),
      daysPreset: number(),
      customDays: string(),
      assignmentType: string(),
      departmentIds: array(string()),
      groupIds: array(string()),
      userIds: array(string()),
      attachmentKind: string(),
      attachmentTitle: string(),
      link: string(),
      file: unknown(),
    }),
    'training',
    (form) => {
      const at = (field: TrainingField, message: string | null | false) =>
        message ? [{ path: [field], message }] : []
      const days = trainingDays(form)
      const chosen = chosenIdsOf(
        form as Pick<TrainingForm, 'assignmentType' | 'departmentIds' | 'groupIds' | 'userIds'>,
      )
      const attached = form.attachmentKind !== 'none'
      return [
        ...at('subject', form.notificationsEnabled && !form.subject.trim() && TRAINING_TEXTS.required),
        ...at('message', form.notificationsEnabled && !form.message.trim() && TRAINING_TEXTS.required),
        ...at('days', typeof days === 'string' && days),
        ...at('startDate', startEditable && startDateProblem(form.startDate, today)),
        ...at('selection', chosen !== null && chosen.length === 0 && TRAINING_TEXTS.atLeastOne),
        ...at('attachmentTitle', attached && !form.attachmentTitle.trim() && ATTACHMENT_TEXTS.required),
        ...at('file', form.attachmentKind === 'pdf' && !form.file && ATTACHMENT_TEXTS.fileRequired),
        ...at('link', form.attachmentKind === 'link' && linkProblem(form.link)),
      ]
    },
  )

/** Each field's first message at `today`; a start in the past only while the start can still change. */
export const trainingProblems = (form: TrainingForm, today: string, startEditable = true) =>
  fieldProblems(trainingRules(today, startEditable), form) as Partial<Record<TrainingField, string>>

/** The attachment a form stands for, as the calls carry it. */
export function attachmentOf(form: TrainingForm): Attachment | null {
  const title = form.attachmentTitle.trim()
  if (form.attachmentKind === 'pdf' && form.file)
    return { kind: 'pdf', title, fileId: form.file.id, fileName: form.file.fileName, size: form.file.size }
  if (form.attachmentKind === 'link') return { kind: 'link', title, url: form.link.trim() }
  return null
}

/** 000 §3 campaign info as the calls carry it; `start_date` an instant (today means now). */
export const CampaignInfo = object({
  id: optional(size(string(), 1, ID_LENGTH_MAX)),
  courseId: size(string(), 1, ID_LENGTH_MAX),
  courseName: optional(size(string(), 0, 200)),
  totalChapters: optional(number()),
  campaign_name: size(string(), 1, 200),
  campaign_assignment_type: enums(ASSIGNMENT_TYPES),
  user_departments: optional(size(array(size(string(), 0, ID_LENGTH_MAX)), 0, DIRECTORY_IDS_MAX)),
  selectedGroups: optional(size(array(size(string(), 0, ID_LENGTH_MAX)), 0, DIRECTORY_IDS_MAX)),
  // Ours: the learners of a selected-users campaign (the spec names the type, not where they go).
  selectedUsers: optional(size(array(size(string(), 0, ID_LENGTH_MAX)), 0, SELECTED_USERS_MAX)),
  days_to_complete: number(),
  start_date: size(string(), 1, 40),
  notificationsEnabled: boolean(),
  notificationSubject: optional(size(string(), 0, 200)),
  notificationMessage: optional(size(string(), 0, 2000)),
  // Ours: the training assignment form's PDF or link (000 §3), carried with the campaign.
  attachment: MaybeAttachment,
})
export type CampaignInfo = Infer<typeof CampaignInfo>

export function campaignInfoOf(
  form: TrainingForm,
  course: { id: string; name: string; totalChapters: number },
  today: string,
  now: Date,
  campaignId?: string,
): CampaignInfo {
  const start =
    form.startDate === today
      ? now.toISOString()
      : `${Temporal.PlainDate.from(form.startDate).toString()}T09:00:00.000Z`
  return {
    ...(campaignId ? { id: campaignId } : {}),
    courseId: course.id,
    courseName: course.name,
    totalChapters: course.totalChapters,
    campaign_name: form.name.trim(),
    campaign_assignment_type: form.assignmentType,
    user_departments: form.assignmentType === 'DEPARTMENTS' ? form.departmentIds : [],
    selectedGroups: form.assignmentType === 'GROUPS' ? form.groupIds : [],
    selectedUsers: form.assignmentType === 'SELECTED_USERS' ? form.userIds : [],
    days_to_complete: trainingDays(form) as number,
    start_date: start,
    notificationsEnabled: form.notificationsEnabled,
    notificationSubject: form.notificationsEnabled ? form.subject.trim() : '',
    notificationMessage: form.notificationsEnabled ? form.message.trim() : '',
    attachment: attachmentOf(form),
  }
}

export const TrainingProgress = object({
  completed: number(),
  inProgress: number(),
  notStarted: number(),
  overdue: number(),
})
export type TrainingProgress = Infer<typeof TrainingProgress>

/** A campaign as the admin panel lists it (000 §7 admin_panel, split into normal and gaming). */
export const TrainingCampaignRow = object({
  id: string(),
  name: string(),
  courseId: string(),
  courseName: string(),
  courseImage: nullable(string()),
  status: string(),
  startDate: string(),
  dateEnded: nullable(string()),
  daysToComplete: number(),
  assignmentType: enums(ASSIGNMENT_TYPES),
  departmentIds: array(string()),
  groupIds: array(string()),
  userIds: array(string()),
  /** Ours: the names of the departments or groups it reaches (ids of deleted ones are left out). */
  audienceNames: optional(array(string())),
  notificationsEnabled: boolean(),
  notificationSubject: string(),
  notificationMessage: string(),
  isGaming: boolean(),
  attachment: MaybeAttachment,
  /** admin, or afterFailure: given to whoever failed a phishing test (ours). */
  source: optional(enums(['admin', 'afterFailure'])),
  progress: TrainingProgress,
})
export type TrainingCampaignRow = Infer<typeof TrainingCampaignRow>

export const AdminPanelCampaigns = object({
  campaigns: array(TrainingCampaignRow),
  gamingCampaigns: array(TrainingCampaignRow),
})

/** 001 §9 course status legend: Completed green, In Progress orange, Not Started purple, Overdue red. */
export const PROGRESS_LEGEND = [
  { key: 'completed', label: 'Completed', tone: 'success', color: 'green.600' },
  { key: 'inProgress', label: 'In Progress', tone: 'orange', color: 'orange.500' },
  { key: 'notStarted', label: 'Not Started', tone: 'purple', color: 'purple.500' },
  { key: 'overdue', label: 'Overdue', tone: 'danger', color: 'red.600' },
] as const

export const CourseStatistics = object({
  totals: TrainingProgress,
  /** The totals by who assigned it: an admin, or training after failure. */
  sources: optional(array(object({ source: enums(['admin', 'afterFailure']), progress: TrainingProgress }))),
  departments: array(object({ id: nullable(string()), name: string(), progress: TrainingProgress })),
  campaigns: array(TrainingCampaignRow),
})
export type CourseStatistics = Infer<typeof CourseStatistics>
