import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import { AutomaticReminders } from '../../domain/automatic-reminders'

// Automatic reminders (ours: /api/v1/company/{companyId}/reminders/automatic).

const path = PATHS.automaticReminders

export const loadAutomaticReminders = async (api: $Fetch, companyId: string) =>
  create(await api(path(companyId)), AutomaticReminders)

export const saveAutomaticReminders = async (api: $Fetch, companyId: string, body: AutomaticReminders) =>
  create(await api(path(companyId), { method: 'PUT', body }), AutomaticReminders)
