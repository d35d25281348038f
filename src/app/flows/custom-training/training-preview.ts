import { trainingPreviewMachine } from '../../../../machines/custom-training/training-preview.machine'
import { loadCustomTraining } from '../../../api/custom-training/custom-training'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

export function bindTrainingPreview(deps: FlowDeps) {
  return trainingPreviewMachine.provide({
    actors: {
      loadTraining: gatewayCall(({ courseId }) => loadCustomTraining(deps.api, companyIdOf(deps), courseId)),
    },
  })
}
