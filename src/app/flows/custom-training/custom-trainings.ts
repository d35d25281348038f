import { customTrainingsMachine } from '../../../../machines/custom-training/custom-trainings.machine'
import {
  cloneCourse,
  createCustomTraining,
  listCustomTrainings,
  setCustomTrainingActive,
} from '../../../api/custom-training/custom-training'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** The signed-in company's custom trainings. */
export function bindCustomTrainings(deps: FlowDeps) {
  return customTrainingsMachine.provide({
    actors: {
      loadTrainings: gatewayCall(() => listCustomTrainings(deps.api, companyIdOf(deps))),
      createTraining: gatewayCall((training) => createCustomTraining(deps.api, companyIdOf(deps), training)),
      cloneTraining: gatewayCall(({ courseId }) => cloneCourse(deps.api, companyIdOf(deps), courseId)),
      setTrainingActive: gatewayCall(({ courseId, active }) =>
        setCustomTrainingActive(deps.api, companyIdOf(deps), courseId, active),
      ),
    },
    actions: {
      openEditor: (_, path) => deps.navigate(path),
      notify: (_, toast) => deps.toast(toast.title, toast.type),
    },
  })
}
