import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import { ReportSchedules, ScheduleRecipients, type ScheduleFrequency } from '../../domain/report-schedule'

// Scheduled reports (ours): the admins who may receive them, the company's schedules, create and delete.

export async function loadScheduleRecipients(api: $Fetch, companyId: string) {
  return create(await api(PATHS.reportScheduleRecipients(companyId)), ScheduleRecipients).items
}

export async function loadSchedules(api: $Fetch, companyId: string) {
  return create(await api(PATHS.reportSchedules(companyId)), ReportSchedules).items
}

export async function createSchedule(
  api: $Fetch,
  companyId: string,
  body: { report: string; query: string; frequency: ScheduleFrequency; recipientIds: string[] },
) {
  await api(PATHS.reportSchedules(companyId), { method: 'POST', body })
}

export async function deleteSchedule(api: $Fetch, companyId: string, scheduleId: string) {
  await api(PATHS.reportSchedule(companyId, scheduleId), { method: 'DELETE' })
}
