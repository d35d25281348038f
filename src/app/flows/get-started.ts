import { getStartedMachine } from '../../../machines/get-started.machine'
import { dashboardFigures, getStartedStatus } from '../../api/dashboard'
import { startAnnualTraining } from '../../api/users'
import { companyIdOf, gatewayCall, type FlowDeps } from './deps'

/** /home: the flags, the dashboard figures and Start Training; invite users opens the add-users drawer. */
export function bindGetStarted(deps: FlowDeps) {
  return getStartedMachine.provide({
    actors: {
      loadStatus: gatewayCall(() => getStartedStatus(deps.api, companyIdOf(deps))),
      loadFigures: gatewayCall(() => dashboardFigures(deps.api, companyIdOf(deps))),
      startTraining: gatewayCall(() => startAnnualTraining(deps.api, companyIdOf(deps))),
    },
    actions: {
      notify: (_, toast) => deps.toast(toast.title, toast.type),
      openAddUsers: () => deps.navigate('/users/all_users?modal=addUsers'),
      openUpgrade: () => deps.navigate('/licensing?modal=upgrade'),
    },
  })
}
