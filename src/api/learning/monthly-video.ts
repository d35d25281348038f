import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import { MonthlyVideoOverview, type MonthlyVideoSettings } from '../../domain/monthly-video'

// The monthly video calendar: its overview, the automatic assignment's settings, this month's video now.

export async function loadMonthlyVideo(api: $Fetch, companyId: string) {
  return create(await api(PATHS.monthlyVideo(companyId)), MonthlyVideoOverview)
}

export async function saveMonthlyVideoSettings(
  api: $Fetch,
  companyId: string,
  settings: MonthlyVideoSettings,
) {
  await api(PATHS.monthlyVideoSettings(companyId), { method: 'PUT', body: settings })
}

export async function assignMonthlyVideoNow(api: $Fetch, companyId: string) {
  await api(PATHS.monthlyVideoAssignNow(companyId), { method: 'POST' })
}
