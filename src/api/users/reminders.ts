import type { $Fetch } from 'ofetch'
import { array, create, number, object, string } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import {
  reminderPayloadOf,
  type ReminderAvailability,
  type ReminderTarget,
  type ReminderValues,
} from '../../domain/reminders'

const Availability = object({
  willReceive: number(),
  willNotReceive: array(object({ reason: string(), count: number() })),
})

export async function reminderAvailability(
  api: $Fetch,
  companyId: string,
  target: ReminderTarget,
  values: ReminderValues,
): Promise<ReminderAvailability> {
  const body = reminderPayloadOf(companyId, target, values)
  return create(
    await api(
      (target.mode === 'notStarted' ? PATHS.notStartedReminderAvailability : PATHS.reminderAvailability)(
        companyId,
      ),
      { method: 'POST', body },
    ),
    Availability,
  )
}

export async function sendReminder(
  api: $Fetch,
  companyId: string,
  target: ReminderTarget,
  values: ReminderValues,
): Promise<void> {
  const body = reminderPayloadOf(companyId, target, values)
  await api((target.mode === 'notStarted' ? PATHS.notStartedReminderSend : PATHS.reminderSend)(companyId), {
    method: 'POST',
    body,
  })
}
