import { reminderDialogMachine } from '../../../../machines/users/reminder-dialog.machine'
import { reminderAvailability, sendReminder } from '../../../api/users/reminders'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

export function bindReminderDialog(deps: FlowDeps) {
  return reminderDialogMachine.provide({
    actors: {
      loadAvailability: gatewayCall((input) =>
        reminderAvailability(deps.api, companyIdOf(deps), input.target, input.values),
      ),
      sendReminder: gatewayCall((input) =>
        sendReminder(deps.api, companyIdOf(deps), input.target, input.values),
      ),
    },
    actions: { notifySent: (_, title) => deps.toast(title, 'success') },
  })
}
