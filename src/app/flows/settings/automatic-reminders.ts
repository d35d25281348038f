import { automaticRemindersMachine } from '../../../../machines/settings/automatic-reminders.machine'
import { loadAutomaticReminders, saveAutomaticReminders } from '../../../api/settings/automatic-reminders'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** Settings → Email reminders → Automatic reminders wired to the gateway, its toast to the shell. */
export function bindAutomaticReminders(deps: FlowDeps) {
  const company = () => companyIdOf(deps)
  return automaticRemindersMachine.provide({
    actors: {
      loadReminders: gatewayCall(() => loadAutomaticReminders(deps.api, company())),
      saveReminders: gatewayCall((body) => saveAutomaticReminders(deps.api, company(), body)),
    },
    actions: { notify: (_, title) => deps.toast(title, 'success') },
  })
}
