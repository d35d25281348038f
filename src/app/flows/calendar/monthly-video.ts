import { monthlyVideoMachine } from '../../../../machines/calendar/monthly-video.machine'
import { assignMonthlyVideoNow, loadMonthlyVideo, saveMonthlyVideoSettings } from '../../../api/learning/monthly-video'
import { directoryOptions } from '../../../api/users/users'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** /calendar for the signed-in company: its overview and directory read together. */
export function bindMonthlyVideo(deps: FlowDeps) {
  return monthlyVideoMachine.provide({
    actors: {
      loadMonthly: gatewayCall(async () => {
        const [overview, directory] = await Promise.all([
          loadMonthlyVideo(deps.api, companyIdOf(deps)),
          directoryOptions(deps.api, companyIdOf(deps)),
        ])
        return { overview, ...directory }
      }),
      saveSettings: gatewayCall((settings) =>
        saveMonthlyVideoSettings(deps.api, companyIdOf(deps), settings),
      ),
      assignNow: gatewayCall(() => assignMonthlyVideoNow(deps.api, companyIdOf(deps))),
    },
    actions: { notify: (_, toast) => deps.toast(toast.title, toast.type) },
  })
}
