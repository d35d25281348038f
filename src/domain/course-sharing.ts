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
import { fieldProblems, holds } from './field-problems'
import type { ApiFailure } from './api-failure'
import { ID_LENGTH_MAX } from './request-limits'
import { startDateProblem, TRAINING_TEXTS, trainingDays } from './training-campaign'

// Course sharing to customers (001 §2 course customers tabs, §3 course sharing, §4 course customers, §5 course
// sharing rules, §7 calls, §8 toasts). A partner's course reaches each customer as Shared (a platform course,
// read as it is) or Copied (the customer's own copy of the partner's custom course), then Scheduled / Started /
// Ended by a delivery (a training campaign in the customer's company). A copy is Behind ("update available")
// once the partner changes the course after copying; Update brings it to the partner's version, keeping the
// copy's id and so the learners' progress.

export const COURSE_SHARE_TEXTS = {
  granted: 'Customers have been granted access to the course!',
  started: 'Deliveries have been started successfully!',
  ended: 'Training was ended for companies successfully!',
  removed: 'Training was removed for companies successfully!',
  // Ours: the re-sync of versioned sharing.
  updated: 'Customers now have the latest version of the course!',
  addCustomers: 'Please add customers',
  notBoosted: 'Not available, non boost customer',
  allAdded: 'All customers added!',
  updateAvailable: 'Update available',
  empty: 'This course is not shared with any customer yet.',
  notPartner: 'Only a partner can share a course with its customers.',
  special: 'The special course cannot be removed from customers.',
  stillRunning: 'End the training of these customers before removing the course.',
  alreadyRunning: 'A delivery of this course is already running for these customers.',
  notShared: 'These customers do not have the course.',
  notBehind: 'These customers already have the latest version.',
  gaming: 'Gaming activities are not shared with customers.',
  failed: 'Something went wrong!',
} as const

export const INHERIT_SETTINGS = ['copy_and_start', 'copy'] as const
export type InheritSetting = (typeof INHERIT_SETTINGS)[number]
export const INHERIT_LABELS: Record<InheritSetting, string> = {
  copy_and_start: 'Copy and start',
  copy: 'Copy',
}

export const SHARE_STAGES = ['shared', 'copied', 'scheduled', 'started', 'ended'] as const
export type ShareStage = (typeof SHARE_STAGES)[number]
export const STAGE_LABELS: Record<ShareStage, string> = {
  shared: 'Shared',
  copied: 'Copied',
  scheduled: 'Scheduled',
  started: 'Started',
  ended: 'Ended',
}

/** 001 §3 course customer (status tab), with ours: the stage and the copy's version. */
export const CourseCustomer = object({
  companyId: string(),
  companyName: string(),
  /** Completed learners of the latest delivery, in percent. */
  progress: number(),
  startDate: nullable(string()),
  receivedDate: string(),
  stage: enums(SHARE_STAGES),
  copiedVersion: nullable(number()),
  updateAvailable: boolean(),
})
export type CourseCustomer = Infer<typeof CourseCustomer>

export const CourseCustomers = object({
  companies: array(CourseCustomer),
  courseVersion: number(),
  isSpecial: boolean(),
})
export type CourseCustomers = Infer<typeof CourseCustomers>

/** 001 §3 shared-course customer: a candidate of the add-customers dialog. */
export const ShareCandidate = object({ companyId: string(), companyName: string(), isBoosted: boolean() })
export type CourseShareCandidate = Infer<typeof ShareCandidate>

export const CourseCandidatesPage = object({
  companies: array(ShareCandidate),
  totalAvailableCount: number(),
  pageInfo: object({ totalCount: number(), pageNumber: number(), pageSize: number() }),
})
export type CourseCandidatesPage = Infer<typeof CourseCandidatesPage>

export const COURSE_SHARE_PAGE_SIZE = 25
export const COURSE_SHARE_SEARCH_MAX = 255

export interface CandidateQuery {
  actionType: InheritSetting
  pageNumber: number
  pageSize: number
  searchText: string
}

/** 001 §7 share and start batch bodies, with ours: the learners' notification of a start. */
export const ShareBatch = object({
  customerCompanyIds: size(array(size(string(), 1, ID_LENGTH_MAX)), 0, 1000),
  isAllCustomers: boolean(),
  daysToComplete: optional(number()),
  startDate: optional(size(string(), 1, 40)),
  notificationsEnabled: optional(boolean()),
  subject: optional(size(string(), 0, 200)),
  message: optional(size(string(), 0, 2000)),
})
export type ShareBatch = Infer<typeof ShareBatch>

/** Ours: the re-sync of versioned sharing. */
export const ResyncBatch = object({
  customerCompanyIds: size(array(size(string(), 1, ID_LENGTH_MAX)), 0, 1000),
  isAllCustomers: boolean(),
})
export type ResyncBatch = Infer<typeof ResyncBatch>

export const BatchResult = object({ count: number(), message: string() })
export type BatchResult = Infer<typeof BatchResult>

export interface ShareSelection {
  selected: string[]
  allSelected: boolean
}

const chosenRows = (rows: readonly CourseCustomer[], selection: ShareSelection) =>
  selection.allSelected ? rows : rows.filter((row) => selection.selected.includes(row.companyId))

/**
 * 001 §4: with any ticked customer that has a start date, End shows and Remove and Start hide; otherwise End
 * hides. Remove is hidden for the special course. Ours: Update shows when a ticked copy is behind.
 */
export function shareActions(rows: readonly CourseCustomer[], selection: ShareSelection, isSpecial: boolean) {
  const chosen = chosenRows(rows, selection)
  const any = chosen.length > 0
  const started = chosen.some((row) => row.startDate !== null)
  return {
    end: any && started,
    start: any && !started,
    remove: any && !started && !isSpecial,
    update: chosen.some((row) => row.updateAvailable),
  }
}
export type ShareAction = 'end' | 'start' | 'remove' | 'update'

/** Who each action is sent for: only those with a start date are ended, only behind copies updated. */
export function customersFor(
  action: ShareAction,
  rows: readonly CourseCustomer[],
  selection: ShareSelection,
) {
  const chosen = chosenRows(rows, selection)
  const of =
    action === 'end'
      ? chosen.filter((row) => row.startDate !== null)
      : action === 'update'
        ? chosen.filter((row) => row.updateAvailable)
        : chosen
  return of.map((row) => ({ companyId: row.companyId, companyName: row.companyName }))
}

export interface ChosenCustomer {
  companyId: string
  companyName: string
}

/** 001 §3 course sharing form. */
export interface ShareForm {
  inherit: InheritSetting
  customers: ChosenCustomer[]
  notificationsEnabled: boolean
  subject: string
  message: string
  /** A plain date (YYYY-MM-DD). */
  startDate: string
  daysPreset: number
  customDays: string
}
export type ShareField = 'customers' | 'subject' | 'message' | 'startDate' | 'days'

export function freshShareForm(today: string, customers: ChosenCustomer[] = []): ShareForm {
  return {
    inherit: 'copy_and_start',
    customers,
    notificationsEnabled: true,
    subject: TRAINING_TEXTS.defaultSubject,
    message: TRAINING_TEXTS.defaultMessage,
    startDate: today,
    daysPreset: 1,
    customDays: '',
  }
}

/**
 * 001 §5 course sharing rules at `today`: customers chosen; with a start (not a copy), the notification's subject
 * and message when it is sent, the days to complete and a start that is not in the past.
 */
export const shareRules = (today: string) =>
  refine(
    type({
      inherit: string(),
      customers: refine(
        array(unknown()),
        'customers',
        (list) => list.length > 0 || COURSE_SHARE_TEXTS.addCustomers,
      ),
      notificationsEnabled: boolean(),
      subject: string(),
      message: string(),
      startDate: string(),
      daysPreset: number(),
      customDays: string(),
    }),
    'start',
    (form) => {
      if (form.inherit === 'copy') return true
      const at = (field: ShareField, message: string | null) => (message ? [{ path: [field], message }] : [])
      const days = trainingDays(form)
      return [
        ...at('subject', form.notificationsEnabled && !form.subject.trim() ? TRAINING_TEXTS.required : null),
        ...at('message', form.notificationsEnabled && !form.message.trim() ? TRAINING_TEXTS.required : null),
        ...at('days', typeof days === 'string' ? days : null),
        ...at('startDate', startDateProblem(form.startDate, today)),
      ]
    },
  )

/** Each field's first message at `today`. */
export const shareFieldProblems = (form: ShareForm, today: string) =>
  fieldProblems(shareRules(today), form) as Partial<Record<ShareField, string>>

export const isShareFormValid = (form: ShareForm, today: string) => holds(shareRules(today), form)

/** The share or start batch the form stands for (a start today means now). */
export function shareBatchOf(form: ShareForm, today: string, now: string): ShareBatch {
  const ids = form.customers.map((customer) => customer.companyId)
  if (form.inherit === 'copy') return { customerCompanyIds: ids, isAllCustomers: false }
  const days = trainingDays(form)
  return {
    customerCompanyIds: ids,
    isAllCustomers: false,
    daysToComplete: typeof days === 'number' ? days : 0,
    startDate: form.startDate === today ? now : `${form.startDate}T09:00:00.000Z`,
    notificationsEnabled: form.notificationsEnabled,
    subject: form.subject.trim(),
    message: form.message.trim(),
  }
}

/** A refusal's reasons, else its message, else the spec's generic text. */
export function courseShareFailure(error: unknown): string {
  const failure = error as Partial<ApiFailure> | undefined
  const reasons = failure?.fields?.map((field) => field.message).filter(Boolean) ?? []
  return reasons.length > 0 ? reasons.join(' ') : (failure?.message ?? COURSE_SHARE_TEXTS.failed)
}
