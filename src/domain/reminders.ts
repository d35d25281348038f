import { array, boolean, enums, object, optional, size, string, type Infer } from 'superstruct'
import { USER_STATUSES, type UserStatus } from './users'
import { DIRECTORY_IDS_MAX, idList } from './request-limits'
import { SPEC_DEFAULT_TEXTS } from './default-texts'

// The reminder dialog (000 §2 "Reminder dialog", §3 "Reminder payload", §7 reminder calls, §8 "Sending
// reminders: the server message is put on the subject field").

export const REMINDER_TEXTS = {
  sent: 'Reminder has been sent',
  subjectRequired: 'Please add subject.',
  willReceive: (n: number) => `${n} user${n === 1 ? '' : 's'} will receive reminder`,
  willNotReceive: (n: number, reason: string) => `${n} users will NOT receive reminder: ${reason}`,
  noOutstandingTasks: 'No Outstanding Tasks',
  /** Ours: the reason for a user-not-started reminder skipping someone who has begun. */
  alreadyStarted: 'Already Started',
  /** Ours: no task kind ticked. */
  pickKind: 'Choose at least one kind of task to remind about.',
  defaultSubject: SPEC_DEFAULT_TEXTS.reminderSubject,
} as const

export type ReminderKind = 'training' | 'gaming' | 'policies' | 'monthlyVideo'
export const REMINDER_KINDS: readonly { kind: ReminderKind; label: string }[] = [
  { kind: 'training', label: 'Training' },
  { kind: 'gaming', label: 'Gaming' },
  { kind: 'policies', label: 'Policies' },
  { kind: 'monthlyVideo', label: 'Monthly video' },
]

/** The task kinds stored per learner, by the dialog's option. */
export const TASK_KIND_OF: Record<ReminderKind, string> = {
  training: 'training',
  gaming: 'gaming',
  policies: 'policy',
  monthlyVideo: 'monthlyVideo',
}

/** Who is reminded: chosen users (or all under the list's filters), or a campaign's users not started. */
export type ReminderTarget =
  | {
      mode: 'manual'
      userIds: string[]
      isAllUsersSelected: boolean
      searchText: string
      departmentIds: string[]
      groupIds: string[]
      /** The list's role and status filters, for "select all" (ours, issue 24). */
      filters?: { role?: 'user' | 'admin'; status?: UserStatus }
    }
  | { mode: 'notStarted'; campaignId: string }

export interface ReminderValues {
  kinds: ReminderKind[]
  subject: string
  message: string
}

export interface ReminderAvailability {
  willReceive: number
  willNotReceive: { reason: string; count: number }[]
}

export const ReminderPayload = object({
  companyId: string(),
  includeGaming: boolean(),
  includeVideoTraining: boolean(),
  includePolicies: boolean(),
  includeCalendarVideos: boolean(),
  customMessage: size(string(), 0, 5000),
  isAllUsersSelected: boolean(),
  userIds: size(array(string()), 0, 100_000),
  subject: size(string(), 0, 300),
  searchText: size(string(), 0, 200),
  campaignId: optional(string()),
  groupIds: optional(idList(DIRECTORY_IDS_MAX)),
  departmentIds: optional(idList(DIRECTORY_IDS_MAX)),
  filters: optional(
    object({ role: optional(enums(['user', 'admin'])), status: optional(enums(USER_STATUSES)) }),
  ),
})
export type ReminderPayload = Infer<typeof ReminderPayload>

export function reminderPayloadOf(
  companyId: string,
  target: ReminderTarget,
  values: ReminderValues,
): ReminderPayload {
  const has = (kind: ReminderKind) => values.kinds.includes(kind)
  const common = {
    companyId,
    includeVideoTraining: has('training'),
    includeGaming: has('gaming'),
    includePolicies: has('policies'),
    includeCalendarVideos: has('monthlyVideo'),
    customMessage: values.message,
    subject: values.subject.trim(),
  }
  return target.mode === 'notStarted'
    ? { ...common, isAllUsersSelected: true, userIds: [], searchText: '', campaignId: target.campaignId }
    : {
        ...common,
        isAllUsersSelected: target.isAllUsersSelected,
        userIds: target.userIds,
        searchText: target.searchText,
        departmentIds: target.departmentIds,
        groupIds: target.groupIds,
        ...(target.filters ? { filters: target.filters } : {}),
      }
}

/** The task kinds a payload asks about, as stored. */
export function taskKindsOf(payload: ReminderPayload): string[] {
  return [
    payload.includeVideoTraining && 'training',
    payload.includeGaming && 'gaming',
    payload.includePolicies && 'policy',
    payload.includeCalendarVideos && 'monthlyVideo',
  ].filter((kind): kind is string => typeof kind === 'string')
}

export function reminderSubjectError(values: ReminderValues): string | null {
  return values.subject.trim() === '' ? REMINDER_TEXTS.subjectRequired : null
}

/** Send reminder is possible only once the counts are in and someone will receive it. */
export function hasReceivers(availability: ReminderAvailability | null): boolean {
  return (availability?.willReceive ?? 0) > 0
}
