import { boolean, number, object, type Infer } from 'superstruct'

// Automatic reminders (Settings → Email reminders; issue 29): when on, learners with unfinished tasks that fall
// due within the chosen days (and, if chosen, overdue ones) get the company's reminder mail, at most once per
// the chosen interval. Ours: GET and PUT /api/v1/company/{companyId}/reminders/automatic.

export const AutomaticReminders = object({
  enabled: boolean(),
  daysBeforeDue: number(),
  repeatEveryDays: number(),
  includeOverdue: boolean(),
})
export type AutomaticReminders = Infer<typeof AutomaticReminders>

export const DEFAULT_AUTOMATIC_REMINDERS: AutomaticReminders = {
  enabled: false,
  daysBeforeDue: 3,
  repeatEveryDays: 7,
  includeOverdue: true,
}

export interface AutomaticRemindersDraft {
  enabled: boolean
  daysBeforeDue: string
  repeatEveryDays: string
  includeOverdue: boolean
}
export type AutomaticRemindersField = 'daysBeforeDue' | 'repeatEveryDays'

export const AUTOMATIC_REMINDER_TEXTS = {
  saved: 'Automatic reminders saved.',
  days: 'Enter a whole number of days from 1 to 60.',
} as const

const wholeDays = (value: string) => /^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= 60

export function automaticReminderProblems(
  draft: AutomaticRemindersDraft,
): Partial<Record<AutomaticRemindersField, string>> {
  const problems: Partial<Record<AutomaticRemindersField, string>> = {}
  if (!wholeDays(draft.daysBeforeDue)) problems.daysBeforeDue = AUTOMATIC_REMINDER_TEXTS.days
  if (!wholeDays(draft.repeatEveryDays)) problems.repeatEveryDays = AUTOMATIC_REMINDER_TEXTS.days
  return problems
}

export const draftOfReminders = (saved: AutomaticReminders): AutomaticRemindersDraft => ({
  enabled: saved.enabled,
  daysBeforeDue: String(saved.daysBeforeDue),
  repeatEveryDays: String(saved.repeatEveryDays),
  includeOverdue: saved.includeOverdue,
})
