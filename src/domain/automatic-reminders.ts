import { boolean, number, object, type, type Infer } from 'superstruct'
import { fieldProblems, text } from './field-problems'

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

const wholeDays = text([
  (days) => /^\d+$/.test(days) && Number(days) >= 1 && Number(days) <= 60,
  AUTOMATIC_REMINDER_TEXTS.days,
])

/** The settings' form, and the gateway's check of a request: each count of days a whole number from 1 to 60. */
export const AutomaticRemindersRules = type({ daysBeforeDue: wholeDays, repeatEveryDays: wholeDays })

export const automaticReminderFieldProblems = (draft: AutomaticRemindersDraft) =>
  fieldProblems(AutomaticRemindersRules, draft) as Partial<Record<AutomaticRemindersField, string>>

export const draftOfReminders = (saved: AutomaticReminders): AutomaticRemindersDraft => ({
  enabled: saved.enabled,
  daysBeforeDue: String(saved.daysBeforeDue),
  repeatEveryDays: String(saved.repeatEveryDays),
  includeOverdue: saved.includeOverdue,
})
