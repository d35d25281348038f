import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { BASE } from '../domain/api-paths'
import { ReportSchedules, ScheduleRecipients, type ScheduleFrequency } from '../domain/report-schedule'

// Scheduled reports (ours): the admins who may receive them, the company's schedules, create and delete.

const base = (companyId: string) => `${BASE.reports}/company/${encodeURIComponent(companyId)}/schedules`

export async function loadScheduleRecipients(api: $Fetch, companyId: string) {
  return create(await api(`${base(companyId)}/recipients`), ScheduleRecipients).items
}

export async function loadSchedules(api: $Fetch, companyId: string) {
  return create(await api(base(companyId)), ReportSchedules).items
}

export async function createSchedule(
  api: $Fetch,
  companyId: string,
  body: { report: string; query: string; frequency: ScheduleFrequency; recipientIds: string[] },
) {
  await api(base(companyId), { method: 'POST', body })
}

export async function deleteSchedule(api: $Fetch, companyId: string, scheduleId: string) {
  await api(`${base(companyId)}/${encodeURIComponent(scheduleId)}`, { method: 'DELETE' })
}
