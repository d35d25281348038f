import { trainingCampaignsMachine } from '../../../../machines/learning/training-campaigns.machine'
import { listAdminPanelCampaigns, endTraining } from '../../../api/learning/courses'
import { TRAINING_TEXTS } from '../../../domain/training-campaign'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** The company's training campaigns with the gateway's admin-panel list and its end call. */
export function bindTrainingCampaigns(deps: FlowDeps) {
  return trainingCampaignsMachine.provide({
    actors: {
      loadCampaigns: gatewayCall(() => listAdminPanelCampaigns(deps.api, companyIdOf(deps))),
      endCampaign: gatewayCall((input) => endTraining(deps.api, companyIdOf(deps), input.campaignId)),
    },
    actions: { notifyEnded: () => deps.toast(TRAINING_TEXTS.ended, 'success') },
  })
}
