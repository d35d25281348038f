import { useActorRef } from '@xstate/react'
import TrainingCampaignsPage from '../../features/learning/TrainingCampaignsPage'
import { useBoundFlow } from '../browser-deps'
import { bindTrainingCampaigns } from '../flows/learning/training-campaigns'
import { inspect } from '../inspector'

/** /learning/campaigns: the company's training campaigns. */
export default function TrainingCampaignsRoute() {
  const actor = useActorRef(useBoundFlow(bindTrainingCampaigns), inspect ? { inspect } : {})
  return <TrainingCampaignsPage actor={actor} />
}
