import { campaignSettingsMachine } from '../../../../machines/exercise/campaign-settings.machine'
import { updateCampaign } from '../../../api/exercise/exercise'
import { directoryOptions } from '../../../api/users/users'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** A campaign card's settings; the page that opens them hears of a save (`reportSaved`). */
export function bindCampaignSettings(deps: FlowDeps) {
  return campaignSettingsMachine.provide({
    actors: {
      loadDirectory: gatewayCall(() => directoryOptions(deps.api, companyIdOf(deps))),
      updateCampaign: gatewayCall(async (input) => {
        await updateCampaign(deps.api, companyIdOf(deps), input.campaignId, input.payload)
      }),
    },
    actions: {
      notify: (_, title) => deps.toast(title, 'success'),
    },
  })
}
