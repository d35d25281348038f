import { array, nullable, object, string, type Infer } from 'superstruct'
import { SCHEDULABLE_REPORTS, type SchedulableReport } from './report-catalogue'

// Scheduled reports (issue 28 ★): a report page, with its filters, mailed as PDF to chosen admins of the company
// each week or each month. A weekly mail covers the last 7 days, a monthly one the last 30: the period moves with
// the calendar, the other filters stay as they were when it was scheduled.

export const SCHEDULE_FREQUENCIES = ['weekly', 'monthly'] as const
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number]
export const FREQUENCY_LABELS: Record<ScheduleFrequency, string> = { weekly: 'Weekly', monthly: 'Monthly' }
export const FREQUENCY_PERIODS: Record<ScheduleFrequency, '7d' | '30d'> = { weekly: '7d', monthly: '30d' }
export const MAX_SCHEDULE_RECIPIENTS = 20
export const MAX_SCHEDULES_PER_COMPANY = 50

export const SCHEDULE_TEXTS = {
  title: 'Schedule this report',
  hint: 'A PDF of this report, with the filters you chose, is emailed to the admins you pick. Weekly reports cover the last 7 days, monthly reports the last 30.',
  recipientsRequired: 'Choose at least one admin.',
  tooManyRecipients: `Choose at most ${MAX_SCHEDULE_RECIPIENTS} admins.`,
  recipientOutside: 'Reports can only be sent to admins of your company.',
  unknownReport: 'This report cannot be scheduled.',
  frequencyRequired: 'Choose how often.',
  tooMany: `A company can have at most ${MAX_SCHEDULES_PER_COMPANY} scheduled reports.`,
  created: 'Report scheduled.',
  deleted: 'Scheduled report deleted.',
  listTitle: 'Scheduled reports',
  empty: 'No scheduled reports yet. Open a report and choose Schedule.',
} as const

export const isSchedulable = (report: string): report is SchedulableReport =>
  (SCHEDULABLE_REPORTS as readonly string[]).includes(report)

export const ScheduleRecipient = object({ id: string(), fullName: string(), email: string() })
export type ScheduleRecipient = Infer<typeof ScheduleRecipient>

export const ReportSchedule = object({
  id: string(),
  report: string(),
  frequency: string(),
  /** The filters as the report page's query string. */
  query: string(),
  recipients: array(ScheduleRecipient),
  nextRunAt: string(),
  lastSentAt: nullable(string()),
})
export type ReportSchedule = Infer<typeof ReportSchedule>

export const ReportSchedules = object({ items: array(ReportSchedule) })
export const ScheduleRecipients = object({ items: array(ScheduleRecipient) })

export interface ScheduleDraft {
  frequency: ScheduleFrequency
  recipientIds: string[]
}

export type ScheduleCheck = { ok: true } | { ok: false; field: 'recipientIds' | 'frequency'; message: string }

/** The dialog's rules, the gateway's too. */
export function checkSchedule(draft: { frequency: string; recipientIds: readonly string[] }): ScheduleCheck {
  if (!(SCHEDULE_FREQUENCIES as readonly string[]).includes(draft.frequency))
    return { ok: false, field: 'frequency', message: SCHEDULE_TEXTS.frequencyRequired }
  if (draft.recipientIds.length === 0)
    return { ok: false, field: 'recipientIds', message: SCHEDULE_TEXTS.recipientsRequired }
  if (draft.recipientIds.length > MAX_SCHEDULE_RECIPIENTS)
    return { ok: false, field: 'recipientIds', message: SCHEDULE_TEXTS.tooManyRecipients }
  return { ok: true }
}
